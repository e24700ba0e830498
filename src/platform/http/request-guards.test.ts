import { describe, expect, test } from 'vitest'

import {
  checkServerAction,
  classifyClientError,
  classifyRequest,
  isActionOriginAllowed,
  MAX_TARGET_LENGTH,
  PAGE_ALLOW,
  routeHandlerMatcher,
  routeTemplateMatcher,
  SERVER_ACTION_BODY_LIMIT,
} from './request-guards'

const headers =
  (values: Record<string, string>) =>
  (name: string): string | null =>
    values[name] ?? null

const manifest = [
  '/(frontend)/[locale]/[[...slug]]/page',
  '/(frontend)/[locale]/logout/route',
  '/(payload)/api/cms/[...slug]/route',
  '/.well-known/jwks.json/route',
  '/api/[...path]/route',
  '/api/epc/payments/[reference]/route',
  '/sandbox-pay/[token]/route',
  '/sitemap.xml/route',
]

describe('routeTemplateMatcher: bounded metrics labels', () => {
  const templateOf = routeTemplateMatcher(manifest)

  test.each([
    ['/api/epc/payments/PAY-123', '/api/epc/payments/[reference]'],
    ['/api/epc/payments/caps', '/api/epc/payments/[reference]'],
    ['/api/cms/pages/1', '/api/cms/[...slug]'],
    ['/api/anything/at/all', '/api/[...path]'],
    ['/en/logout', '/[locale]/logout'],
    ['/sitemap.xml', '/sitemap.xml'],
    ['/nos-casinos', null],
    ['/', null],
  ])('%s → %s', (pathname, expected) => {
    expect(templateOf(pathname)).toBe(expected)
  })
})

describe('routeHandlerMatcher', () => {
  const isRouteHandler = routeHandlerMatcher(manifest)

  test.each([
    ['/api/epc/payments/caps', true],
    ['/api/cms/pages/1', true],
    ['/api/anything/at/all', true],
    ['/.well-known/jwks.json', true],
    ['/sitemap.xml', true],
    ['/sandbox-pay/abc', true],
    ['/en/logout', true],
    ['/', false],
    ['/nos-casinos', false],
    ['/en/our-casinos', false],
    ['/api', false],
    ['/.well-known/jwksXjson', false],
    ['/sandbox-pay', false],
  ])('%s → %s', (pathname, expected) => {
    expect(isRouteHandler(pathname)).toBe(expected)
  })
})

describe('classifyRequest', () => {
  const page = { target: '/nos-casinos', header: headers({}), isRouteHandler: false }
  const route = { target: '/api/epc/payments/caps', header: headers({}), isRouteHandler: true }

  test.each(['GET', 'HEAD', 'POST'])('a page takes %s', (method) => {
    expect(classifyRequest({ ...page, method })).toEqual({ kind: 'next' })
  })

  test.each(['TRACE', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'PURGE', 'SEARCH', 'LINK'])(
    'a page refuses %s with 405 and what it allows',
    (method) => {
      expect(classifyRequest({ ...page, method })).toEqual({
        kind: 'refuse',
        refusal: { status: 405, code: 'methodNotAllowed', allow: PAGE_ALLOW },
      })
    },
  )

  test('OPTIONS on a page lists its methods', () => {
    expect(classifyRequest({ ...page, method: 'OPTIONS' })).toEqual({
      kind: 'options',
      allow: PAGE_ALLOW,
    })
  })

  test.each(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD'])(
    'a route handler gets %s from Next (which answers 405 for a method it lacks)',
    (method) => {
      expect(classifyRequest({ ...route, method })).toEqual({ kind: 'next' })
    },
  )

  test.each(['TRACE', 'PROPFIND', 'PURGE', 'SEARCH'])(
    'a method no route serves (%s) on a route handler asks the route what it allows',
    (method) => {
      expect(classifyRequest({ ...route, method })).toEqual({ kind: 'askAllow' })
    },
  )

  test('a target longer than 8 KB is refused with 414, whatever the method', () => {
    const target = `/${'a'.repeat(MAX_TARGET_LENGTH)}`
    for (const input of [page, route]) {
      expect(classifyRequest({ ...input, target, method: 'GET' })).toEqual({
        kind: 'refuse',
        refusal: { status: 414, code: 'uriTooLong' },
      })
    }
    expect(
      classifyRequest({ ...page, target: `/${'a'.repeat(MAX_TARGET_LENGTH - 1)}`, method: 'GET' }),
    ).toEqual({ kind: 'next' })
  })

  test('a server action POST is checked; other POSTs to a page go to Next', () => {
    const action = (values: Record<string, string>) =>
      classifyRequest({ ...page, method: 'POST', header: headers({ host: 'site.fr', ...values }) })
    expect(action({ 'next-action': 'abc', origin: 'https://site.fr' })).toEqual({ kind: 'action' })
    expect(action({ 'content-type': 'multipart/form-data; boundary=x' })).toEqual({
      kind: 'action',
    })
    expect(action({ 'content-type': 'application/x-www-form-urlencoded' })).toEqual({
      kind: 'next',
    })
    expect(action({ 'next-action': 'abc', origin: 'https://evil.example' })).toEqual({
      kind: 'refuse',
      refusal: { status: 403, code: 'forbiddenOrigin' },
    })
  })

  test('a POST to a route handler is never taken for a server action', () => {
    expect(
      classifyRequest({
        ...route,
        method: 'POST',
        header: headers({ 'next-action': 'abc', origin: 'https://evil.example', host: 'site.fr' }),
      }),
    ).toEqual({ kind: 'next' })
  })
})

