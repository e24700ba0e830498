import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http'

import {
  createNonce,
  createPlaceholderReplacer,
  inlineScriptHashes,
  noncePlaceholder,
  replaceInPlace,
  withScriptSources,
  withSecureAttribute,
  type PlaceholderReplacer,
} from '@/platform/security/csp'
import { isHttpsSite, transportHeaders } from '@/platform/security/headers'

type Options = { secret: string; production: boolean; siteUrl: string }

type Chunk = string | Uint8Array
type Callback = (error?: Error | null) => void

const CSP = 'content-security-policy'
/** Pages whose script hashes were computed, by ETag (a few per page and locale). */
const HASHED_PAGES_KEPT = 500

/**
 * What the production server (scripts/server.ts) does around Next for every request it hands
 * over (docs/decisions/0004-csp-for-cached-pages.md):
 *
 * - It asks Next to render with a nonce that is a secret placeholder (a `Content-Security-Policy`
 *   request header, which Next reads), so every page Next renders, cached or not, carries it on
 *   its own scripts and on no injected one.
 * - In each HTML answer it replaces the placeholder with a fresh nonce, streamed (same length:
 *   Content-Length holds), and adds that nonce to the page's policy (no 'strict-dynamic': Chrome
 *   then runs any inline script another script inserts, an injected one too). React's
 *   payload for client navigations (text/x-component) names it too: a fresh value replaces it.
 * - A page Next built ahead of time (no request, so no placeholder: the 404 page) gets the hashes
 *   of its inline scripts instead, computed once per ETag.
 * - A 304 carries no policy: the browser keeps the one stored with the page it reuses.
 * - On an https site: HSTS on every answer and Secure on every cookie, whoever sets it.
 *
 * Compression must happen after this (Next's `compress` is off; the server compresses).
 */
