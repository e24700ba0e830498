import { CalendarHeart, CreditCard, History } from 'lucide'

import { accountPath, LuckyDaysForm, type LuckyDaysFormStrings } from '@/features/identity'
import type { LoyaltyDashboardBlock } from '@/payload-types'
import { localeTags, localizePath, type Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'
import { listMonthOptions } from '@/platform/domain/day-month'
import { Link } from '@/ui/primitives/link'
import { ScrollRegion } from '@/ui/primitives/lazy-primitives'

import type { LoyaltyDto } from '../../domain/views'
import { readLoyaltyDashboard, type LoyaltyDashboard } from '../../server/member-screens'
import { describeStatusOutlook } from '../dashboard-model'
import { formatDay, formatEuroCents, formatMonthDay, formatPointsNumber } from '../format'
import { loadLoyaltyTranslator, type LoyaltyTranslator } from '../strings'
import type { LoyaltyBlockProps } from '../types'
import { ExpiryForecastText } from './expiry-forecast'
import { PreMemberNotice } from './pre-member-notice'
import { ProgressBar } from '@/ui/primitives/progress-bar'
import { Icon } from '@/ui/primitives/icon'

// min-w-0: a grid item may be narrower than its content (a table scrolls inside it instead).
const panel = 'flex min-w-0 flex-col gap-4 rounded-card border border-ink-700 bg-ink-900 p-5 sm:p-6'
const panelHeading = 'font-sans text-xl font-semibold text-ivory-50'
const linkClasses =
  'inline-flex min-h-11 items-center gap-2 font-medium text-gold-300 underline decoration-gold-400/50 underline-offset-4 hover:text-gold-200'

type Section = { id: string; t: LoyaltyTranslator; locale: Locale }

function StatusPanel({ id, t, locale, loyalty }: Section & { loyalty: LoyaltyDto }) {
  const status = loyalty.status!
  const outlook = describeStatusOutlook(loyalty)
  const points = (value: number) => formatPointsNumber(value, locale)
  return (
    <section aria-labelledby={`${id}-status`} className={panel}>
      <h3 id={`${id}-status`} className={panelHeading}>
        {t('dashboard.statusHeading')}
      </h3>
      <div>
        <p className="font-display text-4xl text-gold-300" data-testid="loyalty-status">
          {t('dashboard.currentStatus', { status: t(`statuses.${status}`) })}
        </p>
        {loyalty.exclusivityUntil ? (
          <p className="mt-1 text-ink-200">
            {t('dashboard.exclusivityUntil', { date: formatDay(loyalty.exclusivityUntil, locale) })}
          </p>
        ) : null}
      </div>
      {outlook.next ? (
        <ProgressBar
          id={`${id}-next`}
          label={t('dashboard.progressLabel', { status: t(`statuses.${outlook.next.status}`) })}
          valueText={t('dashboard.progressValue', {
            points: points(outlook.next.points),
            target: points(outlook.next.target),
          })}
          value={outlook.next.points}
          max={outlook.next.target}
          percent={outlook.next.percent}
        >
          <p className="text-sm text-ink-300">
            {t('dashboard.progressRemaining', {
              points: points(outlook.next.remaining),
              status: t(`statuses.${outlook.next.status}`),
            })}
          </p>
        </ProgressBar>
      ) : (
        <p className="text-ink-200">{t('dashboard.topStatus')}</p>
      )}
      {outlook.keep && loyalty.exclusivityUntil && loyalty.period ? (
        <ProgressBar
          id={`${id}-keep`}
          label={t('dashboard.keepLabel', { status: t(`statuses.${outlook.keep.status}`) })}
          valueText={t('dashboard.progressValue', {
            points: points(outlook.keep.points),
            target: points(outlook.keep.target),
          })}
          value={outlook.keep.points}
          max={outlook.keep.target}
          percent={outlook.keep.percent}
        >
          <p className="text-sm text-ink-300">
            {t('dashboard.keepText', {
              status: t(`statuses.${outlook.keep.status}`),
              date: formatDay(loyalty.exclusivityUntil, locale),
              nextYear: String(loyalty.period + 1),
              points: points(outlook.keep.remaining),
            })}
          </p>
        </ProgressBar>
      ) : null}
    </section>
  )
}

function PointsPanel({ id, t, locale, dashboard }: Section & { dashboard: LoyaltyDashboard }) {
  const { loyalty, expiry } = dashboard
  const rewardPoints = loyalty.points ?? 0
  return (
    <section aria-labelledby={`${id}-points`} className={panel}>
      <h3 id={`${id}-points`} className={panelHeading}>
        {t('dashboard.pointsHeading')}
      </h3>
      <dl className="grid gap-5 sm:grid-cols-2">
        <div>
          <dt className="text-sm text-ink-300">{t('dashboard.rewardPoints')}</dt>
          <dd className="font-display text-3xl text-ivory-50" data-testid="loyalty-reward-points">
            {formatPointsNumber(rewardPoints, locale)}
          </dd>
          {loyalty.euroValue ? (
            <dd className="text-sm text-ink-200">
              {t('dashboard.rewardPointsValue', {
                amount: formatEuroCents(loyalty.euroValue.cents, locale),
              })}
            </dd>
          ) : null}
        </div>
        <div>
          <dt className="text-sm text-ink-300">
            {t('dashboard.statusPoints', { year: String(loyalty.period ?? '') })}
          </dt>
          <dd className="font-display text-3xl text-ivory-50" data-testid="loyalty-status-points">
            {formatPointsNumber(loyalty.statusPoints ?? 0, locale)}
          </dd>
          <dd className="text-sm text-ink-200">{t('dashboard.statusPointsHint')}</dd>
        </div>
      </dl>
      <ExpiryForecastText expiry={expiry} t={t} locale={locale} withRule />
    </section>
  )
}

function BenefitsPanel({ id, t, locale, dashboard }: Section & { dashboard: LoyaltyDashboard }) {
  const { loyalty, levels } = dashboard
  const status = loyalty.status!
  const benefits = loyalty.benefits!
  const percent = (value: number) =>
    value > 0 ? t('dashboard.percent', { percent: String(value) }) : t('dashboard.noDiscount')
  return (
    <section aria-labelledby={`${id}-benefits`} className={panel}>
      <h3 id={`${id}-benefits`} className={panelHeading}>
        {t('dashboard.benefitsHeading', { status: t(`statuses.${status}`) })}
      </h3>
      <ul className="flex flex-col gap-1 text-ivory-100" data-testid="loyalty-benefits">
        {benefits.showDiscountPercent > 0 ? (
          <li>{t('dashboard.showDiscount', { percent: String(benefits.showDiscountPercent) })}</li>
        ) : null}
        <li>
          {benefits.barRestaurantDiscountPercent > 0
            ? t('dashboard.barRestaurantDiscount', {
                percent: String(benefits.barRestaurantDiscountPercent),
              })
            : t('dashboard.noBarRestaurantDiscount')}
        </li>
      </ul>
      <ScrollRegion label={t('dashboard.levelsCaption')} hint={t('common.tableScrollHint')}>
        <table className="w-full text-left text-sm">
          <caption className="mb-2 text-left text-ink-300">{t('dashboard.levelsCaption')}</caption>
          <thead>
            <tr className="border-b border-ink-700 text-ink-300">
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('dashboard.levelStatus')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('dashboard.levelThreshold')}
              </th>
              <th scope="col" className="py-2 pr-3 font-medium">
                {t('dashboard.levelShows')}
              </th>
              <th scope="col" className="py-2 font-medium">
                {t('dashboard.levelBars')}
              </th>
            </tr>
          </thead>
          <tbody>
            {levels.map((level) => {
              const current = level.status === status
              return (
                <tr
                  key={level.status}
                  className={current ? 'bg-gold-400/10 text-ivory-50' : 'text-ink-200'}
                  aria-current={current ? 'true' : undefined}
                >
                  <th scope="row" className="py-2 pr-3 font-semibold">
                    {t(`statuses.${level.status}`)}
                    {current ? (
                      <span className="ml-2 text-xs font-normal text-gold-200">
                        ({t('dashboard.levelCurrent')})
                      </span>
                    ) : null}
                  </th>
                  <td className="py-2 pr-3">
                    {level.threshold === 0
                      ? t('dashboard.levelStart')
                      : t('dashboard.levelFrom', {
                          points: formatPointsNumber(level.threshold, locale),
                        })}
                  </td>
                  <td className="py-2 pr-3">{percent(level.showDiscountPercent)}</td>
                  <td className="py-2">{percent(level.barRestaurantDiscountPercent)}</td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  )
}

function luckyDaysStrings(t: LoyaltyTranslator, choosing: boolean): LuckyDaysFormStrings {
  return {
    legend: t(choosing ? 'luckyDays.chooseLegend' : 'luckyDays.legend'),
    first: t('luckyDays.first'),
    second: t('luckyDays.second'),
    day: t('luckyDays.day'),
    month: t('luckyDays.month'),
    chooseOption: t('luckyDays.chooseOption'),
    save: t('luckyDays.save'),
    saving: t('luckyDays.saving'),
    saved: t('luckyDays.saved'),
    incomplete: t('luckyDays.incomplete'),
    distinct: t('luckyDays.distinct'),
    note: t('luckyDays.requiredNote'),
    errorSummaryTitle: t('common.errorSummaryTitle'),
    network: t('common.network'),
    technical: t('common.technical'),
    summaryItem: t.raw('common.summaryItem') as string,
  }
}

function LuckyDaysPanel({ id, t, locale, loyalty }: Section & { loyalty: LoyaltyDto }) {
  const days = loyalty.luckyDays
  return (
    <section aria-labelledby={`${id}-lucky`} className={panel}>
      <h3 id={`${id}-lucky`} className={`${panelHeading} flex items-center gap-2`}>
        <Icon icon={CalendarHeart} aria-hidden="true" className="size-5 text-gold-300" />
        {t('luckyDays.heading')}
      </h3>
      <p className="text-ink-200">{t('luckyDays.intro')}</p>
      <p className="font-semibold text-ivory-100" data-testid="lucky-days">
        {days
          ? t('luckyDays.current', {
              first: formatMonthDay(days[0], locale),
              second: formatMonthDay(days[1], locale),
            })
          : t('luckyDays.none')}
      </p>
      <p className="text-sm text-ink-300">{t('luckyDays.rule')}</p>
      <LuckyDaysForm
        locale={locale}
        current={days}
        strings={luckyDaysStrings(t, days === null)}
        monthOptions={listMonthOptions(localeTags[locale])}
        locked={
          loyalty.luckyDaysLockedUntilYear
            ? t('luckyDays.locked', { year: String(loyalty.luckyDaysLockedUntilYear) })
            : undefined
        }
      />
    </section>
  )
}

/**
 * The member's loyalty dashboard: status and the way to the next one (or what keeps it), reward
 * points and their value, status points of the year, the expiry forecast, the status benefits and
 * the lucky dates with their form. A pre-member is told to collect the card at a casino. Rendered
 * per visit on member pages; nothing without a member.
 */
export async function LoyaltyDashboardBlockView({
  block,
  context,
}: LoyaltyBlockProps<LoyaltyDashboardBlock>) {
  const { locale, member } = context
  if (!member) return null
  const [t, dashboard] = await Promise.all([
    loadLoyaltyTranslator(locale),
    readLoyaltyDashboard(await getPayloadClient(), member.id),
  ])
  if (!dashboard) return null
  const id = blockId('loyalty-dashboard', block)
  const section: Section = { id, t, locale }
  const active = dashboard.loyalty.status !== null
  return (
    <BlockFrame id={id} heading={block.heading || t('dashboard.title')} intro={block.intro}>
      {active ? (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <StatusPanel {...section} loyalty={dashboard.loyalty} />
          <PointsPanel {...section} dashboard={dashboard} />
          <BenefitsPanel {...section} dashboard={dashboard} />
          <LuckyDaysPanel {...section} loyalty={dashboard.loyalty} />
        </div>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <PreMemberNotice title={t('preMember.title')} text={t('preMember.text')} />
          <LuckyDaysPanel {...section} loyalty={dashboard.loyalty} />
        </div>
      )}
      {active ? (
        <nav aria-label={t('dashboard.linksLabel')}>
          <ul className="flex flex-col gap-1 sm:flex-row sm:gap-6">
            <li>
              <Link
                href={localizePath(accountPath('pointsHistory', locale), locale)}
                className={linkClasses}
              >
                <Icon icon={History} aria-hidden="true" className="size-4" />
                {t('dashboard.historyLink')}
              </Link>
            </li>
            <li>
              <Link
                href={localizePath(accountPath('card', locale), locale)}
                className={linkClasses}
              >
                <Icon icon={CreditCard} aria-hidden="true" className="size-4" />
                {t('dashboard.cardLink')}
              </Link>
            </li>
          </ul>
        </nav>
      ) : null}
    </BlockFrame>
  )
}
