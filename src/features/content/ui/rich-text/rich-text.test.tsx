import { renderToStaticMarkup } from 'react-dom/server'
import { beforeEach, describe, expect, test, vi, type MockInstance } from 'vitest'

import { getBaseLogger, logger } from '@/platform/logger'

import { RichText, type ResolveDocHref } from './rich-text'

let warn: MockInstance<typeof logger.warn>

beforeEach(() => {
  warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined)
})

const noDocs: ResolveDocHref = () => null

function render(data: unknown, resolveDocHref: ResolveDocHref = noDocs): string {
  return renderToStaticMarkup(<RichText data={data} resolveDocHref={resolveDocHref} />)
}

/** Renders nodes as the root's children and returns the HTML inside the wrapper div. */
function renderNodes(nodes: unknown[], resolveDocHref?: ResolveDocHref): string {
  const html = render({ root: { type: 'root', children: nodes } }, resolveDocHref)
  expect(html.startsWith('<div>') && html.endsWith('</div>')).toBe(true)
  return html.slice('<div>'.length, -'</div>'.length)
}

const text = (value: string, format = 0, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  text: value,
  format,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
  ...extra,
})
const element = (type: string, children: unknown[], extra: Record<string, unknown> = {}) => ({
  type,
  children,
  direction: 'ltr',
  format: '',
  indent: 0,
  version: 1,
  ...extra,
})
const p = (...children: unknown[]) => element('paragraph', children)
const heading = (tag: string, ...children: unknown[]) => element('heading', children, { tag })
const list = (listType: string, items: unknown[], extra: Record<string, unknown> = {}) =>
  element('list', items, { listType, tag: listType === 'number' ? 'ol' : 'ul', start: 1, ...extra })
const li = (children: unknown[], extra: Record<string, unknown> = {}) =>
  element('listitem', children, { value: 1, ...extra })
const link = (fields: Record<string, unknown>, label = 'label', type = 'link') =>
  element(type, [text(label)], { fields: { newTab: false, ...fields }, id: 'l1' })
const customLink = (url: string | undefined, extra: Record<string, unknown> = {}) =>
  link({ linkType: 'custom', url, ...extra })
const internalLink = (doc: unknown, extra: Record<string, unknown> = {}) =>
  link({ linkType: 'internal', doc, ...extra })

const media = {
  id: 12,
  url: '/api/cms/media/file/salle.jpg',
  alt: 'La grande salle',
  width: 1600,
  height: 900,
  filename: 'salle.jpg',
  mimeType: 'image/jpeg',
}
const upload = (value: unknown, fields: Record<string, unknown> | null = null) => ({
  type: 'upload',
  id: 'u1',
  relationTo: 'media',
  value,
  fields,
  format: '',
  version: 3,
})
const block = (fields: Record<string, unknown>) => ({
  type: 'block',
  fields: { id: 'b1', blockName: '', ...fields },
  format: '',
  version: 2,
})

/** Unknown types are warned about once per process, so each test uses a name of its own. */
let unknownCounter = 0
const uniqueType = (name: string) => `${name}-${++unknownCounter}`

