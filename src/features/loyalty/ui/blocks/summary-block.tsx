import { Gift, Star } from 'lucide'

import { accountPath } from '@/features/identity'
import type { LoyaltySummaryBlock } from '@/payload-types'
import { localizePath } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'
import { Container } from '@/ui/primitives/container'
import { Link } from '@/ui/primitives/link'

import { readLoyaltyDashboard } from '../../server/member-screens'
import { formatEuroCents, formatPointsNumber } from '../format'
import { loadLoyaltyTranslator } from '../strings'
import type { LoyaltyBlockProps } from '../types'
import { ExpiryForecastText } from './expiry-forecast'
import { Icon } from '@/ui/primitives/icon'

const linkClasses =
  'inline-flex min-h-11 items-center gap-2 font-medium text-gold-300 underline decoration-gold-400/50 underline-offset-4 hover:text-gold-200'

/**
 * The member's standing in the programme at a glance, where a member looks for it (the hub, the
 * Carré VIP pages): the status, the reward points and what they are worth, the points that expire
 * soon, and the way to the dashboard and the rewards. Read like the dashboard, from the loyalty
 * area's own rules. Nothing for a visitor or a pre-member (no card, no status yet: the hub's
 * account block says where to collect it).
 */
export async function LoyaltySummaryBlockView({
  block,
  context,
}: LoyaltyBlockProps<LoyaltySummaryBlock>) {
  const { locale, member } = context
  if (!member) return null
  const [t, dashboard] = await Promise.all([
    loadLoyaltyTranslator(locale),
    readLoyaltyDashboard(await getPayloadClient(), member.id),
  ])
  const status = dashboard?.loyalty.status
  if (!dashboard || !status) return null
  const { loyalty, expiry } = dashboard
  const id = `loyalty-summary-${block.id ?? 'block'}`
  return (
    <section aria-labelledby={`${id}-title`} className="py-10 lg:py-14">
      <Container>
        <div className="mx-auto flex max-w-3xl flex-col gap-5 rounded-card border border-ink-700 bg-ink-900 p-5 shadow-card sm:p-8">
          <h2 id={`${id}-title`} className="text-2xl text-ivory-50 sm:text-3xl">
            {block.heading || t('summary.title')}
          </h2>
          {block.intro ? <p className="whitespace-pre-line text-ink-200">{block.intro}</p> : null}
          <dl className="grid gap-5 sm:grid-cols-2">
            <div>
              <dt className="text-sm text-ink-300">{t('summary.statusLabel')}</dt>
              <dd
                className="font-display text-3xl text-gold-300"
                data-testid="loyalty-summary-status"
              >
                {t('dashboard.currentStatus', { status: t(`statuses.${status}`) })}
              </dd>
            </div>
            <div>
              <dt className="text-sm text-ink-300">{t('summary.rewardPoints')}</dt>
              <dd className="font-display text-3xl text-ivory-50">
                {formatPointsNumber(loyalty.points ?? 0, locale)}
              </dd>
              {loyalty.euroValue ? (
                <dd className="text-sm text-ink-200">
                  {t('dashboard.rewardPointsValue', {
                    amount: formatEuroCents(loyalty.euroValue.cents, locale),
                  })}
                </dd>
              ) : null}
            </div>
          </dl>
          <ExpiryForecastText expiry={expiry} t={t} locale={locale} />
          <nav aria-label={t('summary.linksLabel')}>
            <ul className="flex flex-col gap-1 sm:flex-row sm:gap-6">
              <li>
                <Link
                  href={localizePath(accountPath('loyalty', locale), locale)}
                  className={linkClasses}
                >
                  <Icon icon={Star} aria-hidden="true" className="size-4" />
                  {t('summary.dashboardLink')}
                </Link>
              </li>
              <li>
                <Link
                  href={localizePath(accountPath('rewards', locale), locale)}
                  className={linkClasses}
                >
                  <Icon icon={Gift} aria-hidden="true" className="size-4" />
                  {t('summary.rewardsLink')}
                </Link>
              </li>
            </ul>
          </nav>
        </div>
      </Container>
    </section>
  )
}
