import { Fragment, type ReactNode } from 'react'

import { logger } from '@/platform/logger'
import { mediaPath } from '@/ui/primitives/media-path'

import {
  buildCustomLinkHref,
  createHeadingIdGenerator,
  decodeTextFormat,
  isCodeBlock,
  isImageMedia,
  isNodeLike,
  isSupportedNode,
  readCaption,
  readChildren,
  readDocReference,
  readMediaDoc,
  readPlainText,
  readRootChildren,
  readTextColor,
  toCodeLanguage,
  toRenderedHeadingTag,
  withAnchor,
  type NodeLike,
  type SerializedBlockNode,
  type SerializedHeadingNode,
  type SerializedLinkNode,
  type SerializedListNode,
  type SerializedRichTextNode,
  type SerializedTextNode,
  type SerializedUploadNode,
} from '../../domain/rich-text'
import { richTextColors } from '../../domain/rich-text-colors'
import { isExternalHref, toSafeHref } from '../../domain/safe-url'
import { ServerImage as Image } from '@/ui/primitives/server-image'

/** Turns the target of an internal link into an href; null when the document cannot be linked. */
export type ResolveDocHref = (relationTo: string, value: unknown) => string | null

export type RichTextProps = {
  /** The stored Lexical editor state; anything else renders nothing. */
  data: unknown
  className?: string
  resolveDocHref: ResolveDocHref
}

type RenderContext = {
  resolveDocHref: ResolveDocHref
  nextHeadingId: (text: string) => string | null
}

const imageSizes = '(min-width: 768px) 720px, 100vw'

// Content is rendered on every cache miss; one line per unsupported type is enough to notice it.
const warnedTypes = new Set<string>()

function warnUnsupported(type: string) {
  if (warnedTypes.has(type)) return
  warnedTypes.add(type)
  logger.warn('rich text node type not supported', { type })
}

/**
 * Renders Payload Lexical rich text as semantic HTML on the server. Stored content is never
 * trusted: links are checked against the safe-URL rules, colours map to design-system classes,
 * and unknown or malformed nodes are skipped rather than thrown on.
 */
export function RichText({ data, className, resolveDocHref }: RichTextProps) {
  const children = readRootChildren(data)
  if (children === null) {
    logger.warn('rich text without content', { received: data === null ? 'null' : typeof data })
    return null
  }
  if (children.length === 0) return null
  const context: RenderContext = { resolveDocHref, nextHeadingId: createHeadingIdGenerator() }
  return <div className={className}>{renderNodes(children, context)}</div>
}

function renderNodes(values: readonly unknown[], context: RenderContext): ReactNode[] {
  return values.map((value, index) => renderNode(value, index, context))
}

function renderNode(value: unknown, key: number, context: RenderContext): ReactNode {
  if (!isNodeLike(value)) {
    warnUnsupported('(not a node)')
    return null
  }
  if (!isSupportedNode(value)) return renderUnsupported(value, key, context)
  return renderSupported(value, key, context)
}

function renderUnsupported(node: NodeLike, key: number, context: RenderContext): ReactNode {
  warnUnsupported(node.type)
  const children = readChildren(node)
  return children.length > 0 ? (
    <Fragment key={key}>{renderNodes(children, context)}</Fragment>
  ) : null
}

function renderSupported(node: SerializedRichTextNode, key: number, context: RenderContext) {
  switch (node.type) {
    case 'text':
      return renderText(node, key)
    case 'tab':
      return <Fragment key={key}>{'\t'}</Fragment>
    case 'linebreak':
      return <br key={key} />
    case 'horizontalrule':
      return <hr key={key} />
    case 'paragraph':
      // Editors leave empty paragraphs as spacing; the stylesheet spaces blocks, and an empty <p>
      // is announced as a blank line by some screen readers.
      return node.children.length === 0 ? null : (
        <p key={key}>{renderNodes(node.children, context)}</p>
      )
    case 'heading':
      return renderHeading(node, key, context)
    case 'list':
      return renderList(node, key, context)
    case 'listitem':
      // Only reached for an item outside a list; keep its content rather than emit a stray <li>.
      return <Fragment key={key}>{renderNodes(node.children, context)}</Fragment>
    case 'quote':
      return <blockquote key={key}>{renderNodes(node.children, context)}</blockquote>
    case 'link':
    case 'autolink':
      return renderLink(node, key, context)
    case 'upload':
      return renderUpload(node, key)
    case 'block':
      return renderBlock(node, key)
  }
}

function renderText(node: SerializedTextNode, key: number): ReactNode {
  if (node.text === '') return null
  const format = decodeTextFormat(node.format)
  let content: ReactNode = node.text
  if (format.highlight) content = <mark>{content}</mark>
  if (format.code) content = <code>{content}</code>
  if (format.subscript) content = <sub>{content}</sub>
  if (format.superscript) content = <sup>{content}</sup>
  if (format.underline) content = <u>{content}</u>
  if (format.strikethrough) content = <s>{content}</s>
  if (format.italic) content = <em>{content}</em>
  if (format.bold) content = <strong>{content}</strong>
  const color = readTextColor(node)
  if (color !== null) content = <span className={richTextColors[color].className}>{content}</span>
  return <Fragment key={key}>{content}</Fragment>
}

