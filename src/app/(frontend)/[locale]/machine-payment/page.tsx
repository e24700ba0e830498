import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'

import { loadMachinePage, readErrorCode } from '@/features/payments/server/pages'
import { machinePaymentPath } from '@/features/payments/server/paths'
import { getCurrentMember } from '@/features/identity/server/current-member'
import { first, requirePaymentsMember } from '@/features/payments/ui/member-gate'
import { MachinePaymentView } from '@/features/payments/ui/machine-payment-view'
import { VenuePageFrame } from '@/features/venues/ui/venue-page-frame'
import { isLocale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'

type Props = {
  params: Promise<{ locale: string }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}

export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params
  if (!isLocale(locale)) return {}
  return {
    title: getTranslator(locale, 'payments')('machine.metaTitle'),
    robots: { index: false, follow: false },
  }
}

/**
 * /paiement-machine?casino={trigram}&machine={uuid} · /en/machine-payment?…: opened from the QR
 * code on a slot machine. A visitor logs in first and comes back to the same machine.
 */
export default async function MachinePaymentPage({ params, searchParams }: Props) {
  const { locale } = await params
  if (!isLocale(locale)) notFound()
  setRequestLocale(locale)
  const query = await searchParams
  const machineQuery = {
    casino: first(query.casino)?.slice(0, 20),
    machine: first(query.machine)?.slice(0, 80),
  }
  const member = requirePaymentsMember(
    locale,
    machinePaymentPath(locale, machineQuery),
    await getCurrentMember(),
  )
  const data = await loadMachinePage(member.id, machineQuery)
  return (
    <VenuePageFrame locale={locale} alternates={[]}>
      <MachinePaymentView
        locale={locale}
        data={data}
        error={readErrorCode(first(query.error))}
        typedAmount={first(query.amount)?.slice(0, 12) ?? null}
        query={machineQuery}
      />
    </VenuePageFrame>
  )
}
