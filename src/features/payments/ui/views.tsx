import { accountPath } from '@/features/identity'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { buttonClasses } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { Container } from '@/ui/primitives/container'
import { StatusBadge, type StatusTone } from '@/ui/primitives/status-badge'

import type { PaymentErrorCode } from '../server/errors'
import type { MachineAccount, MachinePaymentEntry } from '../server/machine-payments'
import type { MachinePageData, RegistrationPageData, ResultPageData } from '../server/pages'
import { machinePaymentPath, registrationPath } from '../server/paths'
import type { MemberTournamentEntry } from '../server/tournament-registration'
import { formatClock, formatEuros, formatShortWhen, formatWhen } from './format'
import { MachineAmountChoices } from './machine-amount-choices'

/**
 * The payments pages and account sections. Plain HTML forms posting to the payments API: they
 * work without JavaScript, and every answer is a page (the provider's, or this one again with
 * the error's message).
 */

type T = ReturnType<typeof getTranslator<'payments'>>

const STATUS_TONES: Record<string, StatusTone> = {
  paid: 'ok',
  confirmed: 'ok',
  sent: 'ok',
  pending: 'warning',
  created: 'warning',
  held: 'warning',
  sending: 'warning',
  failed: 'muted',
  canceled: 'muted',
  released: 'muted',
  refunded: 'highlight',
}

function ErrorAlert({ message }: { message: string }) {
  return (
    <p
      role="alert"
      className="rounded-card border border-ruby-400/60 bg-ruby-700/20 p-4 text-sm text-ivory-50"
    >
      {message}
    </p>
  )
}

function Notice({ children }: { children: React.ReactNode }) {
  return (
    <p
      role="status"
      className="rounded-card border border-emerald-400/60 bg-emerald-700/20 p-4 text-sm text-ivory-50"
    >
      {children}
    </p>
  )
}

export function describeError(
  t: T,
  code: PaymentErrorCode,
  locale: Locale,
  params: Record<string, string | number> = {},
) {
  const money = (value: string | number | undefined) =>
    typeof value === 'number' ? formatEuros(value, locale) : (value ?? '…')
  return t(`errors.${code}`, {
    trigram: String(params.trigram ?? '…'),
    min: money(params.min),
    max: money(params.max),
    step: money(params.step),
    remaining: money(params.remaining),
  })
}

function Facts({ rows }: { rows: [string, React.ReactNode][] }) {
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-card border border-ink-700 p-4 text-sm">
      {rows.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="text-ink-300">{term}</dt>
          <dd className="text-ivory-100">{value}</dd>
        </div>
      ))}
    </dl>
  )
}

function PageHeading({ title, lead }: { title: string; lead?: string }) {
  return (
    <header className="flex flex-col gap-3">
      <h1 className="text-3xl text-ivory-50 sm:text-4xl">{title}</h1>
      {lead ? <p className="text-ink-200">{lead}</p> : null}
    </header>
  )
}

export function RegistrationView({
  locale,
  data,
  error,
  tournamentPath,
}: {
  locale: Locale
  data: RegistrationPageData
  error: PaymentErrorCode | null
  tournamentPath: string
}) {
  const t = getTranslator(locale, 'payments')
  const { tournament } = data
  const amount = tournament.buyInCents ? formatEuros(tournament.buyInCents, locale) : '—'
  const myTournaments = localizePath(accountPath('tournaments', locale), locale)
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-12">
      <PageHeading title={t('registration.title')} lead={tournament.name} />
      {error ? <ErrorAlert message={describeError(t, error, locale)} /> : null}
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
        </section>
      ) : (
        <form
          method="post"
          action={`/api/epc/payments/tournaments/${tournament.id}/registration`}
          className="flex flex-col gap-4"
        >
          <input type="hidden" name="locale" value={locale} />
          <p className="text-sm text-ink-200">
            {t('registration.hold', { minutes: data.holdMinutes })}
          </p>
          <button type="submit" className={buttonClasses('primary', 'self-start')}>
            {t('registration.pay', { amount })}
          </button>
        </form>
      )}
      <a href={tournamentPath} className="text-sm text-gold-200 underline underline-offset-4">
        {t('registration.backToTournament')}
      </a>
    </Container>
  )
}

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

