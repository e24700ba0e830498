/**
 * Builds Lexical editor states for seed content without hand-writing the JSON.
 * Inline content is a string or a node made by text()/link().
 */
type Inline = string | Record<string, unknown>

const base = { version: 1, direction: 'ltr' as const, format: '' as const, indent: 0 }

export function text(value: string, format = 0, color?: string): Record<string, unknown> {
  return {
    type: 'text',
    version: 1,
    text: value,
    format,
    style: '',
    mode: 'normal',
    detail: 0,
    ...(color ? { $: { color } } : {}),
  }
}

function inline(children: Inline[]): Record<string, unknown>[] {
  return children.map((child) => (typeof child === 'string' ? text(child) : child))
}

export const bold = (value: string) => text(value, 1)
export const italic = (value: string) => text(value, 2)
export const highlight = (value: string) => text(value, 128)
export const gold = (value: string) => text(value, 0, 'gold')

export function link(label: string, url: string, newTab = false): Record<string, unknown> {
  return {
    ...base,
    type: 'link',
    fields: { linkType: 'custom', url, newTab },
    children: [text(label)],
  }
}

export function pageLink(label: string, pageId: number, anchor?: string): Record<string, unknown> {
  return {
    ...base,
    type: 'link',
    fields: {
      linkType: 'internal',
      doc: { relationTo: 'pages', value: pageId },
      newTab: false,
      anchor,
    },
    children: [text(label)],
  }
}

export const p = (...children: Inline[]) => ({
  ...base,
  type: 'paragraph',
  textFormat: 0,
  textStyle: '',
  children: inline(children),
})

export const heading = (tag: 'h2' | 'h3' | 'h4', ...children: Inline[]) => ({
  ...base,
  type: 'heading',
  tag,
  children: inline(children),
})

export function list(kind: 'bullet' | 'number', items: Inline[][]) {
  return {
    ...base,
    type: 'list',
    listType: kind,
    tag: kind === 'number' ? 'ol' : 'ul',
    start: 1,
    children: items.map((children, index) => ({
      ...base,
      type: 'listitem',
      value: index + 1,
      children: inline(children),
    })),
  }
}

export const quote = (...children: Inline[]) => ({
  ...base,
  type: 'quote',
  children: inline(children),
})

export function doc(...children: Record<string, unknown>[]) {
  return { root: { ...base, type: 'root', children } }
}
