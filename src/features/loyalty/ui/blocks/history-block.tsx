import { ChevronLeft, ChevronRight } from 'lucide'

import { accountPath } from '@/features/identity'
import type { LoyaltyHistoryBlock } from '@/payload-types'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'
import { buttonClasses } from '@/ui/primitives/button-link'
import { cn } from '@/ui/primitives/cn'
import { ScrollRegion, Select, TextField } from '@/ui/primitives/lazy-primitives'
import { Link } from '@/ui/primitives/link'

import { buildHistorySearch, hasHistoryFilters, type HistoryFilters } from '../../domain/history'
import { LEDGER_KINDS } from '../../domain/ledger'
import type { HistoryItem } from '../../domain/views'
import { readHistoryQuery } from '../../server/history-query'
import { readMemberHistory, todayInParis } from '../../server/member-screens'
import { formatInstant, formatPointsNumber } from '../format'
import { loadLoyaltyTranslator, type LoyaltyTranslator } from '../strings'
import type { LoyaltyBlockProps } from '../types'
import { PreMemberNotice } from './pre-member-notice'
import { Icon } from '@/ui/primitives/icon'

function Points({ value, t, locale }: { value: number; t: LoyaltyTranslator; locale: Locale }) {
  if (value === 0) return <span className="text-ink-300">0</span>
  const points = formatPointsNumber(Math.abs(value), locale)
  const gain = value > 0
  return (
    <span className={cn('font-semibold tabular-nums', gain ? 'text-emerald-400' : 'text-ruby-400')}>
      <span aria-hidden="true">{t(gain ? 'history.gain' : 'history.loss', { points })}</span>
      <span className="sr-only">
        {t(gain ? 'history.gainLabel' : 'history.lossLabel', { points })}
      </span>
    </span>
  )
}

function label(t: LoyaltyTranslator, group: 'kinds' | 'activities', value: string | null) {
  if (!value) return null
  const key = `${group}.${value}`
  return t.has(key) ? t(key) : value
}

function HistoryTable({
  items,
  t,
  locale,
}: {
  items: HistoryItem[]
  t: LoyaltyTranslator
  locale: Locale
}) {
  const none = <span className="text-ink-300">{t('history.noValue')}</span>
  return (
    // Six columns do not fit a phone: the table scrolls in its own region, not the page.
    <ScrollRegion
      label={t('history.caption')}
      hint={t('common.tableScrollHint')}
      className="rounded-card border border-ink-700"
    >
      <table className="w-full min-w-[44rem] text-left text-sm" data-testid="points-history">
        <caption className="sr-only">{t('history.caption')}</caption>
        <thead className="bg-ink-900 text-ink-300">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('history.date')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('history.movement')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('history.activity')}
            </th>
            <th scope="col" className="px-4 py-3 font-medium">
              {t('history.casino')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('history.rewardPoints')}
            </th>
            <th scope="col" className="px-4 py-3 text-right font-medium">
              {t('history.statusPoints')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} className="border-t border-ink-800 text-ivory-100">
              <td className="px-4 py-3 whitespace-nowrap">
                <time dateTime={item.occurredAt}>{formatInstant(item.occurredAt, locale)}</time>
              </td>
              <th scope="row" className="px-4 py-3 font-normal">
                <span className="block font-semibold">{label(t, 'kinds', item.kind)}</span>
                {item.reason ? <span className="block text-ink-200">{item.reason}</span> : null}
              </th>
              <td className="px-4 py-3">{label(t, 'activities', item.activity) ?? none}</td>
              <td className="px-4 py-3">{item.casinoName ?? none}</td>
              <td className="px-4 py-3 text-right">
                <Points value={item.rewardPoints} t={t} locale={locale} />
              </td>
              <td className="px-4 py-3 text-right">
                <Points value={item.statusPoints} t={t} locale={locale} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  )
}

