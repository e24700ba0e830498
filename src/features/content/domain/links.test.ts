import { describe, expect, test } from 'vitest'

import { resolveLink, type LinkContext } from './links'
import { isPermanentRedirect, normalizeRedirectSource } from './redirects'
import { isSameSitePath, toSafeHref } from './safe-url'
import { parseVideoUrl, videoEmbedUrl } from './video'

const fr: LinkContext = { homePageId: 1, localize: (p) => p }
const en: LinkContext = { homePageId: 1, localize: (p) => (p === '/' ? '/en' : `/en${p}`) }

describe('resolveLink', () => {
  test.each([
    [
      'internal page',
      { type: 'internal', page: { id: 2, path: '/nos-casinos', title: 'Casinos' } },
      fr,
      '/nos-casinos',
      'Casinos',
    ],
    [
      'internal page in English',
      { type: 'internal', page: { id: 2, path: '/our-casinos', title: 'Casinos' } },
      en,
      '/en/our-casinos',
      'Casinos',
    ],
    [
      'home page',
      { type: 'internal', page: { id: 1, path: '/accueil', title: 'Accueil' } },
      fr,
      '/',
      'Accueil',
    ],
    [
      'home page in English',
      { type: 'internal', page: { id: 1, path: '/home', title: 'Home' } },
      en,
      '/en',
      'Home',
    ],
    [
      'anchor',
      { type: 'internal', label: 'Horaires', anchor: '#horaires', page: { id: 2, path: '/c' } },
      fr,
      '/c#horaires',
      'Horaires',
    ],
    [
      'external',
      { type: 'external', url: 'https://anj.fr', label: 'ANJ' },
      fr,
      'https://anj.fr',
      'ANJ',
    ],
    [
      'tel',
      { type: 'external', url: 'tel:+33974751313', label: 'Appeler' },
      fr,
      'tel:+33974751313',
      'Appeler',
    ],
  ] as const)('%s', (_name, link, context, href, label) => {
    const resolved = resolveLink(link, context)
    expect(resolved?.href).toBe(href)
    expect(resolved?.label).toBe(label)
  })

  test.each([
    ['unpopulated page (id only)', { type: 'internal', page: 3 }],
    ['deleted page', { type: 'internal', page: null }],
    ['page without path', { type: 'internal', page: { id: 5, path: null } }],
    ['javascript URL', { type: 'external', url: 'javascript:alert(1)' }],
    ['protocol-relative URL', { type: 'external', url: '//evil.example' }],
    ['no link', null],
  ] as const)('%s resolves to nothing', (_name, link) => {
    expect(resolveLink(link, fr)).toBeNull()
  })

  test('external links are marked external; site paths are not', () => {
    expect(resolveLink({ type: 'external', url: 'https://anj.fr' }, fr)?.external).toBe(true)
    expect(resolveLink({ type: 'external', url: '/contact' }, fr)?.external).toBe(false)
  })
})

describe('safe URLs', () => {
  test.each([
    ['https://example.com/a?b#c', 'https://example.com/a?b#c'],
    ['http://example.com', 'http://example.com'],
    ['mailto:contact@atout.example', 'mailto:contact@atout.example'],
    ['tel:+33123456789', 'tel:+33123456789'],
    ['/relative/path', '/relative/path'],
    ['#anchor', '#anchor'],
    ['?q=1', '?q=1'],
    ['contact', 'contact'],
    ['javascript:alert(1)', null],
    [' JaVaScRiPt:alert(1)', null],
    ['java\tscript:alert(1)', null],
    ['data:text/html;base64,xx', null],
    ['vbscript:msgbox', null],
    ['//evil.example', null],
    ['/\\evil.example', null],
    ['https://', null],
    ['ftp://files.example', null],
    ['', null],
  ])('toSafeHref(%j) → %j', (input, expected) => {
    expect(toSafeHref(input)).toBe(expected)
  })

  test.each([
    ['/compte', true],
    ['/en/account?x=1', true],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['https://evil.example', false],
    ['compte', false],
  ])('isSameSitePath(%j) is %s', (input, expected) => {
    expect(isSameSitePath(input)).toBe(expected)
  })
})

describe('redirect sources', () => {
  test.each([
    ['/Ancienne-Page/', '/ancienne-page'],
    ['/a//b?x=1#y', '/a/b'],
    ['/', '/'],
    ['/en/old', '/en/old'],
    ['ancienne', null],
    ['//evil', null],
    ['https://x.example/a', null],
  ])('normalizeRedirectSource(%j) → %j', (input, expected) => {
    expect(normalizeRedirectSource(input)).toBe(expected)
  })

  test.each([
    ['301', true],
    ['308', true],
    ['302', false],
    ['307', false],
  ] as const)('status %s is permanent: %s', (status, expected) => {
    expect(isPermanentRedirect(status)).toBe(expected)
  })
})

describe('video URLs', () => {
  test.each([
    ['https://www.youtube.com/watch?v=aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://youtu.be/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://www.youtube.com/embed/aqz-KE-bpKQ', 'youtube', 'aqz-KE-bpKQ'],
    ['https://vimeo.com/76979871', 'vimeo', '76979871'],
    ['https://player.vimeo.com/video/76979871', 'vimeo', '76979871'],
  ])('%s is a %s video %s', (url, provider, id) => {
    expect(parseVideoUrl(url)).toEqual({ provider, id })
  })

  test.each([
    'https://example.com/watch?v=aqz-KE-bpKQ',
    'javascript:alert(1)',
    'not a url',
    'https://youtu.be/short',
  ])('%s is not embeddable', (url) => {
    expect(parseVideoUrl(url)).toBeNull()
  })

  test('embeds without tracking cookies', () => {
    expect(videoEmbedUrl({ provider: 'youtube', id: 'aqz-KE-bpKQ' })).toMatch(
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    )
    expect(videoEmbedUrl({ provider: 'vimeo', id: '76979871' })).toContain('dnt=1')
  })
})