describe('nodes', () => {
  test.each<[string, unknown[], string]>([
    ['paragraph', [p(text('Bonjour'))], '<p>Bonjour</p>'],
    ['two paragraphs', [p(text('a')), p(text('b'))], '<p>a</p><p>b</p>'],
    ['empty paragraph is skipped', [p(), p(text('a'))], '<p>a</p>'],
    ['h1 is shown as h2', [heading('h1', text('Titre'))], '<h2 id="titre">Titre</h2>'],
    ['h2', [heading('h2', text('Titre'))], '<h2 id="titre">Titre</h2>'],
    ['h3', [heading('h3', text('Titre'))], '<h3 id="titre">Titre</h3>'],
    ['h4', [heading('h4', text('Titre'))], '<h4 id="titre">Titre</h4>'],
    ['h5', [heading('h5', text('Titre'))], '<h5 id="titre">Titre</h5>'],
    ['h6', [heading('h6', text('Titre'))], '<h6 id="titre">Titre</h6>'],
    [
      'quote',
      [element('quote', [text('Rien ne va plus')])],
      '<blockquote>Rien ne va plus</blockquote>',
    ],
    ['linebreak', [p(text('a'), { type: 'linebreak', version: 1 }, text('b'))], '<p>a<br/>b</p>'],
    ['tab', [p(text('a'), { ...text('\t'), type: 'tab' }, text('b'))], '<p>a\tb</p>'],
    ['horizontal rule', [p(text('a')), { type: 'horizontalrule', version: 1 }], '<p>a</p><hr/>'],
    [
      'bullet list',
      [list('bullet', [li([text('Roulette')]), li([text('Poker')])])],
      '<ul><li>Roulette</li><li>Poker</li></ul>',
    ],
    [
      'numbered list',
      [list('number', [li([text('Un')]), li([text('Deux')])])],
      '<ol><li>Un</li><li>Deux</li></ol>',
    ],
    [
      'numbered list starting at 3',
      [list('number', [li([text('Trois')])], { start: 3 })],
      '<ol start="3"><li>Trois</li></ol>',
    ],
    [
      'check list',
      [
        list('check', [
          li([text('Réserver')], { checked: true }),
          li([text('Venir')], { checked: false }),
        ]),
      ],
      '<ul class="rt-checklist">' +
        '<li><label><input type="checkbox" disabled="" checked=""/> Réserver</label></li>' +
        '<li><label><input type="checkbox" disabled=""/> Venir</label></li>' +
        '</ul>',
    ],
    [
      'text with markup-like characters is escaped',
      [p(text('<img src=x onerror=alert(1)> & "quotes"'))],
      '<p>&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quotes&quot;</p>',
    ],
  ])('%s', (_name, nodes, expected) => {
    expect(renderNodes(nodes)).toBe(expected)
    expect(warn).not.toHaveBeenCalled()
  })

  test('className goes on the wrapper', () => {
    const html = renderToStaticMarkup(
      <RichText
        data={{ root: { children: [p(text('a'))] } }}
        className="prose"
        resolveDocHref={noDocs}
      />,
    )
    expect(html).toBe('<div class="prose"><p>a</p></div>')
  })
})

describe('marks', () => {
  test.each<[string, number, string]>([
    ['bold', 1, '<strong>x</strong>'],
    ['italic', 2, '<em>x</em>'],
    ['strikethrough', 4, '<s>x</s>'],
    ['underline', 8, '<u>x</u>'],
    ['code', 16, '<code>x</code>'],
    ['subscript', 32, '<sub>x</sub>'],
    ['superscript', 64, '<sup>x</sup>'],
    ['highlight', 128, '<mark>x</mark>'],
    ['bold + italic', 3, '<strong><em>x</em></strong>'],
    ['bold + code', 17, '<strong><code>x</code></strong>'],
    ['underline + strikethrough + highlight', 8 + 4 + 128, '<s><u><mark>x</mark></u></s>'],
    ['uppercase bit is ignored', 512, 'x'],
    ['none', 0, 'x'],
  ])('%s', (_name, format, expected) => {
    expect(renderNodes([p(text('x', format))])).toBe(`<p>${expected}</p>`)
  })
})