function renderHeading(node: SerializedHeadingNode, key: number, context: RenderContext) {
  if (node.children.length === 0) return null
  const Tag = toRenderedHeadingTag(node.tag)
  const id = context.nextHeadingId(readPlainText(node))
  return (
    <Tag key={key} id={id ?? undefined}>
      {renderNodes(node.children, context)}
    </Tag>
  )
}

type ListEntry = { key: number; item: NodeLike; nestedLists: NodeLike[] }

function isList(value: unknown): value is NodeLike {
  return isNodeLike(value) && value.type === 'list'
}

/**
 * Lexical stores a nested list as a separate item holding only that list. In HTML the nested list
 * belongs inside the previous item, so such items are folded into the one before them.
 */
function groupListItems(children: readonly unknown[]): ListEntry[] {
  const entries: ListEntry[] = []
  children.forEach((child, index) => {
    if (!isNodeLike(child)) return
    const itemChildren = child.type === 'listitem' ? readChildren(child) : []
    const previous = entries.at(-1)
    if (previous && itemChildren.length > 0 && itemChildren.every(isList)) {
      previous.nestedLists.push(...itemChildren.filter(isList))
      return
    }
    entries.push({ key: index, item: child, nestedLists: [] })
  })
  return entries
}

function renderList(node: SerializedListNode, key: number, context: RenderContext) {
  const entries = groupListItems(node.children)
  const items = entries.map((entry) => renderListItem(entry, node.listType === 'check', context))
  if (node.listType === 'number') {
    const start =
      typeof node.start === 'number' && Number.isInteger(node.start) && node.start !== 1
        ? node.start
        : undefined
    return (
      <ol key={key} start={start}>
        {items}
      </ol>
    )
  }
  return (
    <ul key={key} className={node.listType === 'check' ? 'rt-checklist' : undefined}>
      {items}
    </ul>
  )
}

function renderListItem(entry: ListEntry, isCheckList: boolean, context: RenderContext) {
  const { item } = entry
  if (item.type !== 'listitem') {
    return <li key={entry.key}>{renderNode(item, 0, context)}</li>
  }
  const children = readChildren(item)
  const inline = children.filter((child) => !isList(child))
  const lists = [...children.filter(isList), ...entry.nestedLists]
  const nested = lists.map((list, index) => renderNode(list, children.length + index, context))
  if (!isCheckList) {
    return (
      <li key={entry.key}>
        {renderNodes(inline, context)}
        {nested}
      </li>
    )
  }
  // A read-only native checkbox inside a label: screen readers announce "checkbox, checked" and
  // the item text as its name, with no extra strings to translate. A label may hold links.
  return (
    <li key={entry.key}>
      <label>
        <input type="checkbox" defaultChecked={item.checked === true} disabled />{' '}
        {renderNodes(inline, context)}
      </label>
      {nested}
    </li>
  )
}

function resolveLinkHref(node: SerializedLinkNode, context: RenderContext): string | null {
  const { fields } = node
  if (fields.linkType === 'internal') {
    const doc = readDocReference(fields)
    if (doc === null) return null
    const href = toSafeHref(context.resolveDocHref(doc.relationTo, doc.value))
    return href === null ? null : withAnchor(href, fields.anchor)
  }
  // Plain Lexical autolinks keep the URL on the node rather than in Payload's fields.
  const url = typeof fields.url === 'string' ? fields.url : node.url
  return buildCustomLinkHref({
    url: typeof url === 'string' ? url : undefined,
    anchor: fields.anchor,
  })
}

function renderLink(node: SerializedLinkNode, key: number, context: RenderContext) {
  const children = renderNodes(node.children, context)
  const href = resolveLinkHref(node, context)
  if (href === null) return <Fragment key={key}>{children}</Fragment>
  const newTab = node.fields.newTab === true
  return (
    <a
      key={key}
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab || isExternalHref(href) ? 'noopener noreferrer' : undefined}
    >
      {children}
    </a>
  )
}

function renderUpload(node: SerializedUploadNode, key: number) {
  if (node.relationTo !== 'media') {
    warnUnsupported(`upload:${node.relationTo}`)
    return null
  }
  const media = readMediaDoc(node.value)
  // Not populated (an id only): there is nothing to show without another query.
  if (media === null) return null
  const caption = readCaption(node.fields)
  if (!isImageMedia(media)) {
    const href = toSafeHref(media.url)
    if (href === null) return null
    return (
      <p key={key}>
        <a href={href}>{caption ?? media.filename ?? href}</a>
      </p>
    )
  }
  if (media.width === null || media.height === null) {
    // next/image needs the intrinsic size to reserve space; Payload stores it for every image.
    logger.warn('rich text image without dimensions', { url: media.url })
    return null
  }
  return (
    <figure key={key}>
      <Image
        src={mediaPath(media.url)}
        alt={media.alt}
        width={media.width}
        height={media.height}
        fileWidth={media.width}
        sizes={imageSizes}
        title={caption ?? undefined}
      />
      {caption !== null && <figcaption>{caption}</figcaption>}
    </figure>
  )
}

function renderBlock(node: SerializedBlockNode, key: number) {
  const { fields } = node
  if (!isCodeBlock(fields)) {
    warnUnsupported(`block:${fields.blockType}`)
    return null
  }
  return (
    <pre key={key}>
      <code className={`language-${toCodeLanguage(fields.language)}`}>
        {typeof fields.code === 'string' ? fields.code : ''}
      </code>
    </pre>
  )
}
