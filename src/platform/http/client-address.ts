import type { IncomingMessage } from 'node:http'

/**
 * The header through which our server (scripts/server.ts) tells Next the address of the socket a
 * request came from: Next's route handlers do not see the socket. The server always overwrites
 * it, so a client cannot choose its own rate-limit bucket.
 */
export const CLIENT_ADDRESS_HEADER = 'x-atout-client-address'

export function stampClientAddress(request: IncomingMessage): void {
  const address = request.socket.remoteAddress
  if (address) request.headers[CLIENT_ADDRESS_HEADER] = address
  else delete request.headers[CLIENT_ADDRESS_HEADER]
}

/**
 * The client's address for rate limits: the first X-Forwarded-For hop behind a trusted proxy,
 * otherwise the socket's address stamped by our server, otherwise unknown.
 */
export function readClientAddress(
  header: (name: string) => string | null,
  trustProxy: boolean,
): string | null {
  if (trustProxy) {
    const forwarded = header('x-forwarded-for')?.split(',')[0]?.trim()
    return forwarded || header('x-real-ip') || null
  }
  return header(CLIENT_ADDRESS_HEADER) || null
}
