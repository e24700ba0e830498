import type { AreaManifest } from '@/platform/cms/area-manifest'

import { tournamentBlocks } from './cms/blocks'
import { TournamentSeatCounters } from './cms/seat-counters'
import { Tournaments } from './cms/tournaments'

export const tournamentsManifest: AreaManifest = {
  area: 'tournaments',
  collections: [Tournaments, TournamentSeatCounters],
  pageBlocks: tournamentBlocks,
}
