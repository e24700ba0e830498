/**
 * A tournament's blinds structure: levels of blinds and ante, each lasting the structure's level
 * duration unless it has its own, with breaks in between. Chips amounts are integers of chips.
 */

export type BlindLevel = {
  kind: 'level'
  smallBlind: number
  bigBlind: number
  /** 0 when the level has no ante. */
  ante: number
  /** Overrides the structure's level duration for this level (e.g. longer final levels). */
  durationMinutes?: number | null
}

export type BlindBreak = { kind: 'break'; durationMinutes: number }

export type BlindStructureItem = BlindLevel | BlindBreak

export type BlindStructure = {
  levelDurationMinutes: number
  items: readonly BlindStructureItem[]
}

/** A level with its number (1-based, breaks are not numbered) and its clock times. */
export type ScheduledLevel = BlindLevel & { number: number; startsAt: Date; endsAt: Date }
export type ScheduledBreak = BlindBreak & { startsAt: Date; endsAt: Date }
export type ScheduledItem = ScheduledLevel | ScheduledBreak

export type BlindStructureErrorCode =
  'noLevels' | 'invalidDuration' | 'invalidBlinds' | 'bigBlindBelowSmallBlind' | 'blindsDecreasing'

/** `index` is the item's position in `items`, null for the structure as a whole. */
export type BlindStructureError = { index: number | null; code: BlindStructureErrorCode }

const MINUTE_MS = 60_000

function isPositiveInteger(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value > 0
}

function isChipAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && value >= 0
}

function getDurationMinutes(item: BlindStructureItem, structure: BlindStructure): number {
  if (item.kind === 'break') return item.durationMinutes
  return item.durationMinutes ?? structure.levelDurationMinutes
}

/**
 * Clock times of every level and break, back to back from the start. Durations are added to the
 * instant, not to the wall clock: a tournament running through the night of a daylight-saving
 * change still plays its levels for their real length.
 */
export function computeBlindSchedule(startsAt: Date, structure: BlindStructure): ScheduledItem[] {
  let cursor = startsAt.getTime()
  let levelNumber = 0
  return structure.items.map((item) => {
    const start = new Date(cursor)
    cursor += getDurationMinutes(item, structure) * MINUTE_MS
    const end = new Date(cursor)
    if (item.kind === 'break') return { ...item, startsAt: start, endsAt: end }
    levelNumber += 1
    return { ...item, number: levelNumber, startsAt: start, endsAt: end }
  })
}

/** When the last item of the structure ends; the start itself for an empty structure. */
export function computeStructureEnd(startsAt: Date, structure: BlindStructure): Date {
  const last = computeBlindSchedule(startsAt, structure).at(-1)
  return last ? last.endsAt : startsAt
}

/**
 * When level N ends (late registration is usually "until the end of level N"); null when the
 * structure has no such level.
 */
export function computeLevelEnd(
  startsAt: Date,
  structure: BlindStructure,
  levelNumber: number,
): Date | null {
  const level = computeBlindSchedule(startsAt, structure).find(
    (item) => item.kind === 'level' && item.number === levelNumber,
  )
  return level ? level.endsAt : null
}

/** The level or break being played at that instant; null before the start and after the end. */
export function findItemAt(
  startsAt: Date,
  structure: BlindStructure,
  instant: Date,
): ScheduledItem | null {
  const time = instant.getTime()
  return (
    computeBlindSchedule(startsAt, structure).find(
      (item) => time >= item.startsAt.getTime() && time < item.endsAt.getTime(),
    ) ?? null
  )
}

/** Save-time checks of a structure entered in the admin. */
export function validateBlindStructure(structure: BlindStructure): BlindStructureError[] {
  const errors: BlindStructureError[] = []
  if (!isPositiveInteger(structure.levelDurationMinutes)) {
    errors.push({ index: null, code: 'invalidDuration' })
  }
  if (!structure.items.some((item) => item.kind === 'level')) {
    errors.push({ index: null, code: 'noLevels' })
  }
  let previous: BlindLevel | null = null
  structure.items.forEach((item, index) => {
    if (item.kind === 'break') {
      if (!isPositiveInteger(item.durationMinutes)) errors.push({ index, code: 'invalidDuration' })
      return
    }
    if (item.durationMinutes != null && !isPositiveInteger(item.durationMinutes)) {
      errors.push({ index, code: 'invalidDuration' })
    }
    if (![item.smallBlind, item.bigBlind, item.ante].every(isChipAmount) || item.bigBlind === 0) {
      errors.push({ index, code: 'invalidBlinds' })
    } else if (item.bigBlind < item.smallBlind) {
      errors.push({ index, code: 'bigBlindBelowSmallBlind' })
    } else if (previous && item.bigBlind < previous.bigBlind) {
      errors.push({ index, code: 'blindsDecreasing' })
    }
    previous = item
  })
  return errors
}
