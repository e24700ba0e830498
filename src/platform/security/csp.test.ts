import { describe, expect, test } from 'vitest'

import {
  createNonce,
  createPlaceholderReplacer,
  inlineScriptHashes,
  noncePlaceholder,
  replaceInPlace,
  sha256Source,
  withScriptSources,
  withSecureAttribute,
} from './csp'

// The nonce syntax Next accepts in the request's policy (get-script-nonce-from-header.js).
const NEXT_NONCE = /^[A-Za-z0-9+/_-]+={0,2}$/

test('sha256Source hashes the exact text as browsers do', () => {
  // SHA-256 of the empty string and of "alert(1)", base64.
  expect(sha256Source('')).toBe('sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU=')
  expect(sha256Source('alert(1)')).toBe('sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI=')
})

describe('nonces', () => {
  test('a fresh nonce per call, as long as the placeholder, in the syntax Next reads', () => {
    const first = createNonce()
    expect(first).toMatch(NEXT_NONCE)
    expect(first).toHaveLength(22)
    expect(createNonce()).not.toBe(first)
  })

  test('1,000 nonces in a row (several refills of the random pool) are all different', () => {
    const nonces = new Set(Array.from({ length: 1_000 }, () => createNonce()))
    expect(nonces.size).toBe(1_000)
    for (const nonce of nonces) expect(nonce).toMatch(NEXT_NONCE)
  })

  test('the placeholder is the same for a secret (every instance), another for another secret', () => {
    const placeholder = noncePlaceholder('a-secret-of-the-site-0123456789abcdef')
    expect(placeholder).toMatch(NEXT_NONCE)
    expect(placeholder).toHaveLength(22)
    expect(noncePlaceholder('a-secret-of-the-site-0123456789abcdef')).toBe(placeholder)
    expect(noncePlaceholder('another-secret-0123456789abcdef01234')).not.toBe(placeholder)
  })
})

describe('withScriptSources', () => {
  test.each([
    [
      "default-src 'self'; script-src 'self' 'sha256-a='; object-src 'none'",
      "default-src 'self'; script-src 'self' 'sha256-a=' 'nonce-N' 'sha256-b='; object-src 'none'",
    ],
    ["script-src 'self'", "script-src 'self' 'nonce-N' 'sha256-b='"],
    // Only script-src itself: not script-src-elem, and no directive is invented.
    ["script-src-elem 'self'", "script-src-elem 'self'"],
    ["default-src 'self'", "default-src 'self'"],
  ])('%s', (policy, expected) => {
    expect(withScriptSources(policy, ["'nonce-N'", "'sha256-b='"])).toBe(expected)
  })

  test('no sources: the policy as it was', () => {
    expect(withScriptSources("script-src 'self'", [])).toBe("script-src 'self'")
  })
})

test('inlineScriptHashes: inline scripts that run, once each; not external scripts or data', () => {
  const html = [
    '<html><head><script>a()</script>',
    '<script src="/_next/static/chunks/main.js" async=""></script>',
    '<script type="application/ld+json">{"@type":"Place"}</script>',
    '<script nonce="x" type="module">b()</script>',
    '<SCRIPT type="text/javascript">a()</SCRIPT>',
    '</head><body><script>self.__next_f.push([1,"<div>"])</script></body></html>',
  ].join('')
  expect(inlineScriptHashes(html)).toEqual([
    `'${sha256Source('a()')}'`,
    `'${sha256Source('b()')}'`,
    `'${sha256Source('self.__next_f.push([1,"<div>"])')}'`,
  ])
})

test.each([
  ['a=1; Path=/; HttpOnly', 'a=1; Path=/; HttpOnly; Secure'],
  ['a=1; Path=/; Secure; HttpOnly', 'a=1; Path=/; Secure; HttpOnly'],
  ['a=1; path=/; secure', 'a=1; path=/; secure'],
  // A value that reads "secure" is not the attribute.
  ['secure=secure; Path=/', 'secure=secure; Path=/; Secure'],
])('withSecureAttribute(%s)', (cookie, expected) => {
  expect(withSecureAttribute(cookie)).toBe(expected)
})

test('replaceInPlace overwrites every placeholder, refuses another length', () => {
  const bytes = Buffer.from('<script nonce="PH-0123">a</script>é<script nonce="PH-0123">b</script>')
  replaceInPlace(bytes, 'PH-0123', 'n0nce-9')
  expect(bytes.toString()).toBe(
    '<script nonce="n0nce-9">a</script>é<script nonce="n0nce-9">b</script>',
  )
  expect(() => replaceInPlace(bytes, 'PH-0123', 'short')).toThrow()
})

describe('createPlaceholderReplacer', () => {
  const placeholder = 'PLACEHOLDERxxxxxxxxxxx'
  const nonce = 'n0nce-0123456789abcdef'
  const page = `<script nonce="${placeholder}">a()</script><p>P</p><script nonce="${placeholder}">b()</script>P`
  const expected = page.replaceAll(placeholder, nonce)

  function run(chunks: string[]) {
    const replacer = createPlaceholderReplacer(placeholder, nonce)
    const out = chunks.map((chunk) => replacer.push(Buffer.from(chunk)).toString())
    return { out, all: out.join('') + replacer.flush().toString() }
  }

  test('a whole page', () => {
    expect(run([page]).all).toBe(expected)
  })

  test.each(Array.from({ length: page.length - 1 }, (_, index) => index + 1))(
    'a page cut at %i',
    (cut) => {
      expect(run([page.slice(0, cut), page.slice(cut)]).all).toBe(expected)
    },
  )

  test('a page cut into single bytes', () => {
    expect(run([...page]).all).toBe(expected)
  })

  test('holds back only a tail that may begin the placeholder', () => {
    expect(run(['<p>A</p>', '<p>B</p>']).out).toEqual(['<p>A</p>', '<p>B</p>'])
    expect(run(['<p>A</p>PLACE', 'HOLDERxxxxxxxxxxx']).out).toEqual(['<p>A</p>', nonce])
    expect(run(['<p>A</p>PLACE', 'S</p>']).out).toEqual(['<p>A</p>', 'PLACES</p>'])
  })

  test("never writes into the caller's chunk", () => {
    const chunk = Buffer.from(page)
    createPlaceholderReplacer(placeholder, nonce).push(chunk)
    expect(chunk.toString()).toBe(page)
  })

  test('refuses a replacement of another length (Content-Length would lie)', () => {
    expect(() => createPlaceholderReplacer(placeholder, 'short')).toThrow()
  })
})