describe('colours', () => {
  test.each<[string, Record<string, unknown>, string]>([
    ['gold', { $: { color: 'gold' } }, '<span class="rt-color-gold">x</span>'],
    ['ruby', { $: { color: 'ruby' } }, '<span class="rt-color-ruby">x</span>'],
    ['emerald', { $: { color: 'emerald' } }, '<span class="rt-color-emerald">x</span>'],
    ['muted', { $: { color: 'muted' } }, '<span class="rt-color-muted">x</span>'],
    [
      'colour around marks',
      { format: 1, $: { color: 'gold' } },
      '<span class="rt-color-gold"><strong>x</strong></span>',
    ],
    ['unknown key', { $: { color: 'red' } }, 'x'],
    ['prototype key', { $: { color: '__proto__' } }, 'x'],
    ['css value instead of a key', { $: { color: 'var(--color-gold-400)' } }, 'x'],
    ['inline style from content is never rendered', { style: 'color: red' }, 'x'],
    [
      'inline style beside a colour',
      { style: 'color: red', $: { color: 'ruby' } },
      '<span class="rt-color-ruby">x</span>',
    ],
  ])('%s', (_name, extra, expected) => {
    const html = renderNodes([p(text('x', 0, extra))])
    expect(html).toBe(`<p>${expected}</p>`)
    expect(html).not.toContain('style=')
  })
})

describe('nested lists', () => {
  test.each<[string, unknown[], string]>([
    [
      'a nested list goes inside the previous item (Lexical stores it as its own item)',
      [
        list('bullet', [
          li([text('Jeux')]),
          li([list('bullet', [li([text('Roulette')]), li([text('Poker')])])]),
          li([text('Restaurants')]),
        ]),
      ],
      '<ul><li>Jeux<ul><li>Roulette</li><li>Poker</li></ul></li><li>Restaurants</li></ul>',
    ],
    [
      'three levels, mixed list types',
      [
        list('number', [
          li([text('A')]),
          li([list('bullet', [li([text('A1')]), li([list('number', [li([text('A1a')])])])])]),
        ]),
      ],
      '<ol><li>A<ul><li>A1<ol><li>A1a</li></ol></li></ul></li></ol>',
    ],
    [
      'a nested list with no item before it stays an item',
      [list('bullet', [li([list('bullet', [li([text('seul')])])])])],
      '<ul><li><ul><li>seul</li></ul></li></ul>',
    ],
    [
      'a nested check list',
      [
        list('check', [
          li([text('Parent')], { checked: false }),
          li([list('check', [li([text('Enfant')], { checked: true })])]),
        ]),
      ],
      '<ul class="rt-checklist"><li><label><input type="checkbox" disabled=""/> Parent</label>' +
        '<ul class="rt-checklist"><li><label><input type="checkbox" disabled="" checked=""/> Enfant</label></li></ul>' +
        '</li></ul>',
    ],
  ])('%s', (_name, nodes, expected) => {
    expect(renderNodes(nodes)).toBe(expected)
  })
})

describe('heading ids', () => {
  test.each<[string, unknown[], string]>([
    [
      'from the whole heading text, across marks and links',
      [heading('h2', text('Soirée '), text('Jazz', 1), customLink('/x'))],
      '<h2 id="soiree-jazzlabel">',
    ],
    [
      'repeated headings get unique ids',
      [heading('h2', text('Accès')), heading('h3', text('Accès'))],
      '<h2 id="acces">Accès</h2><h3 id="acces-2">Accès</h3>',
    ],
    ['no id when the text has no letters or digits', [heading('h2', text('★★★'))], '<h2>★★★</h2>'],
  ])('%s', (_name, nodes, expected) => {
    expect(renderNodes(nodes)).toContain(expected)
  })

  test('ids are unique per document, not across renders', () => {
    const data = { root: { children: [heading('h2', text('Menu'))] } }
    expect(render(data)).toBe('<div><h2 id="menu">Menu</h2></div>')
    expect(render(data)).toBe('<div><h2 id="menu">Menu</h2></div>')
  })

  test('an empty heading is skipped', () => {
    expect(renderNodes([heading('h2'), p(text('a'))])).toBe('<p>a</p>')
  })
})

