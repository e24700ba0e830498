/**
 * The closing of an account and the erasure of its personal data (GDPR article 17), as rules:
 * the cooling-off period, the states of a request, the alias kept records carry (ADR 0069).
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The member may change their mind for 14 days; the erasure happens after them. */
export const ERASURE_COOLING_OFF_MS = 14 * DAY_MS

/**
 * A request's life: pending for 14 days (or cancelled), erasing, erased; purged once every record
 * the law kept after the erasure has reached the end of its retention and is deleted (ADR 0079).
 */
export const ERASURE_STATUSES = ['pending', 'cancelled', 'erasing', 'erased', 'purged'] as const
export type ErasureStatus = (typeof ERASURE_STATUSES)[number]

/** When an account asked to be closed at `requestedAt` is erased. */
export function erasureDueAt(requestedAt: number): number {
  return requestedAt + ERASURE_COOLING_OFF_MS
}

/** The name the records the law keeps carry instead of the person: one per request. */
export function erasureAlias(requestId: number): string {
  return `erased-${requestId}`
}
