import type { IncomingMessage, ServerResponse } from 'node:http'

/**
 * The little of an HTTP exchange that a framework-free endpoint needs. Next's route handlers and
 * the server's fast routes (scripts/server.ts, ADR 0015) both adapt to it, so one function answers.
 */
export type PlainRequest = {
  method: string
  url: URL
  header(name: string): string | null
  cookie(name: string): string | undefined
}

export type PlainAnswer = { status: number; body: unknown; headers: Record<string, string> }

/** `a=1; b=2` → Map; values are URI-decoded when they can be, kept as sent otherwise. */
export function parseCookieHeader(header: string | null | undefined): Map<string, string> {
  const cookies = new Map<string, string>()
  for (const part of (header ?? '').split(';')) {
    const equals = part.indexOf('=')
    if (equals <= 0) continue
    const name = part.slice(0, equals).trim()
    if (!name || cookies.has(name)) continue
    const raw = part.slice(equals + 1).trim()
    let value = raw
    try {
      value = decodeURIComponent(raw)
    } catch {
      // A malformed escape stays as sent: a token with it will simply not verify.
    }
    cookies.set(name, value)
  }
  return cookies
}

export function fromNodeRequest(request: IncomingMessage, origin: string): PlainRequest {
  let cookies: Map<string, string> | undefined
  const header = (name: string) => {
    const value = request.headers[name]
    if (value === undefined) return null
    return Array.isArray(value) ? value.join(', ') : value
  }
  return {
    method: request.method ?? 'GET',
    url: new URL(request.url ?? '/', origin),
    header,
    cookie(name) {
      cookies ??= parseCookieHeader(header('cookie'))
      return cookies.get(name)
    },
  }
}

/** Writes a JSON answer; HEAD gets the headers only. */
export function writeNodeAnswer(
  response: ServerResponse,
  answer: PlainAnswer,
  options: { method: string; headers: Record<string, string> },
) {
  const body = JSON.stringify(answer.body)
  response.writeHead(answer.status, {
    ...options.headers,
    ...answer.headers,
    'content-type': 'application/json',
    'content-length': Buffer.byteLength(body),
  })
  response.end(options.method === 'HEAD' ? undefined : body)
}