export function MachinePaymentView({
  locale,
  data,
  error,
  typedAmount,
  query,
}: {
  locale: Locale
  data: MachinePageData
  error: PaymentErrorCode | null
  typedAmount: string | null
  query: { casino?: string; machine?: string }
}) {
  const t = getTranslator(locale, 'payments')
  const history = localizePath(accountPath('machinePayments', locale), locale)
  if (data.kind === 'error') {
    return (
      <Container className="flex max-w-2xl flex-col gap-6 py-12">
        <PageHeading title={t('machine.title')} />
        <ErrorAlert message={describeError(t, data.code, locale, data.params)} />
        <p className="text-ink-200">{t('machine.scanAgain')}</p>
        <a href={history} className="text-sm text-gold-200 underline underline-offset-4">
          {t('machine.history')}
        </a>
      </Container>
    )
  }
  const { account, rules } = data
  const errorParams = {
    min: rules.minCents,
    max: rules.maxCents,
    step: rules.stepCents,
    remaining: 0,
  }
  if (error === 'dailyCapReached') errorParams.remaining = account.remaining.dailyCents ?? 0
  if (error === 'weeklyCapReached') errorParams.remaining = account.remaining.weeklyCents ?? 0
  return (
    <Container className="flex max-w-2xl flex-col gap-6 py-12">
      <PageHeading title={t('machine.title')} lead={t('machine.lead')} />
      {error ? <ErrorAlert message={describeError(t, error, locale, errorParams)} /> : null}
      <Facts
        rows={[
          [t('machine.casino'), `${data.target.casinoName} (${data.target.trigram})`],
          [t('machine.machine'), <code key="machine">{data.target.machineId}</code>],
        ]}
      />
      <form method="post" action="/api/epc/payments/machine" className="flex flex-col gap-5">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="casino" value={query.casino ?? ''} />
        <input type="hidden" name="machine" value={query.machine ?? ''} />
        <MachineAmountChoices
          presets={data.suggested.map((cents) => ({
            value: String(cents / 100),
            label: formatEuros(cents, locale),
          }))}
          typed={typedAmount}
          strings={{
            legend: t('machine.amountLegend'),
            otherChoice: t('machine.otherChoice'),
            otherField: t('machine.other'),
            otherHint: t('machine.otherHint', {
              min: formatEuros(rules.minCents, locale),
              max: formatEuros(rules.maxCents, locale),
              step: formatEuros(rules.stepCents, locale),
            }),
          }}
        />
        <CapsRemaining t={t} locale={locale} account={account} capsHref={`${history}#caps`} />
        <button type="submit" className={buttonClasses('primary', 'self-start')}>
          {t('machine.pay')}
        </button>
      </form>
      <p className="text-xs text-ink-300">{t('machine.responsible')}</p>
      <a href={history} className="text-sm text-gold-200 underline underline-offset-4">
        {t('machine.history')}
      </a>
    </Container>
  )
}

