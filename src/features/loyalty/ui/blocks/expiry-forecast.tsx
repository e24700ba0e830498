import type { Locale } from '@/platform/i18n/locales'

import type { ExpiryForecast } from '../../server/member-screens'
import { formatDay } from '../format'
import type { LoyaltyTranslator } from '../strings'

/**
 * When reward points expire, said as the member reads it: how many expire first and on which
 * day, and how many in all within the forecast's 90 days when that is more. Nothing when points
 * do not expire.
 */
export function ExpiryForecastText({
  expiry,
  t,
  locale,
  withRule = false,
}: {
  expiry: ExpiryForecast
  t: LoyaltyTranslator
  locale: Locale
  withRule?: boolean
}) {
  if (!expiry.enabled) return null
  return (
    <div
      className="rounded-xl border border-ink-700 p-4 text-sm text-ink-200"
      data-testid="loyalty-expiry"
    >
      <p className="font-semibold text-ivory-100">
        {expiry.next
          ? t('dashboard.expiringNext', {
              count: expiry.next.points,
              date: formatDay(expiry.next.on, locale),
            })
          : t('dashboard.noneExpiring')}
      </p>
      {expiry.next && expiry.expiringSoon > expiry.next.points ? (
        <p className="mt-1">{t('dashboard.expiringWindow', { count: expiry.expiringSoon })}</p>
      ) : null}
      {withRule ? (
        <p className="mt-1">{t('dashboard.expiryRule', { months: String(expiry.months) })}</p>
      ) : null}
    </div>
  )
}