export function createPageSecurity({ secret, production, siteUrl }: Options) {
  const placeholder = noncePlaceholder(secret)
  const requestPolicy = `script-src 'nonce-${placeholder}'`
  const secureCookies = isHttpsSite(siteUrl)
  const transport = transportHeaders({ production, siteUrl })
  const hashedPages = new Map<string, string[]>()

  function hashesOf(body: string, etag: unknown): string[] {
    const key = typeof etag === 'string' ? etag : null
    const known = key ? hashedPages.get(key) : undefined
    if (known) return known
    const hashes = inlineScriptHashes(body)
    if (key) {
      if (hashedPages.size >= HASHED_PAGES_KEPT) {
        hashedPages.delete(hashedPages.keys().next().value!)
      }
      hashedPages.set(key, hashes)
    }
    return hashes
  }

  return function securePage(request: IncomingMessage, response: ServerResponse): void {
    delete request.headers['content-security-policy-report-only']
    request.headers[CSP] = requestPolicy
    for (const { key, value } of transport) response.setHeader(key, value)

    let decided = false
    let replacer: PlaceholderReplacer | null = null
    let nonce = ''
    let streamed = false

    /** Settles the answer's headers, once, just before they are written. */
    function decide(wholeBody: Chunk | null | undefined) {
      if (decided) return
      decided = true
      if (secureCookies) secureSetCookies(response)
      if (response.statusCode === 304) {
        response.removeHeader(CSP)
        return
      }
      const type = String(response.getHeader('content-type') ?? '')
      // React's payload for client navigations names the nonce too: the placeholder must not
      // leave the server. The client inserts those scripts itself, from the site ('self').
      if (type.startsWith('text/x-component')) {
        nonce = createNonce()
        replacer = createPlaceholderReplacer(placeholder, nonce)
        return
      }
      if (!type.startsWith('text/html')) return
      const policy = response.getHeader(CSP)
      const body = typeof wholeBody === 'string' ? wholeBody : wholeBody ? toText(wholeBody) : null
      if (body && !body.includes(placeholder)) {
        if (typeof policy === 'string') {
          const hashes = hashesOf(body, response.getHeader('etag'))
          response.setHeader(CSP, withScriptSources(policy, hashes))
        }
        return
      }
      nonce = createNonce()
      replacer = createPlaceholderReplacer(placeholder, nonce)
      if (typeof policy === 'string') {
        response.setHeader(CSP, withScriptSources(policy, [`'nonce-${nonce}'`]))
      }
    }

    const writeHead = response.writeHead.bind(response) as (...args: unknown[]) => ServerResponse
    const write = response.write.bind(response) as (...args: unknown[]) => boolean
    const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse

    response.writeHead = ((status: number, ...rest: unknown[]) => {
      // Headers given here join the ones set before, so the decision sees them all.
      const headers = rest.find((arg) => typeof arg === 'object' && arg !== null)
      if (headers) {
        for (const [name, value] of headerEntries(headers)) response.setHeader(name, value)
      }
      response.statusCode = status
      decide(undefined)
      const message = rest.find((arg) => typeof arg === 'string')
      return message === undefined ? writeHead(status) : writeHead(status, message)
    }) as ServerResponse['writeHead']

    response.write = ((chunk: Chunk, ...rest: unknown[]) => {
      if (!response.headersSent) decide(undefined)
      if (!replacer) return write(chunk, ...rest)
      streamed = true
      const encoding = typeof rest[0] === 'string' ? (rest[0] as BufferEncoding) : undefined
      const callback = rest.find((arg): arg is Callback => typeof arg === 'function')
      return write(replacer.push(toBytes(chunk, encoding)), callback)
    }) as ServerResponse['write']

    response.end = ((...args: unknown[]) => {
      const chunk = typeof args[0] === 'function' ? undefined : (args[0] as Chunk | null)
      const encoding = typeof args[1] === 'string' ? (args[1] as BufferEncoding) : undefined
      const callback = args.find((arg): arg is Callback => typeof arg === 'function')
      if (!response.headersSent) {
        decide(request.method === 'HEAD' ? null : (chunk ?? null))
      }
      if (!replacer) return end(...args)
      // A cached page comes whole, as a string: turned into bytes once (which compression or the
      // socket would do anyway) and swapped in place. A replaced string is many times slower to
      // encode (measured: see ADR 0004).
      if (!streamed && typeof chunk === 'string') {
        const body = Buffer.from(chunk, encoding)
        replaceInPlace(body, placeholder, nonce)
        return callback ? end(body, callback) : end(body)
      }
      const last = chunk ? replacer.push(toBytes(chunk, encoding)) : EMPTY
      const body = Buffer.concat([last, replacer.flush()])
      return callback ? end(body, callback) : end(body)
    }) as ServerResponse['end']
  }
}

const EMPTY = Buffer.alloc(0)

function toBytes(chunk: Chunk, encoding: BufferEncoding | undefined): Uint8Array {
  return typeof chunk === 'string' ? Buffer.from(chunk, encoding) : chunk
}

function toText(chunk: Uint8Array): string {
  return Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8')
}

/**
 * `writeHead`'s headers: an object, or name/value pairs (flat or nested) where a name may repeat
 * (Set-Cookie), as Node accepts them.
 */
function headerEntries(headers: object): [string, string | number | string[]][] {
  if (!Array.isArray(headers)) {
    return Object.entries(headers as OutgoingHttpHeaders).filter(
      (entry): entry is [string, string | number | string[]] => entry[1] !== undefined,
    )
  }
  const flat: unknown[] = headers.flat()
  const values = new Map<string, string[]>()
  for (let index = 0; index + 1 < flat.length; index += 2) {
    const name = String(flat[index]).toLowerCase()
    values.set(name, [...(values.get(name) ?? []), String(flat[index + 1])])
  }
  return [...values].map(([name, list]) => [name, list.length === 1 ? list[0]! : list])
}

function secureSetCookies(response: ServerResponse) {
  const cookies = response.getHeader('set-cookie')
  if (cookies === undefined) return
  const lines = Array.isArray(cookies) ? cookies : [String(cookies)]
  response.setHeader('set-cookie', lines.map(withSecureAttribute))
}
