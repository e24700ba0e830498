export const redirectStatuses = ['301', '302', '307', '308'] as const
export type RedirectStatus = (typeof redirectStatuses)[number]

/** A redirect source is a path: '/a/b' (lowercased, no trailing slash, no query, no host). */
export function normalizeRedirectSource(input: string): string | null {
  const trimmed = input.trim()
  if (!trimmed.startsWith('/') || trimmed.startsWith('//')) return null
  const withoutQuery = trimmed.split(/[?#]/)[0]!
  const collapsed = withoutQuery.replace(/\/{2,}/g, '/').replace(/\/$/, '')
  return collapsed === '' ? '/' : collapsed.toLowerCase()
}

/** 301 and 308 are permanent; 302 and 307 temporary. */
export function isPermanentRedirect(status: RedirectStatus): boolean {
  return status === '301' || status === '308'
}
