import type { ProfileDto } from '@/features/identity'
import type { MyStaysBlock } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { getPayloadClient } from '@/platform/payload'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'
import { Link } from '@/ui/primitives/link'
import { StatusBadge } from '@/ui/primitives/status-badge'
import { formatCalendarDay, formatEuros } from '@/platform/format'

import type { MemberStayView } from '../domain'
import { listMemberStays } from '../server/manage'

function StayCard({ stay, locale }: { stay: MemberStayView; locale: Locale }) {
  const t = getTranslator(locale, 'bookings')
  const nights = t('ui.manage.nights', { count: stay.nights })
  const guests = t('ui.manage.people', { count: stay.guests })
  return (
    <li className="flex flex-col gap-1 rounded-xl border border-ink-800 bg-ink-900/60 p-4">
      <div className="flex flex-wrap items-center gap-3">
        <h4 className="font-sans text-lg font-semibold text-ivory-50">{stay.hotelName}</h4>
        {stay.status !== 'confirmed' ? (
          <StatusBadge tone={stay.status === 'cancelled' ? 'warning' : 'muted'}>
            {t(stay.status === 'cancelled' ? 'ui.stays.cancelled' : 'ui.stays.noShow')}
          </StatusBadge>
        ) : null}
      </div>
      <p className="text-ivory-100">
        {t('ui.stays.dates', {
          arrival: formatCalendarDay(stay.arrival, locale, 'long'),
          departure: formatCalendarDay(stay.departure, locale, 'long'),
        })}
      </p>
      <p className="text-sm text-ink-200">
        {t('ui.stays.details', { room: stay.roomName, nights, guests })}
      </p>
      <p className="text-sm text-ink-300">
        {t('ui.stays.total', { total: formatEuros(stay.totalCents, locale) })} ·{' '}
        {t('ui.stays.reference', { reference: stay.reference })}
      </p>
      {stay.managePath ? (
        <Link href={stay.managePath} className="mt-1 text-sm text-gold-300 underline">
          {t(stay.ended ? 'ui.stays.view' : 'ui.stays.manage', { reference: stay.reference })}
        </Link>
      ) : null}
    </li>
  )
}

/** The spec's "my stays": the member's hotel bookings, upcoming then ended. */
export async function MyStaysBlockView({
  block,
  context,
}: {
  block: MyStaysBlock
  context: { locale: Locale; member: ProfileDto | null }
}) {
  const { locale, member } = context
  if (!member) return null
  const t = getTranslator(locale, 'bookings')
  const stays = await listMemberStays(await getPayloadClient(), member.id, locale, new Date())
  const upcoming = stays.filter((stay) => !stay.ended)
  const ended = stays.filter((stay) => stay.ended)
  const id = blockId('my-stays', block)
  return (
    <BlockFrame id={id} heading={block.heading || t('ui.stays.title')} intro={block.intro}>
      <section aria-labelledby={`${id}-upcoming`} className="flex flex-col gap-3">
        <h3 id={`${id}-upcoming`} className="text-2xl text-ivory-50">
          {t('ui.stays.upcoming')}
        </h3>
        {upcoming.length === 0 ? (
          <p className="text-ink-200">{t('ui.stays.noneUpcoming')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {upcoming.map((stay) => (
              <StayCard key={stay.reference} stay={stay} locale={locale} />
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby={`${id}-ended`} className="flex flex-col gap-3">
        <h3 id={`${id}-ended`} className="text-2xl text-ivory-50">
          {t('ui.stays.ended')}
        </h3>
        {ended.length === 0 ? (
          <p className="text-ink-200">{t('ui.stays.noneEnded')}</p>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2">
            {ended.map((stay) => (
              <StayCard key={stay.reference} stay={stay} locale={locale} />
            ))}
          </ul>
        )}
      </section>
    </BlockFrame>
  )
}
