import { getTranslations } from 'next-intl/server'

import { casinoSlugOf, formatDateTime, formatEuros } from '@/features/venues'
import type { LastJackpotsBlock } from '@/payload-types'
import { BlockFrame, blockId, type BlockViewProps } from '@/ui/primitives/block-frame'

import { getLastJackpots } from '../../server/queries'
import { JackpotTable } from './lazy-blocks'

export async function LastJackpotsBlockView({
  block,
  context: { locale },
}: BlockViewProps<LastJackpotsBlock>) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const jackpots = await getLastJackpots(casinoSlug, null, block.limit ?? 20)
  const id = blockId('jackpots', block)
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      <JackpotTable
        id={id}
        machineSearch={block.machineSearch !== false}
        rows={jackpots.map((jackpot) => ({
          id: jackpot.id,
          casino: jackpot.casino.name,
          machineNumber: jackpot.machineNumber,
          machineName: jackpot.machineName,
          amount: formatEuros(jackpot.amountCents, locale),
          wonAt: formatDateTime(new Date(jackpot.wonAt), locale),
        }))}
        strings={{
          caption: block.heading ?? t('jackpots.title'),
          machine: t('jackpots.machine'),
          machineHint: t('jackpots.machineHint'),
          casino: t('jackpots.casino'),
          amount: t('jackpots.amount'),
          wonAt: t('jackpots.wonAt'),
          empty: t('jackpots.empty'),
          noMatch: t('jackpots.noMatch'),
        }}
      />
    </BlockFrame>
  )
}
