type HeaderOptions = { production: boolean; siteUrl: string; mapTileUrl?: string }

/** The origin of a tile URL template ('https://{s}.tile.example/…' → 'https://*.tile.example'). */
export function tileOrigin(template: string | undefined): string | null {
  const match = template ? /^(https?:\/\/[^/]+)\//.exec(template) : null
  return match?.[1] ? match[1].replace(/\{[a-z]+\}/g, '*') : null
}

/**
 * Security headers of the public site and product API. Public pages are served from cache, so the
 * CSP cannot carry a per-request nonce; see docs/decisions/0004-csp-for-cached-pages.md.
 */
export function securityHeaders({ production, siteUrl, mapTileUrl }: HeaderOptions) {
  const tiles = tileOrigin(mapTileUrl)
  const csp = [
    "default-src 'self'",
    "script-src 'self' 'unsafe-inline'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''}`,
    "font-src 'self'",
    "connect-src 'self'",
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...(production && siteUrl.startsWith('https://') ? ['upgrade-insecure-requests'] : []),
  ].join('; ')
  const headers = [
    { key: 'Content-Security-Policy', value: csp },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ]
  if (production && siteUrl.startsWith('https://')) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return headers
}
