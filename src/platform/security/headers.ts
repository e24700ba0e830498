export type HttpHeader = { key: string; value: string }

type SiteOptions = {
  production: boolean
  siteUrl: string
}

type HeaderOptions = SiteOptions & {
  mapTileUrl?: string
  /** reCAPTCHA (by configuration) loads Google's script and frame; ALTCHA loads nothing. */
  captchaProvider?: 'altcha' | 'recaptcha-v2' | 'recaptcha-v3'
  /** Constant inline scripts of the layouts, allowed by their hash (`sha256Source`). */
  scriptHashes?: readonly string[]
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
/**
 * Payload's code and JSON fields load the Monaco editor (scripts, styles, fonts) from this CDN, at
 * the version @payloadcms/ui 3.90 pins. Only that folder: the CDN serves every npm package.
 */
const MONACO_CDN = 'https://cdn.jsdelivr.net/npm/monaco-editor@0.55.1/'

/** The origin of a tile URL template ('https://{s}.tile.example/…' → 'https://*.tile.example'). */
export function tileOrigin(template: string | undefined): string | null {
  const match = template ? /^(https?:\/\/[^/]+)\//.exec(template) : null
  return match?.[1] ? match[1].replace(/\{[a-z]+\}/g, '*') : null
}

/** The public address is https: cookies are Secure and browsers are told to stay on https. */
export function isHttpsSite(siteUrl: string): boolean {
  return siteUrl.startsWith('https://')
}

/** HSTS, on every answer of a production site served over https (none over http: it would be ignored). */
export function transportHeaders({ production, siteUrl }: SiteOptions): HttpHeader[] {
  return production && isHttpsSite(siteUrl)
    ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }]
    : []
}

/** What every answer carries: no MIME sniffing, a short referrer, HSTS on https. */
export function baseSecurityHeaders(options: SiteOptions): HttpHeader[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    ...transportHeaders(options),
  ]
}

/**
 * How inline scripts are allowed: by hash (and the nonce the production server adds to each page).
 * `next dev` has no such server, so there they stay allowed as a whole (a hash would turn that off).
 */
function inlineScripts({ production }: SiteOptions, hashes: readonly string[]): string[] {
  return production ? hashes.map((hash) => `'${hash}'`) : ["'unsafe-inline'"]
}

function upgradeInsecure({ production, siteUrl }: SiteOptions): string[] {
  return production && isHttpsSite(siteUrl) ? ['upgrade-insecure-requests'] : []
}

/**
 * Security headers of the public site and product API. The script policy allows no inline script
 * but the layouts' constant ones (by hash): the production server (scripts/server.ts) adds each
 * page's own nonce when it sends the page, cached or not, so Next's inline scripts run and an
 * injected one does not (docs/decisions/0004-csp-for-cached-pages.md).
 */
export function securityHeaders({
  mapTileUrl,
  captchaProvider = 'altcha',
  scriptHashes = [],
  ...site
}: HeaderOptions): HttpHeader[] {
  const tiles = tileOrigin(mapTileUrl)
  const recaptcha = captchaProvider !== 'altcha'
  const csp = [
    "default-src 'self'",
    [
      "script-src 'self'",
      ...inlineScripts(site, scriptHashes),
      TAG_MANAGER.script,
      ...(recaptcha ? [RECAPTCHA.script] : []),
    ].join(' '),
    // React renders style attributes and Next inlines the fonts' styles: see ADR 0004.
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
    ...upgradeInsecure(site),
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: csp },
    ...baseSecurityHeaders(site),
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    {
      key: 'Permissions-Policy',
      value: 'camera=(), microphone=(), geolocation=(self), payment=(self)',
    },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin-allow-popups' },
  ]
}

/**
 * Headers of Payload's admin (/admin). Its pages are rendered per request and, like the site's,
 * get their nonce from the production server. Payload's components set inline styles (and the
 * select menus inject style elements), the upload field previews files as blob: and data: images,
 * and live preview frames the site itself.
 */
export function adminSecurityHeaders(site: SiteOptions): HttpHeader[] {
  const csp = [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts(site, []), MONACO_CDN].join(' '),
    `style-src 'self' 'unsafe-inline' ${MONACO_CDN}`,
    "img-src 'self' data: blob:",
    `font-src 'self' data: ${MONACO_CDN}`,
    "connect-src 'self'",
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    ...upgradeInsecure(site),
  ].join('; ')
  return [
    { key: 'Content-Security-Policy', value: csp },
    ...baseSecurityHeaders(site),
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
  ]
}

/**
 * Headers of Payload's REST and GraphQL answers (/api/cms): JSON is never sniffed as markup, and
 * an answer opened as a document may load nothing and be framed nowhere. Uploaded files
 * (/api/cms/<collection>/file/…) keep their own headers (uploadedFileHeaders) on top of
 * baseSecurityHeaders.
 */
export function cmsApiSecurityHeaders(site: SiteOptions): HttpHeader[] {
  return [
    { key: 'Content-Security-Policy', value: "default-src 'none'; frame-ancestors 'none'" },
    ...baseSecurityHeaders(site),
    { key: 'X-Frame-Options', value: 'DENY' },
  ]
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
