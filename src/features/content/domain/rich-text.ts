/**
 * Rules for rendering the rich text stored by Payload's Lexical editor. The JSON comes from the
 * database (and from imports), so nothing here trusts its shape: every reader checks what it uses.
 */
import { isRichTextColor, type RichTextColor } from './rich-text-colors'
import { slugify } from './routing-rules'
import { toSafeHref } from './safe-url'

/* ---------------------------------------------------------------------------------------------
 * Serialized shapes of the nodes the editor in cms/rich-text-editor.ts produces. They mirror
 * Lexical's and Payload's serialized types, trimmed to the fields the renderer reads.
 * ------------------------------------------------------------------------------------------- */

/** Lexical keeps node state that is not stored flat under this key (TextStateFeature uses it). */
const NODE_STATE_KEY = '$'

type SerializedBase = { version?: number; [NODE_STATE_KEY]?: Record<string, unknown> }

type SerializedElement = SerializedBase & {
  /** Children are typed for writing fixtures; readers still check each child when they visit it. */
  children: SerializedRichTextNode[]
  direction?: 'ltr' | 'rtl' | null
  format?: string
  indent?: number
}

export type SerializedTextNode = SerializedBase & {
  type: 'text'
  text: string
  /** Bitmask of TEXT_FORMAT flags. */
  format?: number
  detail?: number
  mode?: 'normal' | 'token' | 'segmented'
  /** Inline CSS from the editor; never rendered. */
  style?: string
}

export type SerializedTabNode = Omit<SerializedTextNode, 'type'> & { type: 'tab' }

export type SerializedLineBreakNode = SerializedBase & { type: 'linebreak' }

export type SerializedHorizontalRuleNode = SerializedBase & { type: 'horizontalrule' }

export type SerializedParagraphNode = SerializedElement & { type: 'paragraph' }

const headingTags = ['h1', 'h2', 'h3', 'h4', 'h5', 'h6'] as const
export type HeadingTag = (typeof headingTags)[number]

export type SerializedHeadingNode = SerializedElement & { type: 'heading'; tag: HeadingTag }

export type ListType = 'bullet' | 'number' | 'check'

export type SerializedListNode = SerializedElement & {
  type: 'list'
  listType: ListType
  start?: number
  tag?: 'ul' | 'ol'
}

export type SerializedListItemNode = SerializedElement & {
  type: 'listitem'
  checked?: boolean
  value?: number
}

export type SerializedQuoteNode = SerializedElement & { type: 'quote' }

export type DocReference = { relationTo: string; value: unknown }

export type LinkFields = {
  linkType?: 'custom' | 'internal'
  url?: string
  doc?: DocReference | null
  newTab?: boolean
  /** Added by our LinkFeature configuration: a fragment appended to the link target. */
  anchor?: string | null
}

export type SerializedLinkNode = SerializedElement & {
  type: 'link' | 'autolink'
  fields: LinkFields
  id?: string
  /** Lexical's own link nodes keep the URL here; Payload's keep it in `fields`. */
  url?: string
}

export type SerializedUploadNode = SerializedBase & {
  type: 'upload'
  id?: string
  relationTo: string
  /** The populated document, or only its id when the query did not populate it. */
  value: unknown
  fields?: { caption?: string | null } | null
}

export type SerializedBlockNode = SerializedBase & {
  type: 'block'
  fields: { id?: string; blockType: string; blockName?: string; [key: string]: unknown }
}

export type SerializedRichTextNode =
  | SerializedTextNode
  | SerializedTabNode
  | SerializedLineBreakNode
  | SerializedHorizontalRuleNode
  | SerializedParagraphNode
  | SerializedHeadingNode
  | SerializedListNode
  | SerializedListItemNode
  | SerializedQuoteNode
  | SerializedLinkNode
  | SerializedUploadNode
  | SerializedBlockNode

/** Any object with a string `type`: what a node looks like before its own fields are checked. */
export type NodeLike = { type: string; [key: string]: unknown }

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

export function isNodeLike(value: unknown): value is NodeLike {
  return isRecord(value) && typeof value.type === 'string'
}

/** The top-level nodes, or null when the value is not an editor state with a children array. */
export function readRootChildren(data: unknown): readonly unknown[] | null {
  if (!isRecord(data) || !isRecord(data.root)) return null
  const children = data.root.children
  return Array.isArray(children) ? children : null
}

