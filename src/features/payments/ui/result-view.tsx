import { accountPath } from '@/features/identity'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { buttonClasses } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'
import { StatusBadge } from '@/ui/primitives/status-badge'

import type { ResultPageData } from '../server/pages'
import { machinePaymentPath, registrationPath } from '../server/paths'
import { formatClock, formatEuros } from './format'
import { Facts, Notice, PageHeading, STATUS_TONES } from './page-parts'

export function ResultView({
  locale,
  data,
  leftPaymentPage,
}: {
  locale: Locale
  data: ResultPageData
  leftPaymentPage: boolean
}) {
  const t = getTranslator(locale, 'payments')
  const open = data.status === 'pending' || data.status === 'created'
  const state = open ? 'pending' : (data.status as 'paid' | 'failed' | 'canceled' | 'refunded')
  const myTournaments = localizePath(accountPath('tournaments', locale), locale)
  const machineHistory = localizePath(accountPath('machinePayments', locale), locale)
  const retry =
    data.purpose === 'tournament' && data.tournamentId
      ? { href: registrationPath(locale, data.tournamentId), label: t('result.retryTournament') }
      : data.machine
        ? {
            href: machinePaymentPath(locale, data.machine),
            label: t('result.retryMachine'),
          }
        : null
  const body =
    state === 'paid'
      ? t(data.purpose === 'tournament' ? 'result.paid.tournament' : 'result.paid.machine')
      : state === 'pending'
        ? t('result.pending.text')
        : (state === 'failed' || state === 'canceled') && data.seatHeldUntil
          ? t('result.seatStillHeld', {
              until: formatClock(new Date(data.seatHeldUntil), locale),
            })
          : t(`result.${state}.text`)
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-12">
      <PageHeading title={t(`result.${state}.title`)} lead={data.description} />
      <div className="flex flex-wrap items-center gap-3" data-payment-status={data.status}>
        <StatusBadge tone={STATUS_TONES[data.status] ?? 'muted'}>
          {t(`status.${data.status as 'paid'}`)}
        </StatusBadge>
        <span className="text-sm text-ink-300">
          {t('result.reference', { reference: data.reference })}
        </span>
      </div>
      <Facts rows={[[t('result.amount'), formatEuros(data.amountCents, locale)]]} />
      {state === 'paid' ? <Notice>{body}</Notice> : <p className="text-ivory-100">{body}</p>}
      {open && leftPaymentPage && data.expiresAt ? (
        <p className="text-sm text-ink-200">
          {t('result.pending.left', { time: formatClock(new Date(data.expiresAt), locale) })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {open && data.redirectUrl ? (
          <a href={data.redirectUrl} className={buttonClasses('primary')}>
            {t('result.pending.resume')}
          </a>
        ) : null}
        {open ? (
          <form
            method="post"
            action={`/api/epc/payments/${encodeURIComponent(data.reference)}/cancel`}
          >
            <input type="hidden" name="locale" value={locale} />
            <button type="submit" className={buttonClasses('secondary')}>
              {t('result.pending.cancel')}
            </button>
          </form>
        ) : null}
        {(state === 'failed' || state === 'canceled') && retry ? (
          <a href={retry.href} className={buttonClasses('primary')}>
            {retry.label}
          </a>
        ) : null}
        {state === 'paid' && data.purpose === 'tournament' && data.tournamentId ? (
          <a
            href={`/api/calendar/${locale}/tournaments/${data.tournamentId}`}
            download
            className={buttonClasses('secondary')}
          >
            {t('result.calendar')}
          </a>
        ) : null}
        <a
          href={data.purpose === 'tournament' ? myTournaments : machineHistory}
          className={buttonClasses('ghost')}
        >
          {t(data.purpose === 'tournament' ? 'result.myTournaments' : 'result.machineHistory')}
        </a>
      </div>
    </Container>
  )
}
