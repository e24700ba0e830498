import { describe, expect, test } from 'vitest'

import {
  buildCustomLinkHref,
  createHeadingIdGenerator,
  decodeTextFormat,
  hasRichTextContent,
  isSupportedNode,
  readAnchor,
  readCaption,
  readMediaDoc,
  readPlainText,
  readRootChildren,
  readTextColor,
  TEXT_FORMAT,
  toCodeLanguage,
  toRenderedHeadingTag,
  withAnchor,
  type NodeLike,
  type TextFormatName,
} from './rich-text'

const none: Record<TextFormatName, boolean> = {
  bold: false,
  italic: false,
  strikethrough: false,
  underline: false,
  code: false,
  subscript: false,
  superscript: false,
  highlight: false,
}

describe('decodeTextFormat', () => {
  test.each<[string, unknown, Partial<Record<TextFormatName, boolean>>]>([
    ['bold', 1, { bold: true }],
    ['italic', 2, { italic: true }],
    ['strikethrough', 4, { strikethrough: true }],
    ['underline', 8, { underline: true }],
    ['code', 16, { code: true }],
    ['subscript', 32, { subscript: true }],
    ['superscript', 64, { superscript: true }],
    ['highlight', 128, { highlight: true }],
    ['bold + italic', 3, { bold: true, italic: true }],
    ['bold + underline + highlight', 1 + 8 + 128, { bold: true, underline: true, highlight: true }],
    ['uppercase (256) is not a mark we render', 256, {}],
    ['zero', 0, {}],
    ['missing', undefined, {}],
    ['negative', -1, {}],
    ['fraction', 1.5, {}],
    ['string', '1', {}],
  ])('%s', (_name, format, expected) => {
    expect(decodeTextFormat(format)).toEqual({ ...none, ...expected })
  })

  test('every flag at once', () => {
    const all = Object.values(TEXT_FORMAT).reduce((sum, bit) => sum | bit, 0)
    expect(all).toBe(255)
    expect(Object.values(decodeTextFormat(all)).every(Boolean)).toBe(true)
  })
})

const text = (value: string) => ({ type: 'text', text: value, format: 0, version: 1 })
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children, version: 1 })
const state = (...children: unknown[]) => ({ root: { type: 'root', children } })

describe('readRootChildren', () => {
  test.each<[string, unknown, readonly unknown[] | null]>([
    ['null', null, null],
    ['undefined', undefined, null],
    ['string', 'hello', null],
    ['array', [], null],
    ['no root', {}, null],
    ['root is not an object', { root: 'x' }, null],
    ['root without children', { root: {} }, null],
    ['children not an array', { root: { children: {} } }, null],
    ['empty children', state(), []],
    ['children', state(paragraph()), [paragraph()]],
  ])('%s', (_name, data, expected) => {
    expect(readRootChildren(data)).toEqual(expected)
  })
})

describe('hasRichTextContent', () => {
  test.each<[string, unknown, boolean]>([
    ['null', null, false],
    ['garbage', { root: 42 }, false],
    ['no children', state(), false],
    ['one empty paragraph (untouched field)', state(paragraph()), false],
    ['whitespace only', state(paragraph(text('  \t'))), false],
    ['line breaks only', state(paragraph({ type: 'linebreak' })), false],
    ['text', state(paragraph(text('Bonjour'))), true],
    ['text after an empty paragraph', state(paragraph(), paragraph(text('x'))), true],
    [
      'text deep in a list',
      state({
        type: 'list',
        listType: 'bullet',
        children: [{ type: 'listitem', children: [text('x')] }],
      }),
      true,
    ],
    ['an image', state({ type: 'upload', relationTo: 'media', value: 1 }), true],
    ['a code block', state({ type: 'block', fields: { blockType: 'Code', code: '' } }), true],
    ['a horizontal rule', state({ type: 'horizontalrule' }), true],
  ])('%s → %s', (_name, data, expected) => {
    expect(hasRichTextContent(data)).toBe(expected)
  })
})