describe('internal links', () => {
  const page = { id: 5, slug: 'casinos', path: '/casinos' }
  const resolve: ResolveDocHref = (relationTo, value) =>
    relationTo === 'pages' && typeof value === 'object' && value !== null && 'path' in value
      ? `/fr${String(value.path)}`
      : null

  test.each<[string, unknown, string]>([
    [
      'resolved',
      internalLink({ relationTo: 'pages', value: page }),
      '<a href="/fr/casinos">label</a>',
    ],
    [
      'resolved with an anchor',
      internalLink({ relationTo: 'pages', value: page }, { anchor: 'acces' }),
      '<a href="/fr/casinos#acces">label</a>',
    ],
    [
      'resolved, new tab',
      internalLink({ relationTo: 'pages', value: page }, { newTab: true }),
      '<a href="/fr/casinos" target="_blank" rel="noopener noreferrer">label</a>',
    ],
    ['unresolved (id only)', internalLink({ relationTo: 'pages', value: 5 }), 'label'],
    ['unresolved (other collection)', internalLink({ relationTo: 'media', value: page }), 'label'],
    ['no doc', internalLink(null), 'label'],
    ['doc without value', internalLink({ relationTo: 'pages', value: null }), 'label'],
  ])('%s', (_name, node, expected) => {
    expect(renderNodes([p(node)], resolve)).toBe(`<p>${expected}</p>`)
  })

  test('the resolver gets the relation and the stored value', () => {
    const resolver = vi.fn<ResolveDocHref>(() => '/en/home')
    const html = renderNodes([p(internalLink({ relationTo: 'pages', value: page }))], resolver)
    expect(resolver).toHaveBeenCalledExactlyOnceWith('pages', page)
    expect(html).toBe('<p><a href="/en/home">label</a></p>')
  })

  test('an unsafe href from the resolver is dropped', () => {
    const html = renderNodes(
      [p(internalLink({ relationTo: 'pages', value: page }))],
      () => 'javascript:alert(1)',
    )
    expect(html).toBe('<p>label</p>')
  })
})

describe('custom links', () => {
  test.each<[string, unknown, string]>([
    ['relative', customLink('/fr/contact'), '<a href="/fr/contact">label</a>'],
    [
      'external gets rel',
      customLink('https://example.com'),
      '<a href="https://example.com" rel="noopener noreferrer">label</a>',
    ],
    [
      'new tab',
      customLink('/fr/plan.pdf', { newTab: true }),
      '<a href="/fr/plan.pdf" target="_blank" rel="noopener noreferrer">label</a>',
    ],
    [
      'with an anchor',
      customLink('https://example.com/a', { anchor: 'b' }),
      '<a href="https://example.com/a#b" rel="noopener noreferrer">label</a>',
    ],
    [
      'anchor only',
      customLink(undefined, { anchor: '#horaires' }),
      '<a href="#horaires">label</a>',
    ],
    [
      'anchor replaces a typed fragment',
      customLink('/x#old', { anchor: 'new' }),
      '<a href="/x#new">label</a>',
    ],
    ['no url and no anchor', customLink(undefined), 'label'],
    [
      'autolink',
      link({ linkType: 'custom', url: 'https://atout.example' }, 'atout.example', 'autolink'),
      '<a href="https://atout.example" rel="noopener noreferrer">atout.example</a>',
    ],
    [
      'autolink with the URL on the node (plain Lexical)',
      { ...element('autolink', [text('www')]), fields: {}, url: 'https://www.example.com' },
      '<a href="https://www.example.com" rel="noopener noreferrer">www</a>',
    ],
    [
      'formatted label',
      { ...customLink('/x'), children: [text('gras', 1)] },
      '<a href="/x"><strong>gras</strong></a>',
    ],
  ])('%s', (_name, node, expected) => {
    expect(renderNodes([p(node)])).toBe(`<p>${expected}</p>`)
  })

  test.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    'vbscript:msgbox(1)',
    '//evil.example',
    '/\\evil.example',
    '\\\\evil.example',
  ])('unsafe %j is rendered as plain text', (url) => {
    const html = renderNodes([p(text('avant '), customLink(url, { anchor: 'x' }), text(' après'))])
    expect(html).toBe('<p>avant label après</p>')
  })

  test.each([
    ['https://example.com/path?q=1', 'https://example.com/path?q=1'],
    ['http://example.com', 'http://example.com'],
    ['mailto:contact@atout.example', 'mailto:contact@atout.example'],
    ['tel:+33123456789', 'tel:+33123456789'],
    ['/fr/relative', '/fr/relative'],
    ['#anchor', '#anchor'],
  ])('safe %j is kept', (url, href) => {
    const html = renderNodes([p(customLink(url))])
    expect(html).toContain(`<a href="${href}"`)
    expect(html).toContain('>label</a>')
  })
})

