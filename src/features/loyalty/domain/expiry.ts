import {
  formatIsoDate,
  toCalendarDateInZone,
  type CalendarDate,
  type EpochMs,
} from '@/platform/domain/calendar'

/**
 * Reward points expire `months` after the day they were earned, first earned first spent: a
 * redemption, a negative adjustment or an expiry uses the oldest points still there. Pure
 * bookkeeping over the member's ledger, so the job that writes expiry entries and the dashboard's
 * forecast agree.
 */
export type RewardMovement = { id: number; occurredAt: EpochMs; rewardPoints: number }

export type Lot = { creditId: number; earnedOn: CalendarDate; expiresOn: string; remaining: number }

function addMonths(day: CalendarDate, months: number): CalendarDate {
  const index = day.year * 12 + (day.month - 1) + months
  const year = Math.floor(index / 12)
  const month = (index % 12) + 1
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return { year, month, day: Math.min(day.day, last) }
}

/** The lots still holding points after every movement, oldest first. */
export function listOpenLots(movements: readonly RewardMovement[], months: number): Lot[] {
  const ordered = [...movements].sort((a, b) => a.occurredAt - b.occurredAt || a.id - b.id)
  const lots: Lot[] = []
  let debt = 0
  for (const movement of ordered) {
    if (movement.rewardPoints > 0) {
      const earnedOn = toCalendarDateInZone(movement.occurredAt)
      let remaining = movement.rewardPoints
      // Points spent before any credit (a negative start) are taken from the next credits.
      const settled = Math.min(debt, remaining)
      debt -= settled
      remaining -= settled
      lots.push({
        creditId: movement.id,
        earnedOn,
        expiresOn: formatIsoDate(addMonths(earnedOn, months)),
        remaining,
      })
    } else if (movement.rewardPoints < 0) {
      let toTake = -movement.rewardPoints
      for (const lot of lots) {
        if (toTake === 0) break
        const taken = Math.min(lot.remaining, toTake)
        lot.remaining -= taken
        toTake -= taken
      }
      debt += toTake
    }
  }
  return lots.filter((lot) => lot.remaining > 0)
}

/** Lots whose expiry day has come (on or before `today`): the expiry entries to write. */
export function listDueExpiries(
  movements: readonly RewardMovement[],
  months: number,
  today: CalendarDate,
): { creditId: number; points: number }[] {
  const todayIso = formatIsoDate(today)
  return listOpenLots(movements, months)
    .filter((lot) => lot.expiresOn <= todayIso)
    .map((lot) => ({ creditId: lot.creditId, points: lot.remaining }))
}

/** Points that will expire within `days` days from `today` (the dashboard's forecast). */
export function forecastExpiring(
  movements: readonly RewardMovement[],
  months: number,
  today: CalendarDate,
  days: number,
): number {
  const start = Date.UTC(today.year, today.month - 1, today.day)
  const end = new Date(start + days * 86_400_000)
  const endIso = formatIsoDate({
    year: end.getUTCFullYear(),
    month: end.getUTCMonth() + 1,
    day: end.getUTCDate(),
  })
  return listOpenLots(movements, months)
    .filter((lot) => lot.expiresOn <= endIso)
    .reduce((sum, lot) => sum + lot.remaining, 0)
}
