import { getTranslations } from 'next-intl/server'

import { casinoSlugOf, formatEuros } from '@/features/venues'
import type { SeminarOffersBlock } from '@/payload-types'
import { BlockFrame, blockId, type BlockViewProps } from '@/ui/primitives/block-frame'
import { ItemCard, ItemCardList } from '@/ui/primitives/item-card'

import { getSeminarOffers } from '../../server/queries'

export async function SeminarOffersBlockView({
  block,
  context: { locale },
}: BlockViewProps<SeminarOffersBlock>) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const offers = await getSeminarOffers(locale, casinoSlug)
  return (
    <BlockFrame id={blockId('seminars', block)} heading={block.heading} intro={block.intro}>
      <ItemCardList>
        {offers.map((offer) => (
          <ItemCard
            key={offer.id}
            eyebrow={offer.casino.name}
            title={offer.title}
            href={null}
            lines={[
              offer.summary,
              t('seminar.capacity', { count: offer.capacity }),
              offer.spaces.length > 0
                ? t('seminar.spaces', {
                    spaces: offer.spaces
                      .map((space) => `${space.name} (${space.areaM2} m²)`)
                      .join(', '),
                  })
                : null,
              offer.dayDelegateRateCents !== null
                ? t('seminar.dayRate', { price: formatEuros(offer.dayDelegateRateCents, locale) })
                : null,
              offer.services.length > 0
                ? offer.services.map((service) => t(`seminar.services.${service}`)).join(' · ')
                : null,
            ]}
            badge={
              offer.brochureUrl ? (
                <a href={offer.brochureUrl} className="mt-2 text-sm text-gold-300 underline">
                  {t('seminar.brochure')}
                </a>
              ) : undefined
            }
          />
        ))}
      </ItemCardList>
    </BlockFrame>
  )
}
