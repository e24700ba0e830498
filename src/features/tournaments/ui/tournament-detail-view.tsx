import { CalendarPlus } from 'lucide'
import { getTranslations } from 'next-intl/server'

import { CasinoAddress, formatDateTime, formatEuros, getAddressLabels } from '@/features/venues'
import { formatInstant, formatNumber } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import { buttonClasses } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'
import { StatusBadge, type StatusTone } from '@/ui/primitives/status-badge'

import {
  computeBlindSchedule,
  countSeatsLeft,
  deriveTournamentStatus,
  getRegistrationState,
  toTournament,
  type TournamentStatus,
  type TournamentView,
} from '../domain'
import { tournamentCalendarFilePath } from '../server/tournament-paths'
import { Icon } from '@/ui/primitives/icon'

const TONES: Record<TournamentStatus, StatusTone> = {
  scheduled: 'ok',
  full: 'warning',
  canceled: 'warning',
  postponed: 'warning',
  finished: 'muted',
}

/** A tournament page: key facts, registration state, blind structure table, calendar file. */
export async function TournamentDetailView({
  locale,
  tournament: view,
  now,
  registrationHref,
}: {
  locale: Locale
  tournament: TournamentView
  now: Date
  /** The online registration page of this tournament (owned by payments, given by the route). */
  registrationHref: string
}) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  // The seats left, the status and the registration state all count the online registrations.
  const tournament = toTournament(view)
  const status = deriveTournamentStatus(tournament, now)
  const registration = getRegistrationState(tournament, now)
  const schedule = tournament.structure
    ? computeBlindSchedule(tournament.startsAt, tournament.structure)
    : []
  const facts: Array<[string, string]> = [
    [t('tournament.start'), formatDateTime(tournament.startsAt, locale)],
    [t('tournament.variant'), t(`variants.${tournament.variant}`)],
    [
      t('tournament.buyIn'),
      [formatEuros(tournament.buyInCents, locale), view.buyInDetails].filter(Boolean).join(' · '),
    ],
    [t('tournament.startingChips'), formatNumber(tournament.startingChips, locale)],
    [
      t('tournament.lateRegistration'),
      tournament.lateRegistrationEndsAt
        ? formatDateTime(tournament.lateRegistrationEndsAt, locale)
        : '—',
    ],
    [
      t('tournament.seats'),
      t('tournament.seatsLeft', {
        left: countSeatsLeft(tournament),
        total: tournament.seats,
      }),
    ],
  ]
  return (
    <Container className="flex flex-col gap-10 py-10 lg:py-14">
      <header className="flex flex-col gap-3">
        <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">
          {view.casino.name}
        </p>
        <h1 className="text-4xl text-ivory-50 sm:text-5xl">{tournament.name}</h1>
        <p className="flex flex-wrap items-center gap-3">
          <StatusBadge tone={TONES[status]}>{t(`tournamentStatus.${status}`)}</StatusBadge>
          <span className="text-ink-200">
            {registration.kind === 'open'
              ? t('tournament.registrationOpen', {
                  date: formatDateTime(registration.closesAt, locale),
                })
              : t(`tournament.registrationClosed.${registration.reason}`)}
          </span>
        </p>
        {view.description ? <p className="text-ink-200">{view.description}</p> : null}
      </header>

      <div className="grid grid-cols-1 gap-10 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <div className="flex flex-col gap-10">
          <section aria-labelledby="facts-title">
            <h2 id="facts-title" className="text-2xl text-ivory-50">
              {t('tournament.details')}
            </h2>
            <dl className="mt-4 grid gap-x-6 gap-y-3 sm:grid-cols-2">
              {facts.map(([term, value]) => (
                <div key={term} className="rounded-lg border border-ink-800 p-3">
                  <dt className="text-xs tracking-widest text-ink-300 uppercase">{term}</dt>
                  <dd className="mt-1 text-ivory-100 first-letter:uppercase">{value}</dd>
                </div>
              ))}
            </dl>
            <div className="mt-4 flex flex-wrap gap-3">
              {status !== 'finished' && status !== 'canceled' ? (
                <a
                  href={tournamentCalendarFilePath(locale, view.id)}
                  download
                  className={buttonClasses('secondary')}
                >
                  <Icon icon={CalendarPlus} aria-hidden="true" className="size-4" />
                  {t('addToCalendar')}
                </a>
              ) : null}
            </div>
            {registration.kind === 'open' && view.kind === 'poker' && tournament.buyInCents > 0 ? (
              <div className="mt-4 flex flex-col gap-2">
                <a href={registrationHref} className={buttonClasses('primary', 'self-start')}>
                  {t('tournament.registerOnline')}
                </a>
                <p className="text-sm text-ink-300">{t('tournament.registerOnSite')}</p>
              </div>
            ) : registration.kind === 'closed' &&
              registration.reason === 'full' &&
              view.kind === 'poker' &&
              tournament.buyInCents > 0 ? (
              <div className="mt-4 flex flex-col gap-2">
                <a href={registrationHref} className={buttonClasses('secondary', 'self-start')}>
                  {t('tournament.joinWaitlist')}
                </a>
                <p className="text-sm text-ink-300">{t('tournament.waitlistText')}</p>
              </div>
            ) : null}
          </section>

          <section aria-labelledby="structure-title">
            <h2 id="structure-title" className="text-2xl text-ivory-50">
              {t('tournament.structure')}
            </h2>
            {schedule.length === 0 ? (
              <p className="mt-3 text-ink-200">{t('tournament.noStructure')}</p>
            ) : (
              <div
                className="mt-4 overflow-x-auto rounded-xl border border-ink-800"
                tabIndex={0}
                role="region"
                aria-labelledby="structure-title"
              >
                <table className="w-full min-w-[32rem] text-left text-sm">
                  <thead className="bg-ink-900 text-xs tracking-widest text-ink-300 uppercase">
                    <tr>
                      <th scope="col" className="px-3 py-2">
                        {t('tournament.level')}
                      </th>
                      <th scope="col" className="px-3 py-2">
                        {t('tournament.start')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('tournament.smallBlind')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('tournament.bigBlind')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('tournament.ante')}
                      </th>
                      <th scope="col" className="px-3 py-2 text-right">
                        {t('tournament.duration')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {schedule.map((item, index) => {
                      const duration = Math.round(
                        (item.endsAt.getTime() - item.startsAt.getTime()) / 60_000,
                      )
                      if (item.kind === 'break') {
                        return (
                          <tr
                            key={index}
                            className="border-t border-ink-800 bg-ink-900/60 text-gold-200"
                          >
                            <th scope="row" className="px-3 py-2 font-semibold">
                              {t('tournament.break')}
                            </th>
                            <td className="px-3 py-2">
                              {formatInstant(item.startsAt, locale, 'clock')}
                            </td>
                            <td colSpan={3} />
                            <td className="px-3 py-2 text-right">
                              {t('tournament.minutes', { count: String(duration) })}
                            </td>
                          </tr>
                        )
                      }
                      return (
                        <tr key={index} className="border-t border-ink-800 text-ivory-100">
                          <th scope="row" className="px-3 py-2 font-semibold">
                            {item.number}
                          </th>
                          <td className="px-3 py-2">
                            {formatInstant(item.startsAt, locale, 'clock')}
                          </td>
                          <td className="px-3 py-2 text-right tabular-nums">
                            {formatNumber(item.smallBlind, locale)}
                          </td>
                          <td className="px-3 py-2 text-right tabular-nums">
                            {formatNumber(item.bigBlind, locale)}
                          </td>
                          <td className="px-3 py-2 text-right tabular-nums">
                            {item.ante ? formatNumber(item.ante, locale) : '—'}
                          </td>
                          <td className="px-3 py-2 text-right">
                            {t('tournament.minutes', { count: String(duration) })}
                          </td>
                        </tr>
                      )
                    })}
                  </tbody>
                </table>
              </div>
            )}
          </section>
        </div>
        <aside>
          <CasinoAddress
            casino={view.casino}
            locale={locale}
            labels={await getAddressLabels(locale)}
          />
        </aside>
      </div>
    </Container>
  )
}
