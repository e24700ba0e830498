import type { RestaurantBookingBlock } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'

import { TableBookingSection } from './booking-sections'

/** The spec's restaurant booking block: the table booking form of the restaurant it names. */
export function RestaurantBookingBlockView({
  block,
  context: { locale },
}: {
  block: RestaurantBookingBlock
  context: { locale: Locale }
}) {
  const t = getTranslator(locale, 'bookings')
  const restaurant = typeof block.restaurant === 'object' ? block.restaurant : null
  const restaurantId = typeof block.restaurant === 'number' ? block.restaurant : restaurant?.id
  const heading =
    block.heading ||
    (restaurant ? `${t('ui.block.heading')} — ${restaurant.name}` : t('ui.block.heading'))
  return (
    <BlockFrame id={blockId('restaurant-booking', block)} heading={heading} intro={block.intro}>
      {restaurantId && (!restaurant || restaurant.bookingEnabled) ? (
        <TableBookingSection locale={locale} restaurantId={restaurantId} heading={null} />
      ) : (
        <p className="text-ink-200">{t('ui.block.unavailable')}</p>
      )}
    </BlockFrame>
  )
}
