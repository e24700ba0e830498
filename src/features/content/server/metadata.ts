import type { Metadata } from 'next'

import type { Media, Page } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { defaultLocale, localeTags, type Locale } from '@/platform/i18n/locales'

import type { Alternate } from '../domain/types'
import type { SiteSettingsData } from './content-repository'

function absolute(path: string): string {
  return /^https?:\/\//.test(path) ? path : `${getEnv().SITE_URL}${path}`
}

function ogImage(media: Media | number | null | undefined): string | null {
  if (!media || typeof media !== 'object') return null
  return media.sizes?.og?.url ?? media.url ?? null
}

/** hreflang links for every translation, plus x-default pointing at the default language. */
function alternateLanguages(alternates: Alternate[]): Record<string, string> {
  const languages: Record<string, string> = {}
  for (const alternate of alternates) {
    languages[localeTags[alternate.locale as Locale] ?? alternate.locale] = absolute(alternate.path)
  }
  const fallback = alternates.find((a) => a.locale === defaultLocale) ?? alternates[0]
  if (fallback) languages['x-default'] = absolute(fallback.path)
  return languages
}

type MetadataInput = {
  locale: Locale
  title: string
  description: string | null
  path: string
  alternates: Alternate[]
  image: string | null
  noIndex?: boolean
  siteName: string
}

/** Title, description, canonical, hreflang and Open Graph for any public page. */
export function buildMetadata(input: MetadataInput): Metadata {
  const url = absolute(input.path)
  return {
    title: input.title,
    description: input.description ?? undefined,
    alternates: { canonical: url, languages: alternateLanguages(input.alternates) },
    openGraph: {
      type: 'website',
      url,
      title: input.title,
      description: input.description ?? undefined,
      siteName: input.siteName,
      locale: localeTags[input.locale].replace('-', '_'),
      alternateLocale: input.alternates
        .filter((a) => a.locale !== input.locale)
        .map((a) => localeTags[a.locale as Locale].replace('-', '_')),
      images: input.image ? [{ url: absolute(input.image), width: 1200, height: 630 }] : undefined,
    },
    twitter: { card: input.image ? 'summary_large_image' : 'summary' },
    robots: input.noIndex ? { index: false, follow: true } : undefined,
  }
}

export function pageMetadata(
  locale: Locale,
  page: Page,
  alternates: Alternate[],
  settings: SiteSettingsData,
): Metadata {
  const self = alternates.find((a) => a.locale === locale)
  return buildMetadata({
    locale,
    title: page.seo?.title || page.title,
    description: page.seo?.description || settings.defaultSeo?.description || null,
    path: self?.path ?? '/',
    alternates,
    image: ogImage(page.seo?.image) ?? ogImage(settings.defaultSeo?.image),
    noIndex: Boolean(page.seo?.noIndex),
    siteName: settings.siteName,
  })
}
