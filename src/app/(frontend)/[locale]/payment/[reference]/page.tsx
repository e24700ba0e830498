import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { loadResultPage } from '@/features/payments/server/pages'
import { paymentResultPath } from '@/features/payments/server/paths'
import { getCurrentMember } from '@/features/identity/server/current-member'
import { first, requirePaymentsMember } from '@/features/payments/ui/member-gate'
import { ResultView } from '@/features/payments/ui/result-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { failOnTestCrash } from '@/platform/config/build'
import { isLocale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'

type Props = {
  params: Promise<{ locale: string; reference: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return {
    title: getTranslator(locale, 'payments')('result.metaTitle'),
    robots: { index: false, follow: false },
    // Not 'no-referrer': the cancel form's POST must carry the page's Origin (same-origin check).
    referrer: 'same-origin',
  }
}

/**
 * /paiement/{reference} · /en/payment/{reference}: where the provider sends the buyer back. It
 * shows what the verified notifications stored — the return itself never marks a payment paid —
 * and, while the payment is open, refreshes itself every few seconds. Only the member's own.
 */
export default async function PaymentResultPage({ params, searchParams }: Props) {
  const [{ locale, reference }, query] = await Promise.all([params, searchParams])
  if (!isLocale(locale)) notFound()
  failOnTestCrash(query)
  setRequestLocale(locale)
  const member = requirePaymentsMember(
    locale,
    paymentResultPath(locale, reference),
    await getCurrentMember(),
  )
  const data = await loadResultPage(member.id, reference)
  if (!data) notFound()
  const open = data.status === 'pending' || data.status === 'created'
  const left = first(query.returned) === 'cancel'
  return (
    <VenuePageFrame locale={locale} alternates={[]}>
      {open && !left ? <meta httpEquiv="refresh" content="3" /> : null}
      <ResultView locale={locale} data={data} leftPaymentPage={left} />
    </VenuePageFrame>
  )
}