function Filters({
  id,
  action,
  filters,
  today,
  t,
}: {
  id: string
  action: string
  filters: HistoryFilters
  today: string
  t: LoyaltyTranslator
}) {
  return (
    // A plain GET form: the filters live in the URL and work without JavaScript.
    <form method="get" action={action} aria-labelledby={`${id}-filters`}>
      <fieldset className="flex flex-col gap-4 rounded-card border border-ink-700 bg-ink-900 p-4 sm:p-5">
        <legend
          id={`${id}-filters`}
          className="px-1 font-sans text-base font-semibold text-ivory-50"
        >
          {t('history.filtersLegend')}
        </legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <Select
            id={`${id}-kind`}
            name="kind"
            label={t('history.kind')}
            defaultValue={filters.kind ?? ''}
            options={[
              { value: '', label: t('history.allKinds') },
              ...LEDGER_KINDS.map((kind) => ({ value: kind, label: t(`kinds.${kind}`) })),
            ]}
          />
          <TextField
            id={`${id}-from`}
            name="from"
            type="date"
            label={t('history.from')}
            defaultValue={filters.from ?? ''}
            max={today}
          />
          <TextField
            id={`${id}-to`}
            name="to"
            type="date"
            label={t('history.to')}
            defaultValue={filters.to ?? ''}
            max={today}
          />
        </div>
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={buttonClasses('primary')}>
            {t('history.apply')}
          </button>
          {hasHistoryFilters(filters) ? (
            <Link href={action} className={buttonClasses('ghost')}>
              {t('history.reset')}
            </Link>
          ) : null}
        </div>
      </fieldset>
    </form>
  )
}

function Pagination({
  path,
  filters,
  page,
  pageCount,
  t,
}: {
  path: string
  filters: HistoryFilters
  page: number
  pageCount: number
  t: LoyaltyTranslator
}) {
  if (pageCount <= 1) return null
  const href = (target: number) => `${path}${buildHistorySearch(filters, target)}`
  const linkClasses = cn(buttonClasses('secondary'), 'px-4')
  return (
    <nav aria-label={t('history.paginationLabel')} className="flex flex-wrap items-center gap-4">
      {page > 1 ? (
        <Link href={href(page - 1)} className={linkClasses} rel="prev">
          <Icon icon={ChevronLeft} aria-hidden="true" className="size-4" />
          {t('history.previous')}
        </Link>
      ) : null}
      <p className="text-sm text-ink-200">
        {t('history.pageStatus', { page: String(page), count: String(pageCount) })}
      </p>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={linkClasses} rel="next">
          {t('history.next')}
          <Icon icon={ChevronRight} aria-hidden="true" className="size-4" />
        </Link>
      ) : null}
    </nav>
  )
}

/**
 * The member's own points history: every ledger entry (reason, kind, activity, casino, date,
 * reward and status points), newest first, 20 a page, filtered by kind and days through the URL.
 * The member is the session's; nothing in the URL can name another.
 */
export async function LoyaltyHistoryBlockView({
  block,
  context,
}: LoyaltyBlockProps<LoyaltyHistoryBlock>) {
  const { locale, member, query } = context
  if (!member) return null
  const t = await loadLoyaltyTranslator(locale)
  const id = blockId('loyalty-history', block)
  const heading = block.heading || t('history.title')
  if (member.customFields.state !== 'Active') {
    return (
      <BlockFrame id={id} heading={heading} intro={block.intro}>
        <PreMemberNotice title={t('preMember.title')} text={t('preMember.text')} />
      </BlockFrame>
    )
  }
  const filters = readHistoryQuery(query)
  const history = await readMemberHistory(await getPayloadClient(), member.id, filters, locale)
  const path = localizePath(accountPath('pointsHistory', locale), locale)
  const filtered = hasHistoryFilters(filters)
  return (
    <BlockFrame id={id} heading={heading} intro={block.intro}>
      <Filters id={id} action={path} filters={filters} today={todayInParis()} t={t} />
      <p className="text-ink-200" data-testid="points-history-count">
        {t('history.count', { count: history.total })}
      </p>
      {history.items.length > 0 ? (
        <HistoryTable items={history.items} t={t} locale={locale} />
      ) : (
        <p className="rounded-card border border-ink-700 p-5 text-ivory-100">
          {t(filtered ? 'history.emptyFiltered' : 'history.empty')}
        </p>
      )}
      <Pagination
        path={path}
        filters={filters}
        page={history.page}
        pageCount={history.pageCount}
        t={t}
      />
    </BlockFrame>
  )
}
