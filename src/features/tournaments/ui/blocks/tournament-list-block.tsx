import { getTranslations } from 'next-intl/server'

import { casinoSlugOf, formatDateTime, formatEuros } from '@/features/venues'
import type { TournamentListBlock } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'

import { toTournament, TOURNAMENT_VARIANTS, type TournamentView } from '../../domain'
import { getTournaments } from '../../server/queries'
import { readServerTournamentFilters } from '../../server/tournament-filter-query'
import { tournamentPath } from '../../server/tournament-paths'
import type { TournamentListItem } from '../tournament-browser'
import { TournamentBrowser } from './lazy-blocks'

function tournamentItem(
  view: TournamentView,
  locale: Locale,
  t: (key: string, values?: Record<string, string>) => string,
): TournamentListItem {
  return {
    ...toTournament(view),
    href: tournamentPath(locale, view.casino.slug, view.id, view.kind),
    casinoName: view.casino.name,
    dateLabel: formatDateTime(new Date(view.startsAt), locale),
    buyInLabel: `${t('tournament.buyIn')} ${formatEuros(view.buyInCents, locale)}`,
    variantLabel: t(`variants.${view.variant}`),
    statusLabel: view.status === 'scheduled' ? null : t(`tournamentStatus.${view.status}`),
  }
}

/**
 * The tournament list block. On a cached page the query is empty and the full list is rendered;
 * a filtered URL is rendered per request (ADR 0044) with its filters applied on the server, so
 * the HTML lists only the matching tournaments, before and without JavaScript.
 */
export async function TournamentListBlockView({
  block,
  context: { locale, query = {} },
}: {
  block: TournamentListBlock
  context: { locale: Locale; query?: Readonly<Record<string, string | string[] | undefined>> }
}) {
  const t = await getTranslations({ locale, namespace: 'venues' })
  const casinoSlug = await casinoSlugOf(block.casino, locale)
  const kind = block.kind === 'all' || !block.kind ? null : block.kind
  const now = new Date()
  const tournaments = await getTournaments(locale, { casinoSlug, kind }, now)
  const id = blockId('tournaments', block)
  const presets = { all: '', next3days: '', thisMonth: '', next3months: '' }
  for (const key of Object.keys(presets) as Array<keyof typeof presets>) {
    presets[key] = t(`tournamentList.presets.${key}`)
  }
  const errorCodes = [
    'notANumber',
    'negative',
    'tooLarge',
    'minAboveMax',
    'unknownPreset',
    'unknownVariant',
  ] as const
  const errors = Object.fromEntries(
    errorCodes.map((code) => [code, t(`tournamentList.errors.${code}`)]),
  ) as Record<(typeof errorCodes)[number], string>
  const variants = TOURNAMENT_VARIANTS.filter((variant) =>
    kind === null ? true : tournaments.some((tournament) => tournament.variant === variant),
  ).map((value) => ({ value, label: t(`variants.${value}`) }))
  return (
    <BlockFrame id={id} heading={block.heading} intro={block.intro}>
      <TournamentBrowser
        id={id}
        items={tournaments.map((view) => tournamentItem(view, locale, t))}
        variants={variants}
        showFilters={block.showFilters !== false}
        renderedAt={now.getTime()}
        serverQuery={block.showFilters !== false ? readServerTournamentFilters(query).query : ''}
        strings={{
          filtersLabel: t('tournamentList.filtersLabel'),
          buyInMin: t('tournamentList.buyInMin'),
          buyInMax: t('tournamentList.buyInMax'),
          dates: t('tournamentList.dates'),
          variant: t('tournamentList.variant'),
          anyVariant: t('tournamentList.anyVariant'),
          apply: t('tournamentList.apply'),
          reset: t('tournamentList.reset'),
          empty: t('tournamentList.empty'),
          resultCount: t.raw('tournamentList.resultCount') as string,
          presets,
          errors,
        }}
      />
    </BlockFrame>
  )
}
