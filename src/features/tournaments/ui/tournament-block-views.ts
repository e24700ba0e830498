import type { ComponentType } from 'react'

import { TournamentListBlockView } from './blocks/tournament-list-block'

/** The tournaments area's blocks by block type, for the content area's block registry. */
export const tournamentBlockViews: Record<string, ComponentType<never>> = {
  tournamentList: TournamentListBlockView,
}