describe("isActionOriginAllowed (Next's rule)", () => {
  test.each([
    [{ host: 'site.fr' }, true],
    [{ host: 'site.fr', origin: 'https://site.fr' }, true],
    [{ host: 'localhost:3000', origin: 'http://localhost:3000' }, true],
    [
      { host: 'internal:3000', 'x-forwarded-host': 'site.fr, proxy', origin: 'https://site.fr' },
      true,
    ],
    [{ host: 'site.fr', origin: 'https://evil.example' }, false],
    [{ host: 'site.fr', origin: 'https://site.fr.evil.example' }, false],
    [{ host: 'site.fr', origin: 'null' }, false],
    [{ host: 'site.fr', origin: 'garbage' }, false],
    [{ origin: 'https://site.fr' }, false],
  ])('%j → %s', (values, expected) => {
    expect(isActionOriginAllowed(headers(values))).toBe(expected)
  })

  test('an origin listed in allowedOrigins is let through', () => {
    const header = headers({ host: 'site.fr', origin: 'https://partner.fr' })
    expect(isActionOriginAllowed(header, ['partner.fr'])).toBe(true)
  })
})

describe('checkServerAction', () => {
  const check = (values: Record<string, string>) =>
    checkServerAction(headers({ host: 'site.fr', ...values }), {
      bodyLimit: SERVER_ACTION_BODY_LIMIT,
    })

  test.each([
    [{ 'content-length': '120' }, null],
    [{ 'content-length': String(SERVER_ACTION_BODY_LIMIT) }, null],
    [
      { 'content-length': String(SERVER_ACTION_BODY_LIMIT + 1) },
      { status: 413, code: 'payloadTooLarge' },
    ],
    [{ 'content-length': '20000000' }, { status: 413, code: 'payloadTooLarge' }],
    [{ 'transfer-encoding': 'chunked' }, { status: 411, code: 'lengthRequired' }],
    [{}, null],
  ])('%j → %j', (values, expected) => {
    expect(check(values)).toEqual(expected)
  })
})

describe('classifyClientError', () => {
  const raw = (text: string) => Buffer.from(text, 'latin1')

  test.each([
    [
      'a 100 KB request line',
      { code: 'HPE_HEADER_OVERFLOW', rawPacket: raw(`GET /${'a'.repeat(100_000)}`) },
      { status: 414, code: 'uriTooLong' },
    ],
    [
      'headers too large',
      {
        code: 'HPE_HEADER_OVERFLOW',
        rawPacket: raw(`GET / HTTP/1.1\r\nx-big: ${'a'.repeat(40_000)}`),
      },
      { status: 431, code: 'headersTooLarge' },
    ],
    ['a timeout', { code: 'ERR_HTTP_REQUEST_TIMEOUT' }, { status: 408, code: 'requestTimeout' }],
    [
      'an unknown method',
      { code: 'HPE_INVALID_METHOD', rawPacket: raw('BREW / HTTP/1.1\r\n') },
      {
        status: 405,
        code: 'methodNotAllowed',
        allow: 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT',
      },
    ],
    [
      'a garbled request line',
      { code: 'HPE_INVALID_METHOD', rawPacket: raw('G@T / HTTP/1.1\r\n') },
      { status: 400, code: 'badRequest' },
    ],
    ['a bad header', { code: 'HPE_INVALID_HEADER_TOKEN' }, { status: 400, code: 'badRequest' }],
    [
      'chunk extensions too large',
      { code: 'HPE_CHUNK_EXTENSIONS_OVERFLOW' },
      { status: 413, code: 'payloadTooLarge' },
    ],
    ['a client gone', { code: 'ECONNRESET' }, null],
  ])('%s', (_name, error, expected) => {
    expect(classifyClientError(error)).toEqual(expected)
  })
})
