/** The statuses an editor can set on a performance (spec §3). */
export const STORED_SHOW_STATUSES = [
  'canceled',
  'exclusive',
  'finished',
  'full',
  'postponed',
  'promotion',
] as const
export type StoredShowStatus = (typeof STORED_SHOW_STATUSES)[number]

/**
 * What a visitor sees. 'scheduled' is the derived default: a future performance on sale with no
 * particular status, which the spec's list has no word for.
 */
export type ShowStatus = StoredShowStatus | 'scheduled'

export type Performance = {
  startsAt: Date
  /** When the performance ends, if the editor gave it; otherwise see getPerformanceEnd. */
  endsAt?: Date | null
  status?: StoredShowStatus | null
}

/** Used for calendar files and structured data when a performance has no end time. */
const DEFAULT_PERFORMANCE_DURATION_MINUTES = 120

const BOOKABLE_STATUSES: ReadonlySet<ShowStatus> = new Set(['scheduled', 'exclusive', 'promotion'])

export function isStoredShowStatus(value: unknown): value is StoredShowStatus {
  return STORED_SHOW_STATUSES.some((status) => status === value)
}

/**
 * The status to display, by precedence:
 * 1. canceled or postponed set by an editor: always shown, even once the date is past (a past
 *    postponed performance stays postponed until staff give it a new date);
 * 2. finished: set by an editor, or derived once the performance has started (now ≥ startsAt):
 *    from then on tickets are no longer sold, so the date beats full, exclusive and promotion;
 * 3. full, exclusive, promotion as set;
 * 4. otherwise 'scheduled'.
 */
export function deriveShowStatus(performance: Performance, now: Date): ShowStatus {
  const stored = performance.status ?? null
  if (stored === 'canceled' || stored === 'postponed') return stored
  if (stored === 'finished' || now.getTime() >= performance.startsAt.getTime()) return 'finished'
  return stored ?? 'scheduled'
}

/** Whether tickets can be bought now: on sale, not full, not started. */
export function isBookable(performance: Performance, now: Date): boolean {
  return BOOKABLE_STATUSES.has(deriveShowStatus(performance, now))
}

export function getPerformanceEnd(performance: Performance): Date {
  if (performance.endsAt && performance.endsAt.getTime() > performance.startsAt.getTime()) {
    return performance.endsAt
  }
  return new Date(performance.startsAt.getTime() + DEFAULT_PERFORMANCE_DURATION_MINUTES * 60_000)
}

/**
 * The performance a show card should feature: the earliest one still ahead and not finished
 * (canceled and postponed included, so the card can say so), or null when all are past.
 */
export function findNextPerformance<T extends Performance>(
  performances: readonly T[],
  now: Date,
): T | null {
  let next: T | null = null
  for (const performance of performances) {
    if (performance.startsAt.getTime() <= now.getTime()) continue
    if (deriveShowStatus(performance, now) === 'finished') continue
    if (!next || performance.startsAt.getTime() < next.startsAt.getTime()) next = performance
  }
  return next
}