describe('isSupportedNode', () => {
  test.each<[string, NodeLike, boolean]>([
    ['text', { type: 'text', text: 'a' }, true],
    ['text without text', { type: 'text' }, false],
    ['tab', { type: 'tab', text: '\t' }, true],
    ['linebreak', { type: 'linebreak' }, true],
    ['horizontalrule', { type: 'horizontalrule' }, true],
    ['paragraph', { type: 'paragraph', children: [] }, true],
    ['paragraph without children', { type: 'paragraph' }, false],
    ['heading h3', { type: 'heading', tag: 'h3', children: [] }, true],
    ['heading h7', { type: 'heading', tag: 'h7', children: [] }, false],
    ['list bullet', { type: 'list', listType: 'bullet', children: [] }, true],
    ['list of an unknown type', { type: 'list', listType: 'grid', children: [] }, false],
    ['listitem', { type: 'listitem', children: [] }, true],
    ['quote', { type: 'quote', children: [] }, true],
    ['link', { type: 'link', fields: {}, children: [] }, true],
    ['link without fields', { type: 'link', children: [] }, false],
    ['autolink', { type: 'autolink', fields: {}, children: [] }, true],
    ['upload', { type: 'upload', relationTo: 'media', value: 1 }, true],
    ['upload without relationTo', { type: 'upload', value: 1 }, false],
    ['block', { type: 'block', fields: { blockType: 'Code' } }, true],
    ['block without blockType', { type: 'block', fields: {} }, false],
    ['table (not in our editor)', { type: 'table', children: [] }, false],
  ])('%s → %s', (_name, node, expected) => {
    expect(isSupportedNode(node)).toBe(expected)
  })
})

describe('readPlainText', () => {
  test.each<[string, unknown, string]>([
    ['text', text('Hello'), 'Hello'],
    [
      'nested formatted text and a link',
      {
        type: 'heading',
        tag: 'h2',
        children: [
          text('Nos '),
          { type: 'link', fields: {}, children: [text('casinos')] },
          { type: 'linebreak' },
          text('ouverts'),
        ],
      },
      'Nos casinos ouverts',
    ],
    ['not a node', 'Hello', ''],
    ['text that is not a string', { type: 'text', text: 3 }, ''],
  ])('%s', (_name, node, expected) => {
    expect(readPlainText(node)).toBe(expected)
  })
})

describe('heading ids', () => {
  test.each<[string, string[], (string | null)[]]>([
    ['slugged with accents', ['Soirée Jazz à Cannes !'], ['soiree-jazz-a-cannes']],
    ['ligatures', ['Œuvres d’art'], ['oeuvres-d-art']],
    [
      'repeated titles',
      ['Horaires', 'Horaires', 'Horaires'],
      ['horaires', 'horaires-2', 'horaires-3'],
    ],
    ['suffix already taken', ['A 2', 'A', 'A'], ['a-2', 'a', 'a-3']],
    ['no letters or digits', ['!!!', '★'], [null, null]],
  ])('%s', (_name, titles, expected) => {
    const nextId = createHeadingIdGenerator()
    expect(titles.map(nextId)).toEqual(expected)
  })

  test('each document starts afresh', () => {
    expect(createHeadingIdGenerator()('Accès')).toBe('acces')
    expect(createHeadingIdGenerator()('Accès')).toBe('acces')
  })

  test.each([
    ['h1', 'h2'],
    ['h2', 'h2'],
    ['h3', 'h3'],
    ['h4', 'h4'],
    ['h5', 'h5'],
    ['h6', 'h6'],
  ] as const)('%s renders as %s', (tag, expected) => {
    expect(toRenderedHeadingTag(tag)).toBe(expected)
  })
})

describe('readTextColor', () => {
  test.each<[string, NodeLike, string | null]>([
    ['known colour', { type: 'text', text: 'a', $: { color: 'gold' } }, 'gold'],
    ['another known colour', { type: 'text', text: 'a', $: { color: 'muted' } }, 'muted'],
    ['unknown colour', { type: 'text', text: 'a', $: { color: 'red' } }, null],
    ['inherited property name', { type: 'text', text: 'a', $: { color: 'toString' } }, null],
    ['colour not a string', { type: 'text', text: 'a', $: { color: 1 } }, null],
    ['no state', { type: 'text', text: 'a' }, null],
    ['state not an object', { type: 'text', text: 'a', $: 'gold' }, null],
    ['inline style is not a colour', { type: 'text', text: 'a', style: 'color: red' }, null],
  ])('%s', (_name, node, expected) => {
    expect(readTextColor(node)).toBe(expected)
  })
})

