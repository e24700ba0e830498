import { createServer, request as httpRequest, type IncomingMessage, type Server } from 'node:http'
import type { ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { gunzipSync } from 'node:zlib'

import compression from 'next/dist/compiled/compression/index.js'
import { afterEach, describe, expect, test } from 'vitest'

import { noncePlaceholder, sha256Source } from '@/platform/security/csp'

import { createPageSecurity } from './page-security'

/**
 * The production server's per-answer page security over real HTTP: a handler standing for Next
 * writes what Next writes (a cached page in one piece, a streamed page, a page built ahead of
 * time, JSON, a 304), behind the same compression scripts/server.ts installs.
 */

const SECRET = 'test-secret-0123456789abcdef0123456789'
const PLACEHOLDER = noncePlaceholder(SECRET)
const POLICY = "default-src 'self'; script-src 'self' 'sha256-hint='; object-src 'none'"

type Handler = (request: IncomingMessage, response: ServerResponse) => void
type Answer = { status: number; headers: IncomingMessage['headers']; body: string }

let server: Server | undefined

afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve))
  server = undefined
})

async function serve(handler: Handler, siteUrl = 'http://localhost:3000') {
  const securePage = createPageSecurity({ secret: SECRET, production: true, siteUrl })
  const compress = compression()
  server = createServer((request, response) => {
    compress(request, response, () => {})
    securePage(request, response)
    handler(request, response)
  })
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return (path = '/', options: { method?: string; headers?: Record<string, string> } = {}) =>
    new Promise<Answer>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          method: options.method ?? 'GET',
          headers: options.headers,
        },
        (incoming) => {
          const chunks: Buffer[] = []
          incoming.on('data', (chunk: Buffer) => chunks.push(chunk))
          incoming.on('end', () => {
            const raw = Buffer.concat(chunks)
            const body = incoming.headers['content-encoding'] === 'gzip' ? gunzipSync(raw) : raw
            resolve({
              status: incoming.statusCode!,
              headers: incoming.headers,
              body: body.toString(),
            })
          })
        },
      )
      outgoing.on('error', reject)
      outgoing.end()
    })
}

/** A page as Next renders it with the request's nonce (read from the request's policy). */
function renderPage(request: IncomingMessage): string {
  const policy = String(request.headers['content-security-policy'])
  const nonce = /'nonce-([^']+)'/.exec(policy)?.[1] ?? ''
  const filler = '<p>Les jeux, le restaurant et le spectacle du soir.</p>'.repeat(60)
  return `<!DOCTYPE html><html><head><script>hint()</script></head><body>${filler}<script nonce="${nonce}">self.__next_f.push([0])</script>${filler}<script nonce="${nonce}" src="/_next/static/chunks/main.js" async=""></script></body></html>`
}

function htmlHeaders(response: ServerResponse) {
  response.setHeader('Content-Security-Policy', POLICY)
  response.setHeader('Content-Type', 'text/html; charset=utf-8')
}

const nonceOf = (answer: Answer) =>
  /'nonce-([A-Za-z0-9_-]{22})'/.exec(String(answer.headers['content-security-policy']))?.[1]

function expectNoncedPage(answer: Answer) {
  const nonce = nonceOf(answer)
  expect(nonce).toBeDefined()
  expect(answer.headers['content-security-policy']).toBe(
    `default-src 'self'; script-src 'self' 'sha256-hint=' 'nonce-${nonce}'; object-src 'none'`,
  )
  expect(answer.body).not.toContain(PLACEHOLDER)
  expect([...answer.body.matchAll(/nonce="([^"]*)"/g)].map((match) => match[1])).toEqual([
    nonce,
    nonce,
  ])
  return nonce!
}

describe('pages rendered by Next (cached or not)', () => {
  test('Next is asked to render with the placeholder, whatever policy the client sent', async () => {
    let seen: IncomingMessage['headers'] = {}
    const get = await serve((request, response) => {
      seen = request.headers
      response.end('ok')
    })
    await get('/', {
      headers: {
        'Content-Security-Policy': "script-src 'nonce-chosen-by-client'",
        'Content-Security-Policy-Report-Only': "script-src 'nonce-chosen-by-client'",
      },
    })
    expect(seen['content-security-policy']).toBe(`script-src 'nonce-${PLACEHOLDER}'`)
    expect(seen['content-security-policy-report-only']).toBeUndefined()
  })

  test('a cached page (one piece, with its length): a fresh nonce in each answer', async () => {
    const get = await serve((request, response) => {
      htmlHeaders(response)
      const page = renderPage(request)
      response.setHeader('Content-Length', Buffer.byteLength(page))
      response.setHeader('ETag', '"page-1"')
      response.end(page)
    })
    const first = await get()
    const second = await get()
    expect(first.status).toBe(200)
    expect(expectNoncedPage(first)).not.toBe(expectNoncedPage(second))
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body))
  })

  test('compressed as before, with the nonce in', async () => {
    const get = await serve((request, response) => {
      htmlHeaders(response)
      response.end(renderPage(request))
    })
    const answer = await get('/', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(answer.headers['content-encoding']).toBe('gzip')
    expectNoncedPage(answer)
  })

  test('a streamed page, the placeholder cut between chunks', async () => {
    const get = await serve((request, response) => {
      htmlHeaders(response)
      const page = renderPage(request)
      const cut = page.indexOf(PLACEHOLDER) + 9
      response.write(page.slice(0, cut))
      setTimeout(() => {
        response.write(Buffer.from(page.slice(cut, cut + 40)))
        response.end(page.slice(cut + 40))
      }, 10)
    })
    expectNoncedPage(await get())
  })

  test('a HEAD gets the same policy, and no body', async () => {
    const get = await serve((request, response) => {
      htmlHeaders(response)
      response.end(request.method === 'HEAD' ? null : renderPage(request))
    })
    const answer = await get('/', { method: 'HEAD' })
    expect(answer.headers['content-security-policy']).toMatch(/'nonce-[A-Za-z0-9_-]{22}'/)
    expect(answer.body).toBe('')
  })
})

