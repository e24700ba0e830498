import { STATUS_CODES, type ServerResponse } from 'node:http'
import type { Duplex } from 'node:stream'

import { defaultLocale, type Locale } from '../i18n/locales'
import { getTranslator } from '../i18n/translator'
import { classifyClientError, type Refusal } from './request-guards'

/**
 * The server's side of request-guards.ts on node:http objects: its refusals, its answer to what
 * Node's parser refused, and two repairs of Next's answers (ADR 0042). Used by scripts/server.ts.
 */

type ResponseArgs = unknown[]
type WriteHead = (this: ServerResponse, ...args: ResponseArgs) => ServerResponse
type Write = (this: ServerResponse, ...args: ResponseArgs) => boolean
type End = (this: ServerResponse, ...args: ResponseArgs) => ServerResponse

export function refusalBody(refusal: Refusal, locale: Locale) {
  return { code: refusal.code, message: getTranslator(locale, 'api')(refusal.code) }
}

function refusalHeaders(refusal: Refusal, body: string, extra: Record<string, string>) {
  return {
    ...extra,
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(body)),
    'cache-control': 'no-store',
    ...(refusal.allow ? { allow: refusal.allow } : {}),
  }
}

/** Answers a refused request with the API's error shape, in the caller's language. */
export function writeRefusal(
  response: ServerResponse,
  refusal: Refusal,
  options: { method: string; locale: Locale; headers: Record<string, string> },
) {
  const body = JSON.stringify(refusalBody(refusal, options.locale))
  response.writeHead(refusal.status, refusalHeaders(refusal, body, options.headers))
  // A body the request still carries is read and dropped by Node, so the connection stays usable.
  response.end(options.method === 'HEAD' ? undefined : body)
}

/** How long a socket the server gave up on may still send (and be read) before it is closed. */
const LINGER_MS = 3000

/**
 * Writes a refusal straight on a connection the server closes (no request object to answer
 * through), then reads and drops what the client still sends for a few seconds: closing with
 * unread bytes resets the connection, and the client would lose the answer.
 */
export function answerOnSocket(socket: Duplex, refusal: Refusal) {
  // The request's headers were not read: the API's default language.
  const body = JSON.stringify(refusalBody(refusal, defaultLocale))
  const headers = { ...refusalHeaders(refusal, body, {}), connection: 'close' }
  const head = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}`)
    .join('\r\n')
  socket.end(`HTTP/1.1 ${refusal.status} ${STATUS_CODES[refusal.status]}\r\n${head}\r\n\r\n${body}`)
  socket.on('data', () => undefined)
  socket.resume()
  setTimeout(() => socket.destroy(), LINGER_MS).unref()
}

const answeredSockets = new WeakSet<Duplex>()

/**
 * The server's 'clientError' listener. Node's own answer writes its status and destroys the
 * socket at once: a client still sending (a 100 KB path) then gets a connection reset instead of
 * the answer. The parser's error comes again for each chunk the client still sends: one answer
 * per socket.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: Uint8Array },
  socket: Duplex,
  inFlight: ServerResponse | undefined,
) {
  if (answeredSockets.has(socket)) return
  answeredSockets.add(socket)
  const refusal = classifyClientError(error)
  // An answer already on its way cannot be followed by another one.
  if (!refusal || !socket.writable || inFlight?.headersSent) {
    socket.destroy()
    return
  }
  answerOnSocket(socket, refusal)
}

/**
 * Replaces Next's answer when `replacement` says so for its status, before anything of it is
 * sent. Next (and its compression, which wraps these same methods) decides the status first and
 * writes the head with the first byte of the body, so the head is held back until then and the
 * answer written whole at that moment; what Next writes after it is dropped.
 */
export function replaceAnswerWhen(
  response: ServerResponse,
  replacement: (
    status: number,
  ) => { refusal: Refusal; body: unknown; headers: Record<string, string> } | null,
) {
  const writeHead = response.writeHead as WriteHead
  const write = response.write as Write
  const end = response.end as End
  let replaced = false

  const replaceIfNeeded = (): boolean => {
    if (replaced) return true
    if (response.headersSent) return false
    const answer = replacement(response.statusCode)
    if (!answer) return false
    replaced = true
    for (const name of response.getHeaderNames()) response.removeHeader(name)
    const body = JSON.stringify(answer.body)
    writeHead.call(
      response,
      answer.refusal.status,
      refusalHeaders(answer.refusal, body, answer.headers),
    )
    end.call(response, body)
    return true
  }

  response.writeHead = function (this: ServerResponse, ...args: ResponseArgs) {
    if (replaced) return this
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    if (replacement(status)) {
      // Held back: the replacement is written with the first byte of the body.
      this.statusCode = status
      return this
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
  response.write = function (this: ServerResponse, ...args: ResponseArgs) {
    if (replaceIfNeeded()) return true
    return write.apply(this, args)
  } as ServerResponse['write']
  response.end = function (this: ServerResponse, ...args: ResponseArgs) {
    if (replaceIfNeeded()) return this
    return end.apply(this, args)
  } as ServerResponse['end']
}

/**
 * Next answers 405 to a method a route handler does not export, without the Allow header HTTP
 * requires. The answer is held until `askAllow` (the route's own OPTIONS answer) gives it.
 */
export function addAllowToMethodNotAllowed(
  response: ServerResponse,
  askAllow: () => Promise<string>,
) {
  const writeHead = response.writeHead as WriteHead
  const end = response.end as End
  const lacksAllow = (status: number) => status === 405 && !response.hasHeader('allow')
  const namesAllow = (args: ResponseArgs) =>
    args.some(
      (arg) =>
        typeof arg === 'object' &&
        arg !== null &&
        Object.keys(arg).some((name) => name.toLowerCase() === 'allow'),
    )

  response.writeHead = function (this: ServerResponse, ...args: ResponseArgs) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    if (lacksAllow(status) && !namesAllow(args) && !this.headersSent) {
      this.statusCode = status
      return this
    }
    return writeHead.apply(this, args)
  } as ServerResponse['writeHead']
  response.end = function (this: ServerResponse, ...args: ResponseArgs) {
    if (this.headersSent || !lacksAllow(this.statusCode)) return end.apply(this, args)
    void askAllow()
      .then((allow) => {
        if (!this.headersSent) this.setHeader('allow', allow)
      })
      .catch(() => undefined)
      .finally(() => end.apply(this, args))
    return this
  } as ServerResponse['end']
}
