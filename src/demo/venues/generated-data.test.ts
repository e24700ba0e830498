import { describe, expect, test } from 'vitest'

import {
  addDays,
  convertZonedTimeToInstant,
  getZonedParts,
  type CalendarDate,
} from '@/platform/domain/calendar'
import { buildTournaments } from './generated-data'

const weekdays: Record<string, number> = { mardi: 2, jeudi: 4, vendredi: 5 }

/** The seed's clock: offsets in days from `today`, at an hour of Paris time. */
function atFrom(today: CalendarDate) {
  return (offsetDays: number, hour: number, minute = 0) =>
    convertZonedTimeToInstant({ ...addDays(today, offsetDays), hour, minute }).toISOString()
}

describe('buildTournaments', () => {
  // Seeded on each day of a week: Monday 1 to Sunday 7 June 2026.
  test.each([1, 2, 3, 4, 5, 6, 7].map((day) => [`2026-06-0${day}`, { year: 2026, month: 6, day }]))(
    'seeded on %s, a tournament named after a weekday falls on that day',
    (_, today) => {
      const tournaments = buildTournaments(atFrom(today))
      const named = tournaments.filter((tournament) =>
        Object.keys(weekdays).some((word) => tournament.name.fr.includes(word)),
      )
      expect(named.length).toBeGreaterThan(0)
      for (const tournament of named) {
        const word = Object.keys(weekdays).find((day) => tournament.name.fr.includes(day))!
        expect(getZonedParts(new Date(tournament.startsAt)).weekday, tournament.name.fr).toBe(
          weekdays[word],
        )
      }
    },
  )

  test('still plays one tournament within the next three days and one already played', () => {
    // The day before the October clock change.
    const today = { year: 2026, month: 10, day: 24 }
    const tournaments = buildTournaments(atFrom(today))
    const start = Date.parse(atFrom(today)(0, 0))
    const days = tournaments.map((t) => (Date.parse(t.startsAt) - start) / 86_400_000)
    expect(days.some((day) => day >= 0 && day < 3)).toBe(true)
    expect(days.some((day) => day < 0)).toBe(true)
    expect(new Set(tournaments.map((t) => t.tournamentId)).size).toBe(26)
  })
})
