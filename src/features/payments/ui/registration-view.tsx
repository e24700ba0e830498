import { accountPath } from '@/features/identity'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { buttonClasses } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'

import type { PaymentErrorCode } from '../server/errors'
import type { RegistrationPageData } from '../server/pages'
import { formatEuros, formatWhen } from './format'
import { formatInstant } from '@/platform/format'
import { describeError, ErrorAlert, Facts, Notice, PageHeading } from './page-parts'

/** What the member just did on the waiting list (the route's redirect says it). */
export type WaitlistNotice = 'joined' | 'left' | null

export function RegistrationView({
  locale,
  data,
  error,
  tournamentPath,
  waitlistNotice = null,
}: {
  locale: Locale
  data: RegistrationPageData
  error: PaymentErrorCode | null
  tournamentPath: string
  waitlistNotice?: WaitlistNotice
}) {
  const t = getTranslator(locale, 'payments')
  const { tournament, waitlist } = data
  const waitlistAction = `/api/epc/payments/tournaments/${tournament.id}/waitlist`
  const waitlistForm = (intent: 'join' | 'leave', label: string, primary: boolean) => (
    <form method="post" action={waitlistAction}>
      <input type="hidden" name="locale" value={locale} />
      <input type="hidden" name="intent" value={intent} />
      <button type="submit" className={buttonClasses(primary ? 'primary' : 'secondary')}>
        {label}
      </button>
    </form>
  )
  const amount = tournament.buyInCents ? formatEuros(tournament.buyInCents, locale) : '—'
  const myTournaments = localizePath(accountPath('tournaments', locale), locale)
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-12">
      <PageHeading title={t('registration.title')} lead={tournament.name} />
      {error ? <ErrorAlert message={describeError(t, error, locale)} /> : null}
      {waitlistNotice ? <Notice>{t(`waitlist.${waitlistNotice}`)}</Notice> : null}
      <Facts
        rows={[
          [t('registration.casino'), tournament.casino.name],
          [t('registration.when'), formatWhen(tournament.startsAt, locale)],
          [t('registration.buyIn'), amount],
          [t('registration.seatsLeft'), String(data.seatsLeft)],
        ]}
      />
      {data.alreadyRegistered ? (
        <>
          <Notice>{t('registration.already')}</Notice>
          <a href={myTournaments} className={buttonClasses('secondary', 'self-start')}>
            {t('registration.myTournaments')}
          </a>
        </>
      ) : waitlist?.state === 'waiting' ? (
        <section
          aria-labelledby="waitlist-title"
          className="flex flex-col gap-3 rounded-card border border-ink-700 p-4"
          data-waitlist="waiting"
        >
          <h2 id="waitlist-title" className="text-2xl text-ivory-50">
            {t('waitlist.title')}
          </h2>
          <p className="text-ivory-50">{t('waitlist.position', { position: waitlist.position })}</p>
          <p className="text-ink-200">
            {t('waitlist.positionText', { minutes: data.waitlistOfferMinutes })}
          </p>
          {waitlistForm('leave', t('waitlist.leave'), false)}
        </section>
      ) : data.refusal ? (
        <section
          aria-labelledby="registration-unavailable"
          className="flex flex-col gap-2 rounded-card border border-ink-700 p-4"
          data-registration-refusal={data.refusal}
        >
          <h2 id="registration-unavailable" className="text-2xl text-ivory-50">
            {t(`registration.unavailable.${data.refusal}.title`)}
          </h2>
          <p className="text-ink-200">{t(`registration.unavailable.${data.refusal}.text`)}</p>
          {waitlist?.state === 'canJoin' ? (
            <>
              <p className="text-ink-200" data-waitlist="can-join">
                {t('waitlist.joinText', { minutes: data.waitlistOfferMinutes })}
              </p>
              {waitlistForm('join', t('waitlist.join'), true)}
            </>
          ) : null}
        </section>
      ) : (
        <form
          method="post"
          action={`/api/epc/payments/tournaments/${tournament.id}/registration`}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="locale" value={locale} />
          {waitlist?.state === 'offered' ? (
            <p className="text-sm text-ivory-50" data-waitlist="offered">
              {t('waitlist.offered', { until: formatInstant(waitlist.until, locale, 'clock') })}
            </p>
          ) : (
            <p className="text-sm text-ink-200">
              {t('registration.hold', { minutes: data.holdMinutes })}
            </p>
          )}
          <button type="submit" className={buttonClasses('primary', 'self-start')}>
            {t('registration.pay', { amount })}
          </button>
        </form>
      )}
      {waitlist?.state === 'offered' ? waitlistForm('leave', t('waitlist.decline'), false) : null}
      <a href={tournamentPath} className="text-sm text-gold-200 underline underline-offset-4">
        {t('registration.backToTournament')}
      </a>
    </Container>
  )
}
