import type { MetadataRoute } from 'next'

import { getEnv } from '@/platform/config/env'

export const dynamic = 'force-dynamic'

export default function robots(): MetadataRoute.Robots {
  const site = getEnv().SITE_URL
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: ['/admin', '/api/', '/website-casinos/'] }],
    sitemap: `${site}/sitemap.xml`,
    host: site,
  }
}
