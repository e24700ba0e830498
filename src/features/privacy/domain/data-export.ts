/**
 * The member's copy of their personal data (GDPR articles 15 and 20), as rules: how often it may
 * be asked for, how long its link works, what the member is told of each one.
 */

const HOUR_MS = 60 * 60 * 1000
const DAY_MS = 24 * HOUR_MS

/** At most one export per 24 hours (a failed one does not count: the member may ask again). */
export const EXPORT_INTERVAL_MS = DAY_MS
/** The mail's link, and the archive itself, last 7 days from when it is ready. */
export const EXPORT_LINK_VALIDITY_MS = 7 * DAY_MS

/**
 * An export still waiting or being built this long after it was asked for is taken as failed
 * (the process building it stopped): the member may ask again, and its slot is freed.
 */
export const EXPORT_STALE_MS = HOUR_MS

export const EXPORT_STATUSES = ['requested', 'building', 'ready', 'failed', 'expired'] as const
export type ExportStatus = (typeof EXPORT_STATUSES)[number]

export type ExportFacts = {
  status: ExportStatus
  /** Epoch ms. */
  requestedAt: number
  /** Epoch ms; set once ready. */
  expiresAt: number | null
}

/** What the member sees of one export. */
export const EXPORT_STATES = ['preparing', 'ready', 'expired', 'failed'] as const
export type ExportState = (typeof EXPORT_STATES)[number]

export function exportState(facts: ExportFacts, now: number): ExportState {
  switch (facts.status) {
    case 'requested':
    case 'building':
      return now - facts.requestedAt < EXPORT_STALE_MS ? 'preparing' : 'failed'
    case 'ready':
      return facts.expiresAt !== null && now < facts.expiresAt ? 'ready' : 'expired'
    case 'expired':
      return 'expired'
    case 'failed':
      return 'failed'
  }
}

/**
 * When the member may ask for a new export: now when none is being prepared and the last one
 * that did not fail was asked for 24 hours ago or more; else the time it becomes possible (null
 * while one is being prepared: the mail will come).
 */
export function nextExportAllowedAt(
  previous: readonly ExportFacts[],
  now: number,
): { allowed: true } | { allowed: false; from: number | null } {
  if (previous.some((facts) => exportState(facts, now) === 'preparing')) {
    return { allowed: false, from: null }
  }
  const counted = previous.filter((facts) => exportState(facts, now) !== 'failed')
  const last = Math.max(...counted.map((facts) => facts.requestedAt), -Infinity)
  const from = last + EXPORT_INTERVAL_MS
  return now >= from ? { allowed: true } : { allowed: false, from }
}

/** The archive's expiry, from the time it was made. */
export function exportExpiresAt(readyAt: number): number {
  return readyAt + EXPORT_LINK_VALIDITY_MS
}

/** The archive's file name: the site, the member's card or id, the day (UTC) it was made. */
export function exportFileName(memberKey: string, readyAt: number): string {
  const day = new Date(readyAt).toISOString().slice(0, 10)
  const key = memberKey.replace(/[^A-Za-z0-9-]/g, '')
  return `atout-mes-donnees-${key}-${day}.zip`
}
