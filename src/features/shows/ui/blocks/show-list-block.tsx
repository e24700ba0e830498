import { getTranslations } from 'next-intl/server'

import { casinoSlugOf, formatDateTime } from '@/features/venues'
import type { ShowListBlock } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { BlockFrame, blockId, type BlockViewProps } from '@/ui/primitives/block-frame'
import { ItemCard, ItemCardList } from '@/ui/primitives/item-card'

import { describePrice, SHOW_CATEGORY_LABELS, type ShowSummaryView } from '../../domain'
import { getShows } from '../../server/queries'
import { showPath } from '../../server/show-paths'
import { formatPriceDisplay } from '../price-text'

function showCard(
  show: ShowSummaryView,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const price = describePrice({ fromCents: show.priceMinCents, toCents: show.priceMaxCents })
  return (
    <ItemCard
      key={show.id}
      eyebrow={`${SHOW_CATEGORY_LABELS[show.category][locale]} · ${show.casino.city}`}
      title={show.title}
      href={showPath(locale, show.casino.slug, show.slug)}
      lines={[
        show.nextPerformance
          ? t('show.nextPerformance', {
              date: formatDateTime(new Date(show.nextPerformance.startsAt), locale),
            })
          : null,
        price ? formatPriceDisplay(price, locale, t) : null,
        show.casino.name,
      ]}
    />
  )
}

export async function ShowListBlockView({
  block,
  context: { locale },
}: BlockViewProps<ShowListBlock>) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const shows = await getShows(locale, {
    casinoSlug,
    category: block.category || null,
    limit: block.limit ?? 12,
  })
  return (
    <BlockFrame id={blockId('shows', block)} heading={block.heading} intro={block.intro}>
      {shows.length === 0 ? (
        <p className="text-ink-200">{t('show.listEmpty')}</p>
      ) : (
        <ItemCardList>{shows.map((show) => showCard(show, locale, t))}</ItemCardList>
      )}
    </BlockFrame>
  )
}
