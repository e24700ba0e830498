/**
 * Payload builds absolute media URLs from its serverURL; the image optimizer wants our own
 * files as site paths, whatever host the site is served under.
 */
export function mediaPath(url: string): string {
  if (url.startsWith('/')) return url
  try {
    return new URL(url).pathname
  } catch {
    return url
  }
}