describe('uploads', () => {
  test('an image with a caption', () => {
    const html = renderNodes([upload(media, { caption: 'La salle au coucher du soleil' })])
    expect(html).toMatch(
      /^<figure><img [^>]*\/><figcaption>La salle au coucher du soleil<\/figcaption><\/figure>$/,
    )
    expect(html).toContain('alt="La grande salle"')
    expect(html).toContain('title="La salle au coucher du soleil"')
    expect(html).toContain('width="1600"')
    expect(html).toContain('height="900"')
    expect(html).toContain('sizes="(min-width: 768px) 720px, 100vw"')
    expect(html).toContain('loading="lazy"')
    // Served through the image optimizer, not the raw file.
    expect(html).toMatch(
      /src="\/_next\/image\?url=%2Fapi%2Fcms%2Fmedia%2Ffile%2Fsalle\.jpg&amp;w=\d+&amp;q=\d+"/,
    )
    expect(warn).not.toHaveBeenCalled()
  })

  test.each<[string, Record<string, unknown> | null]>([
    ['no fields', null],
    ['empty caption', { caption: '' }],
    ['blank caption', { caption: '   ' }],
  ])('an image without a caption: %s', (_name, fields) => {
    const html = renderNodes([upload(media, fields)])
    expect(html).toMatch(/^<figure><img [^>]*\/><\/figure>$/)
    expect(html).not.toContain('title=')
  })

  test('an empty alt stays empty (decorative image)', () => {
    expect(renderNodes([upload({ ...media, alt: '' })])).toContain('alt=""')
  })

  test.each<[string, unknown]>([
    ['numeric id', 12],
    ['string id', '12'],
    ['null', null],
  ])('an unpopulated upload (%s) is skipped', (_name, value) => {
    expect(renderNodes([upload(value), p(text('a'))])).toBe('<p>a</p>')
    expect(warn).not.toHaveBeenCalled()
  })

  test('an image without dimensions is skipped with a warning', () => {
    expect(renderNodes([upload({ ...media, width: null }), p(text('a'))])).toBe('<p>a</p>')
    expect(warn).toHaveBeenCalledWith('rich text image without dimensions', { url: media.url })
  })

  test('a document (not an image) becomes a download link', () => {
    const pdf = {
      ...media,
      url: '/api/cms/media/file/carte.pdf',
      filename: 'carte.pdf',
      mimeType: 'application/pdf',
    }
    expect(renderNodes([upload(pdf)])).toBe(
      '<p><a href="/api/cms/media/file/carte.pdf">carte.pdf</a></p>',
    )
    expect(renderNodes([upload(pdf, { caption: 'La carte' })])).toBe(
      '<p><a href="/api/cms/media/file/carte.pdf">La carte</a></p>',
    )
  })
})

