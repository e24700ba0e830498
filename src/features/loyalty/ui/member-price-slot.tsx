import { getTranslations } from 'next-intl/server'

import type { Locale } from '@/platform/i18n/locales'

import { MemberPrice } from './member-price'
import type { MemberPriceStrings, PriceBand } from './member-price-model'

async function loadStrings(locale: Locale): Promise<MemberPriceStrings> {
  const t = await getTranslations({ locale, namespace: 'loyalty.memberPrice' })
  // Raw templates: the status and the price are filled in the browser.
  const raw = (key: keyof MemberPriceStrings & string) => t.raw(key) as string
  return {
    exact: raw('exact'),
    from: raw('from'),
    range: raw('range'),
    upTo: raw('upTo'),
    restaurant: raw('restaurant'),
  }
}

/** The show page's member price (its memberPriceSlot): nothing in the cached HTML. */
export async function ShowMemberPrice({
  locale,
  band,
  className,
}: {
  locale: Locale
  band: PriceBand
  className?: string
}) {
  return (
    <MemberPrice
      locale={locale}
      scope="show"
      band={band}
      strings={await loadStrings(locale)}
      className={className}
    />
  )
}

/** The restaurant page's member discount ('−10 % with your Black status'). */
export async function RestaurantMemberDiscount({ locale }: { locale: Locale }) {
  return <MemberPrice locale={locale} scope="barRestaurant" strings={await loadStrings(locale)} />
}
