/**
 * Responsible-gaming spending caps on slot-machine payments, in integer cents of euros. A member
 * may set a daily cap (Paris calendar day) and a weekly cap (ISO week, Monday to Sunday in Paris);
 * null means no cap. Making a cap stricter (lowering it, or setting one where there was none)
 * applies at once; loosening it (raising it, or removing it) only applies after a cooling-off delay
 * of CAP_RAISE_DELAY_HOURS, and waits meanwhile as a pending change stored next to the caps.
 */

import { getParisDate } from '@/platform/domain/calendar'

export type Caps = { dailyCents: number | null; weeklyCents: number | null }

/**
 * The caps as stored on the member. When `pendingFrom` is set, the pending pair is the complete
 * set of caps that takes over from that instant (a cap that is not being loosened is copied as is),
 * so a pending null means "no cap" from then on. Without `pendingFrom` the pending pair is unused.
 */
export type StoredCaps = {
  dailyCents: number | null
  weeklyCents: number | null
  pendingDailyCents: number | null
  pendingWeeklyCents: number | null
  pendingFrom: Date | null
}

export type EffectiveCaps = Caps & { pending: (Caps & { from: Date }) | null }

/** How long a loosened cap waits before it applies. */
export const CAP_RAISE_DELAY_HOURS = 24

const HOUR_MS = 3_600_000
const CAP_KEYS = ['dailyCents', 'weeklyCents'] as const

/**
 * The caps in force at `now`: a pending change whose instant has come (now ≥ pendingFrom, so
 * exactly 24 h after the request counts) replaces the stored caps; otherwise the stored caps apply
 * and the pending change, if any, is returned for display.
 */
export function effectiveCaps(stored: StoredCaps, now: Date): EffectiveCaps {
  if (stored.pendingFrom === null) {
    return { dailyCents: stored.dailyCents, weeklyCents: stored.weeklyCents, pending: null }
  }
  if (now.getTime() >= stored.pendingFrom.getTime()) {
    return {
      dailyCents: stored.pendingDailyCents,
      weeklyCents: stored.pendingWeeklyCents,
      pending: null,
    }
  }
  return {
    dailyCents: stored.dailyCents,
    weeklyCents: stored.weeklyCents,
    pending: {
      dailyCents: stored.pendingDailyCents,
      weeklyCents: stored.pendingWeeklyCents,
      from: stored.pendingFrom,
    },
  }
}

/** Whether `cap` is an acceptable cap: null (none) or a positive whole number of euros in cents. */
export function isValidCap(cap: number | null): boolean {
  return cap === null || (Number.isSafeInteger(cap) && cap > 0 && cap % 100 === 0)
}

/** Whether moving from cap `from` to cap `to` is stricter (lowering it, or setting a first one). */
function isStricter(from: number | null, to: number | null): boolean {
  return to !== null && (from === null || to < from)
}

export type CapChangeResult =
  | { ok: true; stored: StoredCaps; appliedNow: boolean; effectiveFrom: Date }
  | { ok: false; code: 'weeklyBelowDaily' | 'invalidCap' }

/**
 * Applies the member's wish for both caps (`requested` is the whole wish: a cap the member does not
 * touch should be passed as currently shown, pending value included). Each cap must be null or a
 * positive whole number of euros ('invalidCap'), and a weekly cap below the daily one is refused
 * ('weeklyBelowDaily'). A pending change that has come due is folded in first. Then, cap by cap,
 * a stricter value applies at once, the current value cancels any pending loosening of that cap, and
 * a looser value (higher or null) waits CAP_RAISE_DELAY_HOURS. A loosening no looser than the one
 * already waiting for that cap keeps the pending date; any other loosening restarts the delay of the
 * whole pending change (never shorter, as befits a cooling-off rule). `appliedNow` tells whether the whole wish is in force
 * now; otherwise `effectiveFrom` is when it will be (any stricter part already applies).
 */
