import { type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { buttonClasses } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { StatusBadge } from '@/ui/primitives/status-badge'

import { formatInstant } from '@/platform/format'

import type { MachinePaymentEntry } from '../server/machine-payments'
import { registrationPath } from '../server/paths'
import type { MemberTournamentEntry } from '../server/tournament-registration'
import { formatEuros, formatShortWhen, formatWhen } from './format'
import { STATUS_TONES } from './page-parts'

export function MachineHistory({
  locale,
  entries,
  machines,
  filter,
  action,
}: {
  locale: Locale
  entries: MachinePaymentEntry[]
  machines: string[]
  filter: string | null
  action: string
}) {
  const t = getTranslator(locale, 'payments')
  return (
    <section aria-labelledby="machine-history-title" className="flex flex-col gap-4">
      <h3 id="machine-history-title" className="text-2xl text-ivory-50">
        {t('history.byMachine')}
      </h3>
      {machines.length > 0 ? (
        <form method="get" action={action} className="flex flex-wrap items-end gap-3">
          <div className="flex min-w-0 max-w-full flex-col gap-1.5">
            <label htmlFor="machine-filter" className="text-sm font-medium text-ivory-100">
              {t('history.machineFilter')}
            </label>
            <select
              id="machine-filter"
              name="machine"
              defaultValue={filter ?? ''}
              className="min-h-11 max-w-full rounded-lg border border-ink-600 bg-ink-900 px-3 text-ivory-50"
            >
              <option value="">{t('history.allMachines')}</option>
              {machines.map((machine) => (
                <option key={machine} value={machine}>
                  {machine}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClasses('secondary')}>
            {t('history.filter')}
          </button>
        </form>
      ) : null}
      {entries.length === 0 ? (
        <p className="text-ink-200">{t('history.empty')}</p>
      ) : (
        <div
          className="overflow-x-auto rounded-card border border-ink-700"
          tabIndex={0}
          role="region"
          aria-labelledby="machine-history-title"
        >
          <table className="w-full min-w-[40rem] text-left text-sm" data-testid="machine-history">
            <caption className="sr-only">{t('history.caption')}</caption>
            <thead className="bg-ink-900 text-ink-300">
              <tr>
                {(['date', 'casino', 'machine', 'amount', 'status', 'credit'] as const).map(
                  (key) => (
                    <th
                      key={key}
                      scope="col"
                      className={cn('px-4 py-3 font-medium', key === 'amount' && 'text-right')}
                    >
                      {t(`history.${key}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody>
              {entries.map((entry) => (
                <tr
                  key={entry.reference}
                  className="border-t border-ink-800"
                  data-reference={entry.reference}
                >
                  <td className="px-4 py-3 whitespace-nowrap">
                    {formatShortWhen(new Date(entry.createdAt), locale)}
                  </td>
                  <td className="px-4 py-3">{entry.casinoTrigram}</td>
                  <td className="px-4 py-3 font-mono text-xs">{entry.machineId}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {formatEuros(entry.amountCents, locale)}
                  </td>
                  <td className="px-4 py-3">{t(`status.${entry.status as 'paid'}`)}</td>
                  <td className="px-4 py-3">
                    {entry.creditStatus ? t(`creditStatus.${entry.creditStatus as 'sent'}`) : '—'}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}

export function TournamentsHistory({
  locale,
  entries,
  tournamentHref,
  findHref,
}: {
  locale: Locale
  entries: MemberTournamentEntry[]
  tournamentHref: (entry: MemberTournamentEntry) => string
  findHref: string | null
}) {
  const t = getTranslator(locale, 'payments')
  if (entries.length === 0) {
    return (
      <div className="flex flex-col gap-4">
        <p className="text-ink-200">{t('history.tournamentsEmpty')}</p>
        {findHref ? (
          <a href={findHref} className={buttonClasses('secondary', 'self-start')}>
            {t('history.findTournaments')}
          </a>
        ) : null}
      </div>
    )
  }
  return (
    <ul
      className="flex flex-col gap-4"
      aria-label={t('history.tournamentsCaption')}
      data-testid="my-tournaments"
    >
      {entries.map((entry) => (
        <li
          key={entry.reference}
          className="flex flex-col gap-2 rounded-card border border-ink-700 p-4"
          data-registration={entry.reference}
        >
          <div className="flex flex-wrap items-center justify-between gap-3">
            <a
              href={tournamentHref(entry)}
              className="text-lg text-ivory-50 underline-offset-4 hover:underline"
            >
              {entry.tournamentName}
            </a>
            <StatusBadge tone={STATUS_TONES[entry.status] ?? 'muted'}>
              {t(`registrationStatus.${entry.status}`)}
            </StatusBadge>
          </div>
          <p className="text-sm text-ink-200">
            {entry.casinoName} · {formatWhen(new Date(entry.startsAt), locale)} ·{' '}
            {formatEuros(entry.buyInCents, locale)}
          </p>
          <p className="text-xs text-ink-300">
            {t('history.reference')} {entry.reference}
            {entry.paymentReference ? ` · ${entry.paymentReference}` : ''}
            {entry.paymentStatus ? ` · ${t(`status.${entry.paymentStatus as 'paid'}`)}` : ''}
          </p>
          {entry.payableUntil ? (
            <a
              href={registrationPath(locale, entry.tournamentId)}
              className={buttonClasses('primary', 'self-start')}
            >
              {t('history.payHeld', {
                until: formatInstant(entry.payableUntil, locale, 'clock'),
              })}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