describe('links', () => {
  test.each<[string, unknown, string | null]>([
    ['plain', 'horaires', 'horaires'],
    ['leading #', '#horaires', 'horaires'],
    ['surrounding spaces', '  horaires ', 'horaires'],
    ['empty', '', null],
    ['only #', '#', null],
    ['not a string', 3, null],
    ['null', null, null],
  ])('readAnchor: %s', (_name, anchor, expected) => {
    expect(readAnchor(anchor)).toBe(expected)
  })

  test.each<[string, string, unknown, string]>([
    ['adds the fragment', '/fr/casinos', 'acces', '/fr/casinos#acces'],
    ['replaces a fragment in the URL', '/fr/casinos#old', 'acces', '/fr/casinos#acces'],
    ['keeps the query', '/fr/x?a=1', 'b', '/fr/x?a=1#b'],
    ['encodes spaces and quotes', '/x', 'a b"c', '/x#a%20b%22c'],
    ['no anchor leaves the href', '/x#keep', undefined, '/x#keep'],
  ])('withAnchor: %s', (_name, href, anchor, expected) => {
    expect(withAnchor(href, anchor)).toBe(expected)
  })

  test.each<[string, string | undefined, string | undefined, string | null]>([
    ['https', 'https://example.com/a', undefined, 'https://example.com/a'],
    ['http', 'http://example.com', undefined, 'http://example.com'],
    ['mailto', 'mailto:contact@atout.example', undefined, 'mailto:contact@atout.example'],
    ['tel', 'tel:+33123456789', undefined, 'tel:+33123456789'],
    ['relative path', '/fr/casinos', undefined, '/fr/casinos'],
    ['same-page anchor', '#acces', undefined, '#acces'],
    ['with an anchor', 'https://example.com/a', 'b', 'https://example.com/a#b'],
    ['relative with an anchor', '/fr/casinos', '#acces', '/fr/casinos#acces'],
    ['anchor only', undefined, 'acces', '#acces'],
    ['anchor only, empty url', '  ', '#acces', '#acces'],
    ['nothing at all', undefined, undefined, null],
    ['javascript:', 'javascript:alert(1)', undefined, null],
    ['mixed-case javascript:', 'JaVaScRiPt:alert(1)', undefined, null],
    ['javascript: split by a tab', 'java\tscript:alert(1)', undefined, null],
    ['data:', 'data:text/html,<script>alert(1)</script>', undefined, null],
    ['vbscript:', 'vbscript:msgbox(1)', undefined, null],
    ['protocol-relative', '//evil.example', undefined, null],
    ['backslash host', '/\\evil.example', undefined, null],
    ['an anchor does not rescue an unsafe url', 'javascript:alert(1)', 'x', null],
  ])('buildCustomLinkHref: %s', (_name, url, anchor, expected) => {
    expect(buildCustomLinkHref({ url, anchor })).toBe(expected)
  })
})

describe('uploads and code', () => {
  const image = {
    id: 7,
    url: '/api/cms/media/file/salle.jpg',
    alt: 'La salle',
    width: 1600,
    height: 900,
    filename: 'salle.jpg',
    mimeType: 'image/jpeg',
  }

  test.each<[string, unknown, ReturnType<typeof readMediaDoc>]>([
    [
      'populated',
      image,
      {
        url: image.url,
        alt: 'La salle',
        width: 1600,
        height: 900,
        filename: 'salle.jpg',
        mimeType: 'image/jpeg',
      },
    ],
    ['id only (number)', 7, null],
    ['id only (string)', '7', null],
    ['no url', { ...image, url: null }, null],
    [
      'bad sizes and no alt',
      { url: '/a.png', width: -1, height: 'x' },
      { url: '/a.png', alt: '', width: null, height: null, filename: null, mimeType: null },
    ],
  ])('readMediaDoc: %s', (_name, value, expected) => {
    expect(readMediaDoc(value)).toEqual(expected)
  })

  test.each<[string, unknown, string | null]>([
    ['caption', { caption: 'Vue sur mer' }, 'Vue sur mer'],
    ['trimmed', { caption: '  Vue  ' }, 'Vue'],
    ['empty', { caption: '' }, null],
    ['missing', {}, null],
    ['no fields', null, null],
  ])('readCaption: %s', (_name, fields, expected) => {
    expect(readCaption(fields)).toBe(expected)
  })

  test.each<[unknown, string]>([
    ['typescript', 'typescript'],
    ['TSX', 'tsx'],
    ['c++', 'c++'],
    ['c#', 'c#'],
    ['plaintext', 'plaintext'],
    ['a b', 'plaintext'],
    ['x" onclick="y', 'plaintext'],
    ['', 'plaintext'],
    [undefined, 'plaintext'],
  ])('toCodeLanguage(%j) → %s', (language, expected) => {
    expect(toCodeLanguage(language)).toBe(expected)
  })
})
