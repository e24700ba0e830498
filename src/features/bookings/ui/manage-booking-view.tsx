import type { Locale } from '@/platform/i18n/locales'
import { localizePath } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { Container } from '@/ui/primitives/container'
import { FormStatus } from '@/ui/primitives/form/form-status'
import { Link } from '@/ui/primitives/link'
import { StatusBadge } from '@/ui/primitives/status-badge'
import { formatCalendarDay, formatEuros, formatInstant } from '@/platform/format'

import type { ManagedBookingView } from '../domain'
import { CancelBookingButton } from './cancel-booking-button'

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="contents">
      <dt className="text-ink-300">{label}</dt>
      <dd className="text-ivory-100">{children}</dd>
    </div>
  )
}

/** A booking link that cannot be read: forged, damaged or expired. */
export function RefusedBookingView({
  locale,
  code,
  message,
}: {
  locale: Locale
  code: 'invalidToken' | 'expiredToken'
  message: string
}) {
  const t = getTranslator(locale, 'bookings')
  return (
    <Container className="flex max-w-3xl flex-col gap-6 py-14">
      <h1 className="text-4xl text-ivory-50">
        {t(code === 'expiredToken' ? 'ui.manage.expiredTitle' : 'ui.manage.invalidTitle')}
      </h1>
      <p className="text-ink-200" data-error-code={code}>
        {message}
      </p>
      <p>
        <Link href={localizePath('/', locale)} className="text-gold-300 underline">
          {t('ui.manage.home')}
        </Link>
      </p>
    </Container>
  )
}

/**
 * The booking's private page: what was booked, its state, the calendar file, and cancellation while
 * the rate allows it. Just after booking (`justBooked`) it is the confirmation page.
 */
export function ManageBookingView({
  locale,
  token,
  view,
  justBooked,
}: {
  locale: Locale
  token: string
  view: ManagedBookingView
  justBooked: boolean
}) {
  const t = getTranslator(locale, 'bookings')
  const m = (key: string, values?: Record<string, string | number>) =>
    t(`ui.manage.${key}` as never, values as never)
  const statusTone =
    view.status === 'confirmed' ? 'ok' : view.status === 'cancelled' ? 'warning' : 'muted'
  const statusText = m(
    view.status === 'confirmed'
      ? 'statusConfirmed'
      : view.status === 'cancelled'
        ? 'statusCancelled'
        : 'statusNoShow',
  )
  const people = (count: number) => m('people', { count })
  return (
    <Container className="flex max-w-3xl flex-col gap-8 py-10 lg:py-14">
      {justBooked && view.status === 'confirmed' ? (
        <FormStatus>
          <p className="font-semibold">{m('confirmed')}</p>
          <p className="mt-1">{m('confirmedText', { email: view.email })}</p>
        </FormStatus>
      ) : null}
      <header className="flex flex-col gap-3">
        <h1 className="text-4xl text-ivory-50">
          {m(view.kind === 'table' ? 'titleTable' : 'titleStay', { venue: view.venueName })}
        </h1>
        <p className="flex items-center gap-3 text-sm text-ink-300">
          {m('status')} <StatusBadge tone={statusTone}>{statusText}</StatusBadge>
        </p>
      </header>
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-6 gap-y-2">
        <Row label={m('reference')}>
          <span className="font-mono tracking-wider">{view.reference}</span>
        </Row>
        {view.kind === 'table' ? (
          <>
            <Row label={m('date')}>{formatCalendarDay(view.date, locale, 'long')}</Row>
            <Row label={m('time')}>{formatInstant(new Date(view.startsAt), locale, 'time')}</Row>
            <Row label={m('party')}>{people(view.party)}</Row>
          </>
        ) : (
          <>
            <Row label={m('room')}>{view.roomName}</Row>
            <Row label={m('rate')}>{view.rateName}</Row>
            <Row label={m('arrival')}>
              {m('arrivalValue', { date: formatCalendarDay(view.arrival, locale, 'long') })}
            </Row>
            <Row label={m('departure')}>
              {m('departureValue', { date: formatCalendarDay(view.departure, locale, 'long') })}
            </Row>
            <Row label={m('stayLength')}>
              {`${m('nights', { count: view.nights })}, ${people(view.guests)}`}
            </Row>
            <Row label={m('total')}>{formatEuros(view.totalCents, locale)}</Row>
          </>
        )}
        <Row label={m('name')}>{view.guestName}</Row>
        <Row label={m('contact')}>{`${view.email} · ${view.phone}`}</Row>
        {view.note ? <Row label={m('note')}>{view.note}</Row> : null}
        {view.address ? <Row label={m('address')}>{view.address}</Row> : null}
      </dl>
      {view.kind === 'table' && view.discountPercent > 0 ? (
        <p className="font-semibold text-gold-200">
          {m('discount', { percent: view.discountPercent })}
        </p>
      ) : null}
      <p className="flex flex-wrap gap-6">
        <a href={view.calendarPath} download className="text-gold-300 underline">
          {m('addToCalendar')}
        </a>
        {view.venuePath ? (
          <Link href={view.venuePath} className="text-gold-300 underline">
            {m('venuePage', { venue: view.venueName })}
          </Link>
        ) : null}
      </p>
      <section aria-labelledby="cancel-title" className="flex flex-col gap-3">
        <h2 id="cancel-title" className="text-2xl text-ivory-50">
          {m('cancelTitle')}
        </h2>
        {view.status === 'cancelled' ? (
          <p className="text-ink-200">
            {m(view.cancelledBy === 'staff' ? 'cancelledByVenue' : 'cancelledByGuest')}
          </p>
        ) : view.canCancel ? (
          <>
            <p className="text-ink-200">
              {view.kind === 'table'
                ? m('cancelUntilTable')
                : m('cancelUntilStay', {
                    date: formatCalendarDay(
                      view.freeCancellationUntil ?? view.arrival,
                      locale,
                      'long',
                    ),
                  })}
            </p>
            <CancelBookingButton
              locale={locale}
              token={token}
              strings={{
                cancelButton: m('cancelButton'),
                cancelConfirmText: m('cancelConfirmText'),
                cancelConfirm: m('cancelConfirm'),
                keep: m('keep'),
                cancelling: m('cancelling'),
                cancelledNow: m('cancelledNow'),
                errorTitle: m('cancelTitle'),
                network: t('ui.common.network'),
                technical: t('ui.common.technical'),
              }}
            />
          </>
        ) : (
          <p className="text-ink-200">{m('cancellationClosed')}</p>
        )}
        {view.venuePhone ? (
          <p className="text-sm text-ink-300">{m('callVenue', { phone: view.venuePhone })}</p>
        ) : null}
      </section>
    </Container>
  )
}
