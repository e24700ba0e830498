import type { BlindStructure, BlindStructureItem } from './blind-structure'

/** A row of the CMS's blinds table: levels and breaks share one array. */
export type StoredBlindLevel = {
  kind?: 'level' | 'break' | null
  smallBlind?: number | null
  bigBlind?: number | null
  ante?: number | null
  durationMinutes?: number | null
}

/** The stored rows → the domain structure; null when the tournament has no structure yet. */
export function toBlindStructure(stored: {
  levelDurationMinutes?: number | null
  blindLevels?: readonly StoredBlindLevel[] | null
}): BlindStructure | null {
  const rows = stored.blindLevels ?? []
  if (rows.length === 0 || !stored.levelDurationMinutes) return null
  const items: BlindStructureItem[] = rows.map((row) =>
    row.kind === 'break'
      ? { kind: 'break', durationMinutes: row.durationMinutes ?? stored.levelDurationMinutes ?? 0 }
      : {
          kind: 'level',
          smallBlind: row.smallBlind ?? 0,
          bigBlind: row.bigBlind ?? 0,
          ante: row.ante ?? 0,
          durationMinutes: row.durationMinutes ?? null,
        },
  )
  return { levelDurationMinutes: stored.levelDurationMinutes, items }
}