test("React's payload for client navigations never shows the placeholder", async () => {
  const get = await serve((request, response) => {
    response.setHeader('Content-Security-Policy', POLICY)
    response.setHeader('Content-Type', 'text/x-component')
    const nonce = /'nonce-([^']+)'/.exec(String(request.headers['content-security-policy']))?.[1]
    response.write(`1:["$","script","s",{"src":"/c.js","async":true,"nonce":"${nonce}"}]\n`)
    response.end(`2:["$","link","l",{"rel":"stylesheet","nonce":"${nonce}"}]\n`)
  })
  const answer = await get('/', { headers: { RSC: '1' } })
  expect(answer.body).not.toContain(PLACEHOLDER)
  const nonces = [...answer.body.matchAll(/"nonce":"([^"]+)"/g)].map((match) => match[1])
  expect(nonces).toHaveLength(2)
  expect(nonces[0]).toMatch(/^[A-Za-z0-9_-]{22}$/)
  // Not a page: its policy is left as it was.
  expect(answer.headers['content-security-policy']).toBe(POLICY)
})

test('a page built ahead of time (no placeholder) gets the hashes of its inline scripts', async () => {
  const page = '<html><head><script>a()</script></head><body><script>b()</script></body></html>'
  const get = await serve((_request, response) => {
    htmlHeaders(response)
    response.setHeader('ETag', '"built"')
    response.end(page)
  })
  for (const answer of [await get(), await get()]) {
    expect(answer.body).toBe(page)
    expect(answer.headers['content-security-policy']).toBe(
      `default-src 'self'; script-src 'self' 'sha256-hint=' '${sha256Source('a()')}' '${sha256Source('b()')}'; object-src 'none'`,
    )
  }
})

test('a 304 carries no policy: the browser keeps the one stored with its copy', async () => {
  const get = await serve((_request, response) => {
    htmlHeaders(response)
    response.statusCode = 304
    response.end()
  })
  const answer = await get()
  expect(answer.status).toBe(304)
  expect(answer.headers['content-security-policy']).toBeUndefined()
})

test('other answers keep their headers and body untouched', async () => {
  const json = JSON.stringify({ note: `not a page ${PLACEHOLDER}` })
  const get = await serve((_request, response) => {
    response.writeHead(200, {
      'Content-Type': 'application/json',
      'Content-Security-Policy': "default-src 'none'",
    })
    response.end(json)
  })
  const answer = await get()
  expect(answer.headers['content-security-policy']).toBe("default-src 'none'")
  expect(answer.body).toBe(json)
})

describe('transport', () => {
  const setCookies: Handler = (_request, response) => {
    response.setHeader('Set-Cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/; Secure'])
    // Node's flat form of name/value pairs (as in rawHeaders).
    response.writeHead(200, ['Content-Type', 'text/plain', 'Set-Cookie', 'c=3; Path=/'])
    response.end('ok')
  }

  test('an https site: HSTS on every answer, Secure on every cookie, whoever set it', async () => {
    const get = await serve(setCookies, 'https://www.atout.example')
    const answer = await get()
    expect(answer.headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains')
    expect(answer.headers['set-cookie']).toEqual(['c=3; Path=/; Secure'])
    const both = await serve((_request, response) => {
      response.setHeader('Set-Cookie', ['a=1; Path=/; HttpOnly', 'b=2; Path=/; Secure'])
      response.end('ok')
    }, 'https://www.atout.example')
    expect((await both()).headers['set-cookie']).toEqual([
      'a=1; Path=/; HttpOnly; Secure',
      'b=2; Path=/; Secure',
    ])
  })

  test('an http site (local): no HSTS, cookies as set', async () => {
    const get = await serve(setCookies)
    const answer = await get()
    expect(answer.headers['strict-transport-security']).toBeUndefined()
    expect(answer.headers['set-cookie']).toEqual(['c=3; Path=/'])
  })
})