describe('code blocks', () => {
  test.each<[string, Record<string, unknown>, string]>([
    [
      'content is escaped',
      { blockType: 'Code', language: 'html', code: '<script>alert("x")</script>' },
      '<pre><code class="language-html">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;</code></pre>',
    ],
    [
      'whitespace is kept',
      { blockType: 'Code', language: 'ts', code: 'if (a) {\n  b()\n}' },
      '<pre><code class="language-ts">if (a) {\n  b()\n}</code></pre>',
    ],
    [
      'no language',
      { blockType: 'Code', code: 'x' },
      '<pre><code class="language-plaintext">x</code></pre>',
    ],
    [
      'a language that would break the class attribute',
      { blockType: 'Code', language: 'x" onmouseover="alert(1)', code: 'x' },
      '<pre><code class="language-plaintext">x</code></pre>',
    ],
    [
      'no code',
      { blockType: 'Code', language: 'ts' },
      '<pre><code class="language-ts"></code></pre>',
    ],
  ])('%s', (_name, fields, expected) => {
    expect(renderNodes([block(fields)])).toBe(expected)
  })

  test('another block type renders nothing and is warned about once', () => {
    const blockType = uniqueType('Banner')
    expect(renderNodes([block({ blockType }), block({ blockType }), p(text('a'))])).toBe('<p>a</p>')
    expect(warn).toHaveBeenCalledExactlyOnceWith('rich text node type not supported', {
      type: `block:${blockType}`,
    })
  })
})

describe('unknown nodes', () => {
  test('children of an unknown node are rendered', () => {
    const type = uniqueType('table')
    const html = renderNodes([element(type, [p(text('dans un tableau'))])])
    expect(html).toBe('<p>dans un tableau</p>')
    expect(warn).toHaveBeenCalledWith('rich text node type not supported', { type })
  })

  test('an unknown node without children renders nothing', () => {
    const type = uniqueType('inlineBlock')
    expect(renderNodes([p(text('a'), { type, fields: {} }, text('b'))])).toBe('<p>ab</p>')
    expect(warn).toHaveBeenCalledWith('rich text node type not supported', { type })
  })

  test('one warning per type, however often it appears', () => {
    const type = uniqueType('relationship')
    renderNodes([{ type }, { type }])
    renderNodes([{ type }])
    expect(warn).toHaveBeenCalledExactlyOnceWith('rich text node type not supported', { type })
  })

  test.each<[string, unknown[], string]>([
    ['a heading with a bad tag keeps its text', [heading('h9', text('a'))], 'a'],
    ['a list of an unknown type keeps its items', [list('grid', [li([text('a')])])], 'a'],
    ['a link without fields keeps its text', [p(element('link', [text('a')]))], '<p>a</p>'],
    [
      'garbage children are skipped',
      [p(null, 42, 'str', [], text('a'), { text: 'no type' })],
      '<p>a</p>',
    ],
    ['a list item outside a list keeps its text', [li([text('a')])], 'a'],
    ['a paragraph inside a list', [list('bullet', [p(text('a'))])], '<ul><li><p>a</p></li></ul>'],
  ])('malformed: %s', (_name, nodes, expected) => {
    expect(renderNodes(nodes)).toBe(expected)
  })
})

describe('empty content', () => {
  test.each<[string, unknown]>([
    ['null', null],
    ['undefined', undefined],
    ['a string', 'garbage'],
    ['a number', 42],
    ['an array', [p(text('a'))]],
    ['no root', {}],
    ['root without children', { root: { type: 'root' } }],
    ['children not an array', { root: { children: 'x' } }],
  ])('%s renders nothing and logs a warning', (_name, data) => {
    expect(render(data)).toBe('')
    expect(warn).toHaveBeenCalledExactlyOnceWith('rich text without content', expect.any(Object))
  })

  test('an empty children array renders nothing, silently', () => {
    expect(render({ root: { type: 'root', children: [] } })).toBe('')
    expect(warn).not.toHaveBeenCalled()
  })

  // npm test runs with LOG_LEVEL=warn, so warnings are written (by the process's pino logger,
  // which writes stdout in batches).
  test('the warning goes to the log', () => {
    warn.mockRestore()
    const base = getBaseLogger()
    expect(base.isLevelEnabled('warn')).toBe(true)
    const write = vi.spyOn(base, 'warn')
    render(null)
    expect(write).toHaveBeenCalledWith(expect.any(Object), 'rich text without content')
  })
})