/** A node's children, or an empty list when it has none (or they are not an array). */
export function readChildren(node: NodeLike): readonly unknown[] {
  return Array.isArray(node.children) ? node.children : []
}

const listTypes: readonly string[] = ['bullet', 'number', 'check'] satisfies ListType[]

/**
 * Checks a node's own fields for its type. Children are not checked here: a renderer visits and
 * checks each child in turn, so one bad child does not discard its siblings.
 */
export function isSupportedNode(node: NodeLike): node is SerializedRichTextNode {
  switch (node.type) {
    case 'text':
    case 'tab':
      return typeof node.text === 'string'
    case 'linebreak':
    case 'horizontalrule':
      return true
    case 'paragraph':
    case 'quote':
    case 'listitem':
      return Array.isArray(node.children)
    case 'heading':
      return Array.isArray(node.children) && isHeadingTag(node.tag)
    case 'list':
      return (
        Array.isArray(node.children) &&
        typeof node.listType === 'string' &&
        listTypes.includes(node.listType)
      )
    case 'link':
    case 'autolink':
      return Array.isArray(node.children) && isRecord(node.fields)
    case 'upload':
      return typeof node.relationTo === 'string'
    case 'block':
      return isRecord(node.fields) && typeof node.fields.blockType === 'string'
    default:
      return false
  }
}

function isHeadingTag(value: unknown): value is HeadingTag {
  return typeof value === 'string' && (headingTags as readonly string[]).includes(value)
}

/* --------------------------------------------------------------------------------------------
 * Content
 * ------------------------------------------------------------------------------------------ */

/** The text a reader would see, for heading ids and emptiness checks. */
export function readPlainText(value: unknown): string {
  if (!isNodeLike(value)) return ''
  if (value.type === 'text') return typeof value.text === 'string' ? value.text : ''
  if (value.type === 'tab' || value.type === 'linebreak') return ' '
  return readChildren(value).map(readPlainText).join('')
}

/** Nodes that show something without any text: an empty paragraph around them still counts. */
const visualTypes = new Set(['upload', 'block', 'horizontalrule'])

function hasVisibleContent(value: unknown): boolean {
  if (!isNodeLike(value)) return false
  if (visualTypes.has(value.type)) return true
  if (value.type === 'text') return typeof value.text === 'string' && value.text.trim() !== ''
  return readChildren(value).some(hasVisibleContent)
}

/**
 * True when the editor state has something to show. Lexical stores an untouched field as one empty
 * paragraph, so "has children" is not enough to decide whether to render a section around it.
 */
export function hasRichTextContent(data: unknown): boolean {
  const children = readRootChildren(data)
  return children !== null && children.some(hasVisibleContent)
}

/* --------------------------------------------------------------------------------------------
 * Text formats and colours
 * ------------------------------------------------------------------------------------------ */

/** Lexical's text format bits (lexical/LexicalConstants). */
export const TEXT_FORMAT = {
  bold: 1,
  italic: 1 << 1,
  strikethrough: 1 << 2,
  underline: 1 << 3,
  code: 1 << 4,
  subscript: 1 << 5,
  superscript: 1 << 6,
  highlight: 1 << 7,
} as const

export type TextFormatName = keyof typeof TEXT_FORMAT
export type TextFormats = Record<TextFormatName, boolean>

const textFormatNames = Object.keys(TEXT_FORMAT) as TextFormatName[]

/** Decodes the bitmask; a missing or malformed value means plain text. */
export function decodeTextFormat(format: unknown): TextFormats {
  const bits = typeof format === 'number' && Number.isSafeInteger(format) && format > 0 ? format : 0
  const formats = {} as TextFormats
  for (const name of textFormatNames) formats[name] = (bits & TEXT_FORMAT[name]) !== 0
  return formats
}

/** The colour an editor chose with TextStateFeature, when it is one the design system knows. */
export function readTextColor(node: NodeLike): RichTextColor | null {
  const state = node[NODE_STATE_KEY]
  if (!isRecord(state)) return null
  return isRichTextColor(state.color) ? state.color : null
}

/* --------------------------------------------------------------------------------------------
 * Headings
 * ------------------------------------------------------------------------------------------ */

