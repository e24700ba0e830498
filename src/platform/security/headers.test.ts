import { describe, expect, test } from 'vitest'

import {
  adminSecurityHeaders,
  baseSecurityHeaders,
  cmsApiSecurityHeaders,
  isHttpsSite,
  securityHeaders,
  transportHeaders,
  type HttpHeader,
} from './headers'

const HSTS = 'max-age=63072000; includeSubDomains'
const https = { production: true, siteUrl: 'https://www.atout.example' }
const http = { production: true, siteUrl: 'http://localhost:3000' }

const header = (headers: HttpHeader[], key: string) =>
  headers.find((entry) => entry.key.toLowerCase() === key.toLowerCase())?.value
const directive = (headers: HttpHeader[], name: string) =>
  header(headers, 'Content-Security-Policy')
    ?.split('; ')
    .find((part) => part === name || part.startsWith(`${name} `))

describe('transport security', () => {
  test.each([
    ['https://www.atout.example', true, [{ key: 'Strict-Transport-Security', value: HSTS }]],
    ['https://www.atout.example', false, []],
    ['http://localhost:3000', true, []],
    ['http://www.atout.example', true, []],
  ])('%s (production %s) → %j', (siteUrl, production, expected) => {
    expect(transportHeaders({ production, siteUrl })).toEqual(expected)
  })

  test.each([
    ['https://www.atout.example', true],
    ['http://www.atout.example', false],
    ['http://localhost:3100', false],
  ])('%s is https: %s', (siteUrl, expected) => {
    expect(isHttpsSite(siteUrl)).toBe(expected)
  })
})

describe.each([
  ['public site', (site: typeof https) => securityHeaders(site)],
  ['admin', adminSecurityHeaders],
  ['CMS API', cmsApiSecurityHeaders],
  ['uploaded files', baseSecurityHeaders],
])('%s headers', (_name, build) => {
  test('HSTS on a production https site only', () => {
    expect(header(build(https), 'Strict-Transport-Security')).toBe(HSTS)
    expect(header(build(http), 'Strict-Transport-Security')).toBeUndefined()
    expect(header(build({ ...https, production: false }), 'Strict-Transport-Security')).toBe(
      undefined,
    )
  })

  test('no MIME sniffing, a referrer policy', () => {
    expect(header(build(http), 'X-Content-Type-Options')).toBe('nosniff')
    expect(header(build(http), 'Referrer-Policy')).toBe('strict-origin-when-cross-origin')
  })

  test('each header once', () => {
    const keys = build(https).map((entry) => entry.key.toLowerCase())
    expect(new Set(keys).size).toBe(keys.length)
  })
})

test.each([
  ['public site', (site: typeof https) => securityHeaders(site)],
  ['admin', adminSecurityHeaders],
])('%s pages ask for https subresources on an https site only', (_name, build) => {
  expect(directive(build(https), 'upgrade-insecure-requests')).toBe('upgrade-insecure-requests')
  expect(directive(build(http), 'upgrade-insecure-requests')).toBeUndefined()
})

describe('public site policy', () => {
  const headers = securityHeaders({
    ...http,
    mapTileUrl: 'https://{s}.tile.example/{z}/{x}/{y}.png',
    scriptHashes: ['sha256-abc='],
  })

  test('no inline script but the hashed ones; the nonce is added per answer by the server', () => {
    expect(directive(headers, 'script-src')).toBe(
      "script-src 'self' 'sha256-abc=' https://www.googletagmanager.com",
    )
    expect(header(headers, 'Content-Security-Policy')).not.toContain("'unsafe-eval'")
  })

  test('inline styles stay allowed (React style attributes, font styles)', () => {
    expect(directive(headers, 'style-src')).toBe("style-src 'self' 'unsafe-inline'")
  })

  test('framed by the site only, no plugins, map tiles and the tag manager allowed', () => {
    expect(directive(headers, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(header(headers, 'X-Frame-Options')).toBe('SAMEORIGIN')
    expect(directive(headers, 'object-src')).toBe("object-src 'none'")
    expect(directive(headers, 'img-src')).toContain('https://*.tile.example')
  })

  test("reCAPTCHA's origins only when it is the captcha", () => {
    expect(header(headers, 'Content-Security-Policy')).not.toContain('recaptcha')
    const withRecaptcha = securityHeaders({ ...http, captchaProvider: 'recaptcha-v3' })
    expect(directive(withRecaptcha, 'script-src')).toContain('https://www.google.com/recaptcha/')
    expect(directive(withRecaptcha, 'frame-src')).toContain('https://www.google.com/recaptcha/')
  })
})

test.each([
  [
    'public site',
    (site: typeof https) => securityHeaders({ ...site, scriptHashes: ['sha256-a='] }),
  ],
  ['admin', adminSecurityHeaders],
])('%s under `next dev` (no server to add nonces) keeps inline scripts', (_name, build) => {
  const scripts = directive(build({ ...http, production: false }), 'script-src')
  expect(scripts).toContain("'unsafe-inline'")
  // A hash next to it would make browsers ignore 'unsafe-inline'.
  expect(scripts).not.toContain("'sha256-")
  expect(directive(build(http), 'script-src')).not.toContain("'unsafe-inline'")
})

describe('admin policy', () => {
  const headers = adminSecurityHeaders(http)

  test("scripts from the site (plus the nonce the server adds) and the code editor's folder, framed by the site only", () => {
    expect(directive(headers, 'script-src')).toBe(
      "script-src 'self' https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/",
    )
    expect(directive(headers, 'frame-ancestors')).toBe("frame-ancestors 'self'")
    expect(header(headers, 'X-Frame-Options')).toBe('SAMEORIGIN')
  })

  test("what Payload's admin needs: inline styles, blob and data previews, live preview frame", () => {
    expect(directive(headers, 'style-src')).toContain("'unsafe-inline'")
    expect(directive(headers, 'img-src')).toBe("img-src 'self' data: blob:")
    expect(directive(headers, 'frame-src')).toBe("frame-src 'self'")
    expect(directive(headers, 'object-src')).toBe("object-src 'none'")
  })
})

test('CMS API answers load nothing and are framed nowhere', () => {
  const headers = cmsApiSecurityHeaders(http)
  expect(header(headers, 'Content-Security-Policy')).toBe(
    "default-src 'none'; frame-ancestors 'none'",
  )
  expect(header(headers, 'X-Frame-Options')).toBe('DENY')
  expect(header(baseSecurityHeaders(http), 'Content-Security-Policy')).toBeUndefined()
})