export function requestCapChange(stored: StoredCaps, requested: Caps, now: Date): CapChangeResult {
  if (!isValidCap(requested.dailyCents) || !isValidCap(requested.weeklyCents)) {
    return { ok: false, code: 'invalidCap' }
  }
  if (
    requested.dailyCents !== null &&
    requested.weeklyCents !== null &&
    requested.weeklyCents < requested.dailyCents
  ) {
    return { ok: false, code: 'weeklyBelowDaily' }
  }
  const effective = effectiveCaps(stored, now)
  const current: Caps = { dailyCents: effective.dailyCents, weeklyCents: effective.weeklyCents }
  let newLoosening = false
  for (const key of CAP_KEYS) {
    const wanted = requested[key]
    if (isStricter(effective[key], wanted)) {
      current[key] = wanted
    } else if (wanted !== effective[key]) {
      // A loosening no looser than one already waiting keeps that one's date.
      const pending = effective.pending
      const covered =
        pending !== null && (pending[key] === wanted || isStricter(pending[key], wanted))
      if (!covered) newLoosening = true
    }
  }
  const appliedNow =
    current.dailyCents === requested.dailyCents && current.weeklyCents === requested.weeklyCents
  if (appliedNow) {
    return {
      ok: true,
      stored: { ...current, pendingDailyCents: null, pendingWeeklyCents: null, pendingFrom: null },
      appliedNow: true,
      effectiveFrom: now,
    }
  }
  const pendingFrom =
    newLoosening || effective.pending === null
      ? new Date(now.getTime() + CAP_RAISE_DELAY_HOURS * HOUR_MS)
      : effective.pending.from
  return {
    ok: true,
    stored: {
      ...current,
      pendingDailyCents: requested.dailyCents,
      pendingWeeklyCents: requested.weeklyCents,
      pendingFrom,
    },
    appliedNow: false,
    effectiveFrom: pendingFrom,
  }
}

export type SpentSoFar = { todayCents: number; weekCents: number }

export type CapCheck =
  { ok: true } | { ok: false; code: 'dailyCapReached' | 'weeklyCapReached'; remainingCents: number }

/**
 * What the member can still spend under each cap (null: no cap), never below zero. Each cap is
 * counted on its own; what can really be paid today is the smaller of the two.
 */
export function capRemaining(caps: Caps, spent: SpentSoFar): Caps {
  return {
    dailyCents: caps.dailyCents === null ? null : Math.max(0, caps.dailyCents - spent.todayCents),
    weeklyCents: caps.weeklyCents === null ? null : Math.max(0, caps.weeklyCents - spent.weekCents),
  }
}

/**
 * Whether paying `amountCents` keeps the member within the caps in force (reaching a cap exactly is
 * allowed). When it does not, the refusal names the cap that binds most, i.e. the one leaving the
 * least to spend (the daily one on a tie), with what is left under it.
 */
export function checkAgainstCaps(caps: Caps, spent: SpentSoFar, amountCents: number): CapCheck {
  const remaining = capRemaining(caps, spent)
  const daily = remaining.dailyCents
  const weekly = remaining.weeklyCents
  const dailyExceeded = daily !== null && amountCents > daily
  const weeklyExceeded = weekly !== null && amountCents > weekly
  if (dailyExceeded && (weekly === null || daily <= weekly)) {
    return { ok: false, code: 'dailyCapReached', remainingCents: daily }
  }
  if (weeklyExceeded) return { ok: false, code: 'weeklyCapReached', remainingCents: weekly }
  return { ok: true }
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0')

/** The Paris calendar day of an instant, as 'YYYY-MM-DD': the key of the daily cap's counter. */
export function parisDayKey(now: Date): string {
  const { year, month, day } = getParisDate(now)
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`
}

/**
 * The ISO week of the Paris calendar day of an instant, as 'YYYY-Www' (weeks start on Monday; week
 * 1 holds the year's first Thursday, so late December may belong to week 1 of the next year and early
 * January to week 52 or 53 of the previous one): the key of the weekly cap's counter.
 */
export function parisWeekKey(now: Date): string {
  const { year, month, day } = getParisDate(now)
  const date = Date.UTC(year, month - 1, day)
  const isoWeekday = ((new Date(date).getUTCDay() + 6) % 7) + 1
  const thursday = new Date(date + (4 - isoWeekday) * 86_400_000)
  const weekYear = thursday.getUTCFullYear()
  const week = Math.floor((thursday.getTime() - Date.UTC(weekYear, 0, 1)) / (7 * 86_400_000)) + 1
  return `${pad(weekYear, 4)}-W${pad(week)}`
}