/** Pages have their own h1, so a heading written as h1 in content is shown one level down. */
export function toRenderedHeadingTag(tag: HeadingTag): Exclude<HeadingTag, 'h1'> {
  return tag === 'h1' ? 'h2' : tag
}

/**
 * Returns a function giving each heading of one document a unique id from its text, so links
 * with an anchor can target it. Repeated titles get -2, -3…; a title with no letters or digits
 * gets no id rather than a meaningless one.
 */
export function createHeadingIdGenerator(): (text: string) => string | null {
  const used = new Set<string>()
  return (text) => {
    const base = slugify(text)
    if (base === '') return null
    let id = base
    for (let n = 2; used.has(id); n++) id = `${base}-${n}`
    used.add(id)
    return id
  }
}

/* --------------------------------------------------------------------------------------------
 * Links
 * ------------------------------------------------------------------------------------------ */

/** The anchor without its leading '#', or null when there is none. */
export function readAnchor(anchor: unknown): string | null {
  if (typeof anchor !== 'string') return null
  const name = anchor.trim().replace(/^#+/, '')
  return name === '' ? null : name
}

/**
 * Sets the fragment of an href. The anchor field wins over a fragment typed into the URL, and it
 * is percent-encoded so an editor's text cannot break out of the fragment.
 */
export function withAnchor(href: string, anchor: unknown): string {
  const name = readAnchor(anchor)
  if (name === null) return href
  const hashIndex = href.indexOf('#')
  const base = hashIndex === -1 ? href : href.slice(0, hashIndex)
  return `${base}#${encodeURIComponent(name)}`
}

/**
 * The href of a custom link, or null when it must not be rendered as a link (unsafe scheme,
 * protocol-relative host, nothing to point to). An anchor alone links within the page.
 */
export function buildCustomLinkHref(fields: Pick<LinkFields, 'url' | 'anchor'>): string | null {
  const url = typeof fields.url === 'string' ? fields.url.trim() : ''
  if (url === '') {
    const anchor = readAnchor(fields.anchor)
    return anchor === null ? null : `#${encodeURIComponent(anchor)}`
  }
  const safe = toSafeHref(url)
  return safe === null ? null : withAnchor(safe, fields.anchor)
}

/** The populated document of an internal link, or null when the link has no target at all. */
export function readDocReference(fields: LinkFields): DocReference | null {
  const doc: unknown = fields.doc
  if (!isRecord(doc) || typeof doc.relationTo !== 'string') return null
  if (doc.value === null || doc.value === undefined) return null
  return { relationTo: doc.relationTo, value: doc.value }
}

/* --------------------------------------------------------------------------------------------
 * Uploads and blocks
 * ------------------------------------------------------------------------------------------ */

export type MediaDoc = {
  url: string
  alt: string
  width: number | null
  height: number | null
  filename: string | null
  mimeType: string | null
}

function readPositiveInteger(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null
}

function readOptionalString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null
}

/** The media document of an upload node, or null when it was not populated (only an id). */
export function readMediaDoc(value: unknown): MediaDoc | null {
  if (!isRecord(value) || typeof value.url !== 'string' || value.url === '') return null
  return {
    url: value.url,
    alt: typeof value.alt === 'string' ? value.alt : '',
    width: readPositiveInteger(value.width),
    height: readPositiveInteger(value.height),
    filename: readOptionalString(value.filename),
    mimeType: readOptionalString(value.mimeType),
  }
}

export function isImageMedia(media: MediaDoc): boolean {
  return media.mimeType === null || media.mimeType.startsWith('image/')
}

/** The caption of an upload, trimmed; null when empty. */
export function readCaption(fields: unknown): string | null {
  if (!isRecord(fields) || typeof fields.caption !== 'string') return null
  const caption = fields.caption.trim()
  return caption === '' ? null : caption
}

export function isCodeBlock(fields: SerializedBlockNode['fields']): boolean {
  return fields.blockType === 'Code'
}

/**
 * The language of a code block as a class-name-safe token ('language-…' for syntax highlighters).
 * Payload's CodeBlock defaults to 'plaintext' in our editor.
 */
export function toCodeLanguage(language: unknown): string {
  if (typeof language !== 'string') return 'plaintext'
  const token = language.trim().toLowerCase()
  return /^[a-z0-9][a-z0-9+#_-]{0,31}$/.test(token) ? token : 'plaintext'
}