/** What the caps leave, and a link to the caps form (on the member's machine payments page). */
function CapsRemaining({
  t,
  locale,
  account,
  capsHref,
}: {
  t: T
  locale: Locale
  account: MachineAccount
  capsHref: string
}) {
  const { remaining } = account
  const noCaps = remaining.dailyCents === null && remaining.weeklyCents === null
  return (
    <div className="flex flex-col gap-1 text-sm">
      {noCaps ? (
        <p className="text-ink-300">{t('machine.noCaps')}</p>
      ) : (
        <ul className="text-ink-200" data-testid="caps-remaining">
          {remaining.dailyCents !== null ? (
            <li>
              {t('machine.remainingDay', { amount: formatEuros(remaining.dailyCents, locale) })}
            </li>
          ) : null}
          {remaining.weeklyCents !== null ? (
            <li>
              {t('machine.remainingWeek', { amount: formatEuros(remaining.weeklyCents, locale) })}
            </li>
          ) : null}
        </ul>
      )}
      <a href={capsHref} className="self-start text-gold-200 underline underline-offset-4">
        {t(noCaps ? 'machine.setCaps' : 'machine.changeCaps')}
      </a>
    </div>
  )
}

type CapsData = {
  account: {
    caps: {
      dailyCents: number | null
      weeklyCents: number | null
      pending: { dailyCents: number | null; weeklyCents: number | null; from: Date } | null
    }
  }
}

export function CapsSection({
  locale,
  data,
  returnTo,
  flash,
  error,
}: {
  locale: Locale
  data: CapsData
  returnTo: string
  flash: 'saved' | 'pending' | null
  error: PaymentErrorCode | null
}) {
  const t = getTranslator(locale, 'payments')
  const { caps } = data.account
  const money = (cents: number | null) =>
    cents === null ? t('caps.none') : formatEuros(cents, locale)
  // The form shows the caps the member will have: a waiting raise is part of the wish.
  const shown = caps.pending ?? caps
  const euros = (cents: number | null) => (cents === null ? '' : String(cents / 100))
  return (
    <section id="caps" aria-labelledby="caps-title" className="flex flex-col gap-4">
      <h3 id="caps-title" className="text-2xl text-ivory-50">
        {t('caps.title')}
      </h3>
      <p className="text-sm text-ink-200">{t('caps.lead')}</p>
      {flash === 'saved' ? <Notice>{t('caps.saved')}</Notice> : null}
      {flash === 'pending' && caps.pending ? (
        <Notice>
          {t('caps.pendingSaved', { date: formatShortWhen(caps.pending.from, locale) })}
        </Notice>
      ) : null}
      {error ? <ErrorAlert message={describeError(t, error, locale)} /> : null}
      <p className="text-sm text-ivory-100" data-testid="caps-current">
        {t('caps.current', { daily: money(caps.dailyCents), weekly: money(caps.weeklyCents) })}
      </p>
      {caps.pending ? (
        <p className="text-sm text-gold-200" data-testid="caps-pending">
          {t('caps.pending', {
            daily: money(caps.pending.dailyCents),
            weekly: money(caps.pending.weeklyCents),
            date: formatShortWhen(caps.pending.from, locale),
          })}
        </p>
      ) : null}
      <form method="post" action="/api/epc/payments/caps" className="flex flex-col gap-4">
        <input type="hidden" name="locale" value={locale} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <div className="flex flex-wrap gap-4">
          {(['daily', 'weekly'] as const).map((period) => (
            <div key={period} className="flex flex-col gap-1.5">
              <label htmlFor={`cap-${period}`} className="text-sm font-medium text-ivory-100">
                {t(`caps.${period}`)}
              </label>
              <input
                id={`cap-${period}`}
                name={period}
                inputMode="numeric"
                defaultValue={euros(period === 'daily' ? shown.dailyCents : shown.weeklyCents)}
                aria-describedby="caps-hint"
                className="min-h-11 w-40 rounded-lg border border-ink-600 bg-ink-900 px-3 text-ivory-50 focus-visible:outline-2 focus-visible:outline-gold-300"
              />
            </div>
          ))}
        </div>
        <p id="caps-hint" className="text-xs text-ink-300">
          {t('caps.emptyHint')}
        </p>
        <button type="submit" className={buttonClasses('secondary', 'self-start')}>
          {t('caps.save')}
        </button>
      </form>
    </section>
  )
}

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
        </li>
      ))}
    </ul>
  )
}
