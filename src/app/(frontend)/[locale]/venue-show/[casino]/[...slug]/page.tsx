import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { isValidSlug } from '@/features/content/domain/routing-rules'
import { ShowMemberPrice } from '@/features/loyalty/ui/member-price-slot'
import { loadShowPage, showPageMetadata } from '@/features/shows/server/show-page'
import { ShowDetailView } from '@/features/shows/ui/show-detail-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'

type Props = { params: Promise<{ locale: string; casino: string; slug: string[] }> }

// Rendered on first visit, then served from cache: the 'shows' tag expires it when staff edit the
// show, and a short revalidation moves performances to 'finished' as their dates pass.
export const dynamicParams = true
export const revalidate = 600
export function generateStaticParams() {
  return []
}

async function load(params: Props['params']) {
  const { locale, casino, slug } = await params
  if (!isLocale(locale) || !isValidSlug(casino) || !slug.every(isValidSlug)) return null
  const page = await loadShowPage(locale, casino, slug, new Date())
  return page ? { locale, page } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const loaded = await load(params)
  return loaded ? showPageMetadata(loaded.locale, loaded.page) : {}
}

/** Show detail: /{casino}/spectacle/{slug} and /en/{casino}/show/{slug}. */
export default async function ShowPage({ params }: Props) {
  const loaded = await load(params)
  if (!loaded) notFound()
  const { locale, page } = loaded
  setRequestLocale(locale)
  const now = new Date()
  return (
    <VenuePageFrame locale={locale} alternates={page.alternates} jsonLd={page.jsonLd}>
      <ShowDetailView
        locale={locale}
        show={page.show}
        now={now}
        memberPriceSlot={(band) => <ShowMemberPrice locale={locale} band={band} />}
      />
    </VenuePageFrame>
  )
}
