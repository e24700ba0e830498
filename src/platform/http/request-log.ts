/**
 * What the server's one log line per request carries (issue 23), as pure rules.
 */

/** The trusted proxy's request id when it is a sane token; null to make a new one. */
export function acceptedRequestId(
  sent: string | string[] | undefined,
  trustProxy: boolean,
): string | null {
  return trustProxy && typeof sent === 'string' && /^[\w.:-]{1,100}$/.test(sent) ? sent : null
}

/** A path fit for the logs: long opaque segments (booking and payment tokens) are masked. */
export function loggedPath(pathname: string): string {
  return pathname.slice(0, 300).replace(/\/[A-Za-z0-9_-]{24,}(?=\/|$)/g, '/:token')
}
