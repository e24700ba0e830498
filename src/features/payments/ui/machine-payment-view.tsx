import { accountPath } from '@/features/identity'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { buttonClasses } from '@/ui/primitives/button-link'
import { Container } from '@/ui/primitives/container'

import type { PaymentErrorCode } from '../server/errors'
import type { MachineAccount } from '../server/machine-payments'
import type { MachinePageData } from '../server/pages'
import { formatEuros, formatShortWhen } from './format'
import { MachineAmountChoices } from './lazy-forms'
import { describeError, ErrorAlert, Facts, Notice, PageHeading, type T } from './page-parts'

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
