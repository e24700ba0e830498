type HeaderOptions = {
  production: boolean
  siteUrl: string
  mapTileUrl?: string
  /** reCAPTCHA (by configuration) loads Google's script and frame; ALTCHA loads nothing. */
  captchaProvider?: 'altcha' | 'recaptcha-v2' | 'recaptcha-v3'
}

/**
 * Google Tag Manager, loaded only after the visitor's consent (consent area). Allowed whether or
 * not a container is configured: staff may set one in the admin at any time, and the policy is
 * fixed when the site is built (docs/decisions/0025-consent-and-tag-manager.md).
 */
const TAG_MANAGER = {
  script: 'https://www.googletagmanager.com',
  connect:
    'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com',
  img: 'https://www.googletagmanager.com https://*.google-analytics.com',
}
const RECAPTCHA = {
  script: 'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
  frame: 'https://www.google.com/recaptcha/ https://recaptcha.google.com/recaptcha/',
}

/** The origin of a tile URL template ('https://{s}.tile.example/…' → 'https://*.tile.example'). */
export function tileOrigin(template: string | undefined): string | null {
  const match = template ? /^(https?:\/\/[^/]+)\//.exec(template) : null
  return match?.[1] ? match[1].replace(/\{[a-z]+\}/g, '*') : null
}

/**
 * Security headers of the public site and product API. Public pages are served from cache, so the
 * CSP cannot carry a per-request nonce; see docs/decisions/0004-csp-for-cached-pages.md.
 */
export function securityHeaders({
  production,
  siteUrl,
  mapTileUrl,
  captchaProvider = 'altcha',
}: HeaderOptions) {
  const tiles = tileOrigin(mapTileUrl)
  const recaptcha = captchaProvider !== 'altcha'
  const csp = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline' ${TAG_MANAGER.script}${recaptcha ? ` ${RECAPTCHA.script}` : ''}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${tiles ? ` ${tiles}` : ''} ${TAG_MANAGER.img}`,
    "font-src 'self'",
    `connect-src 'self' ${TAG_MANAGER.connect}`,
    `frame-src https://www.youtube-nocookie.com https://player.vimeo.com${recaptcha ? ` ${RECAPTCHA.frame}` : ''}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // The payment forms redirect to Stripe Checkout when Stripe is the provider (ADR 0040).
    "form-action 'self' https://checkout.stripe.com",
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

/**
 * Headers of every uploaded file Payload serves (/api/cms/<collection>/file/…), which the public
 * site's headers above do not cover. An image opened on its own must not run script on the site's
 * origin (docs/decisions/0021-uploaded-files.md): nothing may load, and `sandbox` gives the
 * document an opaque origin even if a browser renders markup in it. PDFs keep their viewer: in
 * Chrome a sandboxed or `object-src 'none'` PDF shows blank, and PDF scripts never reach the page's
 * origin; they get nosniff only.
 */
export function uploadedFileHeaders(kind: 'image' | 'pdf'): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    ...(kind === 'image'
      ? { 'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox" }
      : {}),
  }
}

/** Payload's `upload.modifyResponseHeaders` setting the headers above. */
export function setUploadedFileHeaders(kind: 'image' | 'pdf') {
  return ({ headers }: { headers: Headers }): Headers => {
    for (const [name, value] of Object.entries(uploadedFileHeaders(kind))) headers.set(name, value)
    return headers
  }
}
