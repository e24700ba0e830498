import { randomUUID } from 'node:crypto'
import path from 'node:path'

import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import createNextIntlPlugin from 'next-intl/plugin'

import { CONSENT_HINT_SCRIPT } from './src/features/consent/ui/consent-hint'
import { MEMBER_HINT_SCRIPT } from './src/features/content/ui/chrome/member-hint'
import { nextDistDir } from './src/platform/config/dist-dir'
import { getEnv } from './src/platform/config/env'
import { SERVER_ACTION_BODY_LIMIT } from './src/platform/http/request-guards'
import { sha256Source } from './src/platform/security/csp'
import {
  adminSecurityHeaders,
  baseSecurityHeaders,
  cmsApiSecurityHeaders,
  securityHeaders,
} from './src/platform/security/headers'

const env = getEnv()
const isTestBuild = env.ATOUT_TEST_BUILD
const buildId = randomUUID()

const withNextIntl = createNextIntlPlugin('./src/platform/i18n/request.ts')

const nextConfig: NextConfig = {
  // Test builds (with test-only routes) never overwrite the production build used by `npm start`.
  distDir: nextDistDir(isTestBuild),
  // Next's file-system cache minus 404s, redirects and empty lookups: the page cache holds what
  // exists, not every URL a crawler makes up (docs/decisions/0001-caching-model.md).
  // (From the project folder, where Next runs, as next-intl's path below: this file is compiled
  // to CommonJS, without import.meta.)
  cacheHandler: path.resolve('src/platform/cache/page-cache-handler.mjs'),
  // Test-only routes (`page.test-build.tsx`: /vitest-entry and its crash page) are routes in test
  // builds only; a production build does not contain them at all.
  pageExtensions: isTestBuild
    ? ['test-build.tsx', 'tsx', 'ts', 'jsx', 'js']
    : ['tsx', 'ts', 'jsx', 'js'],
  // `npm test` type-checks the whole project (tsc --noEmit) before it builds for the browser tests:
  // the test build does not check it a second time (about a minute of CI). Production builds do.
  typescript: { ignoreBuildErrors: Boolean(isTestBuild) },
  generateBuildId: () => buildId,
  env: { ATOUT_BUILD_KIND: isTestBuild ? 'test' : 'production', ATOUT_BUILD_ID: buildId },
  poweredByHeader: false,
  // For bench/chunk-sources.ts (which sources make each page's scripts); off by default.
  productionBrowserSourceMaps: env.ATOUT_BROWSER_SOURCE_MAPS,
  // The server refuses a bigger server action with 413 before Next, which would answer 500 (ADR 0042).
  experimental: {
    serverActions: { bodySizeLimit: SERVER_ACTION_BODY_LIMIT },
    turbopackFileSystemCacheForBuild: env.ATOUT_BUILD_CACHE,
  },
  // scripts/server.ts compresses, after it has put each page's nonce in (ADR 0004).
  compress: false,
  reactStrictMode: true,
  images: {
    localPatterns: [{ pathname: '/api/cms/media/file/**' }, { pathname: '/images/**' }],
    formats: ['image/avif', 'image/webp'],
    deviceSizes: [390, 640, 828, 1080, 1280, 1920],
    minimumCacheTTL: 60 * 60 * 24 * 30,
  },
  async headers() {
    const site = { production: env.NODE_ENV === 'production', siteUrl: env.SITE_URL }
    return [
      {
        source: '/:path((?!admin|api/cms).*)',
        headers: securityHeaders({
          ...site,
          mapTileUrl: env.MAP_TILE_URL,
          captchaProvider: env.CAPTCHA_PROVIDER,
          scriptHashes: [sha256Source(MEMBER_HINT_SCRIPT), sha256Source(CONSENT_HINT_SCRIPT)],
        }),
      },
      { source: '/admin/:path*', headers: adminSecurityHeaders(site) },
      // Uploaded files set their own policy (uploadedFileHeaders); the rest of Payload's API is JSON.
      // Mail previews set their own policy (src/platform/mail/compose/previews.ts).
      {
        source: '/api/cms/:path((?!.*/file/)(?!mail-previews/).*)',
        headers: cmsApiSecurityHeaders(site),
      },
      { source: '/api/cms/:collection/file/:path*', headers: baseSecurityHeaders(site) },
      { source: '/api/cms/mail-previews/:path*', headers: baseSecurityHeaders(site) },
    ]
  },
}

const withPlugins = withPayload(withNextIntl(nextConfig), { devBundleServerPackages: false })
const pluginHeaders = withPlugins.headers

/**
 * Payload asks every path for the colour-scheme client hint (Accept-CH, Critical-CH, Vary), for
 * its admin theme. On public pages Critical-CH makes Chrome fetch each first visit twice (it
 * restarts the request to send the hint) and Vary splits caches: the hint stays on /admin only.
 */
export default {
  ...withPlugins,
  async headers() {
    const rules = (await pluginHeaders?.()) ?? []
    return rules.map((rule) =>
      rule.source === '/:path*' && rule.headers.some((header) => header.key === 'Critical-CH')
        ? { ...rule, source: '/admin/:path*' }
        : rule,
    )
  },
} satisfies NextConfig
