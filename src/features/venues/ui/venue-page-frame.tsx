import type { ReactNode } from 'react'

import {
  getChrome,
  getSiteSettings,
  linkContextFor,
  SiteShell,
  type Alternate,
} from '@/features/content'
import type { JsonLd } from '@/features/venues/domain'
import { serializeJsonLd } from '@/features/venues/domain'
import type { Locale } from '@/platform/i18n/locales'

type Props = {
  locale: Locale
  /** This page in each language (translated slugs), for the language switch and hreflang. */
  alternates: Alternate[]
  jsonLd?: JsonLd[]
  children: ReactNode
}

/** The site frame around a venue page (show, tournament, restaurant, hotel, search), with JSON-LD. */
export async function VenuePageFrame({ locale, alternates, jsonLd = [], children }: Props) {
  const [settings, chrome] = await Promise.all([getSiteSettings(locale), getChrome(locale)])
  return (
    <SiteShell
      locale={locale}
      siteName={settings.siteName}
      chrome={chrome}
      alternates={alternates}
      linkContext={linkContextFor(locale, settings.homePageId)}
    >
      {jsonLd.map((data, index) => (
        <script
          key={index}
          type="application/ld+json"
          // serializeJsonLd escapes '<' so CMS text cannot close the script element.
          dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
        />
      ))}
      {children}
    </SiteShell>
  )
}
