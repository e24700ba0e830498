import { createHash, randomFillSync } from 'node:crypto'

import { hmac } from './signing'

/**
 * The pieces of the pages' script policy that the production server applies to each answer
 * (src/server/page-security.ts, docs/decisions/0004-csp-for-cached-pages.md). Framework-free.
 */

/** `'sha256-…'` source of an inline script's exact text, as the browser hashes it. */
export function sha256Source(script: string): string {
  return `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`
}

const NONCE_BYTES = 16
/** Random bytes drawn 4 KB at a time (one system call per 256 nonces), each byte used once. */
const pool = Buffer.alloc(4096)
let poolOffset = pool.length

/** A fresh nonce: 16 random bytes, base64url (22 characters, as long as the placeholder). */
export function createNonce(): string {
  if (poolOffset + NONCE_BYTES > pool.length) {
    randomFillSync(pool)
    poolOffset = 0
  }
  const nonce = pool.toString('base64url', poolOffset, poolOffset + NONCE_BYTES)
  poolOffset += NONCE_BYTES
  return nonce
}

/**
 * The nonce Next writes into the pages it renders, replaced by a fresh nonce in every answer. It
 * is derived from the site's secret so that every instance sharing a cache writes and finds the
 * same one, and it never leaves the server: a script injected into content cannot carry it.
 */
export function noncePlaceholder(secret: string): string {
  return hmac(secret, 'atout:csp-nonce-placeholder', 16).toString('base64url')
}

/**
 * The policy with `sources` added to its script-src directive. A policy without one is returned
 * unchanged: adding a script-src there would loosen nothing, but a nonce alone would block the
 * scripts default-src allows.
 */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy
  const directives = policy.split(';').map((directive) => directive.trim())
  const index = directives.findIndex((directive) => /^script-src(\s|$)/i.test(directive))
  if (index === -1) return policy
  directives[index] = `${directives[index]} ${sources.join(' ')}`
  return directives.join('; ')
}

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi
const SCRIPT_TYPE = /\btype\s*=\s*["']?([^"'\s>]+)/i
const SCRIPT_SRC = /\bsrc\s*=/i
const JAVASCRIPT_TYPES = new Set(['', 'module', 'text/javascript', 'application/javascript'])

/**
 * The hash sources of the inline scripts a page runs (data blocks such as JSON-LD are not run and
 * need none). For pages that were rendered without the nonce (those Next builds ahead of time).
 */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>()
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT_ELEMENT)) {
    if (SCRIPT_SRC.test(attributes)) continue
    const type = SCRIPT_TYPE.exec(attributes)?.[1]?.toLowerCase() ?? ''
    if (!JAVASCRIPT_TYPES.has(type)) continue
    hashes.add(`'${sha256Source(body)}'`)
  }
  return [...hashes]
}

/** A `Set-Cookie` line with the Secure attribute (added when it is missing). */
export function withSecureAttribute(cookie: string): string {
  return /;\s*secure\s*(;|$)/i.test(cookie) ? cookie : `${cookie}; Secure`
}

/**
 * Overwrites every `placeholder` in `bytes` with `replacement` (same length), in place: for a
 * buffer the caller owns.
 */
export function replaceInPlace(bytes: Buffer, placeholder: string, replacement: string): void {
  if (placeholder.length !== replacement.length) {
    throw new Error('The replacement must have the placeholder’s length')
  }
  let found = bytes.indexOf(placeholder, 0, 'latin1')
  while (found !== -1) {
    bytes.write(replacement, found, 'latin1')
    found = bytes.indexOf(placeholder, found + replacement.length, 'latin1')
  }
}

export type PlaceholderReplacer = {
  /** The chunk with every placeholder replaced; a tail that may start one is held back. */
  push(chunk: Uint8Array): Buffer
  /** What was held back (the stream ends). */
  flush(): Buffer
}

/**
 * Replaces `placeholder` with `replacement` (of the same length, so Content-Length holds) in a
 * byte stream cut anywhere, holding back only a chunk's tail that could begin a placeholder.
 */
export function createPlaceholderReplacer(
  placeholder: string,
  replacement: string,
): PlaceholderReplacer {
  const from = Buffer.from(placeholder)
  const to = Buffer.from(replacement)
  if (from.length !== to.length || from.length === 0) {
    throw new Error('The replacement must have the placeholder’s length')
  }
  let held: Buffer = Buffer.alloc(0)

  /** The length of the longest tail of `data` that is a proper prefix of the placeholder. */
  function partialTail(data: Buffer): number {
    let index = data.indexOf(from[0]!, Math.max(0, data.length - from.length + 1))
    while (index !== -1) {
      const tail = data.length - index
      if (data.subarray(index).equals(from.subarray(0, tail))) return tail
      index = data.indexOf(from[0]!, index + 1)
    }
    return 0
  }

  return {
    push(chunk) {
      const input = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength)
      let data = held.length > 0 ? Buffer.concat([held, input]) : input
      let found = data.indexOf(from)
      if (found !== -1) {
        // Never write into the caller's buffer.
        data = data === input ? Buffer.from(input) : data
        while (found !== -1) {
          to.copy(data, found)
          found = data.indexOf(from, found + to.length)
        }
      }
      const tail = partialTail(data)
      held = tail > 0 ? Buffer.from(data.subarray(data.length - tail)) : Buffer.alloc(0)
      return data.subarray(0, data.length - tail)
    },
    flush() {
      const rest = held
      held = Buffer.alloc(0)
      return rest
    },
  }
}
