import { sql } from 'drizzle-orm'
import { createLocalReq, ValidationError, type Payload, type PayloadRequest } from 'payload'
import { expect } from 'vitest'

import { runSql } from '@/platform/db/sql'

type DateMigration = {
  up: (args: { db: never; payload: Payload; req: PayloadRequest }) => Promise<void>
  down: (args: { db: never; payload: Payload; req: PayloadRequest }) => Promise<void>
}

/**
 * Opening-hours exceptions moved from 'YYYY-MM-DD' text to date fields. On either engine: new
 * values (the picker's instant or a plain day) are stored as noon UTC and read back as the day;
 * rows stored before the change (the migration's down restores their shape) still read as their
 * day, and the migration's up converts them.
 */
export async function checkOpeningExceptionDates(payload: Payload, migration: DateMigration) {
  const suffix = String(Date.now() % 1_000_000)
  const casino = await payload.create({
    collection: 'casinos',
    data: {
      name: `Casino dates ${suffix}`,
      slug: `casino-dates-${suffix}`,
      city: 'Nice',
      address: { street: '1 promenade', postalCode: '06000' },
      openingHours: {
        weekly: [{ day: '1', opens: '10:00', closes: '02:00' }],
        exceptions: [
          { date: '2026-12-24', ranges: [{ opens: '10:00', closes: '18:00' }] },
          // What the admin's day picker sends for 14 July picked in Paris (noon, summer time).
          { date: '2026-07-14T10:00:00.000Z', ranges: [] },
        ],
      },
      _status: 'published',
    },
  })
  const days = async () => {
    const doc = await payload.findByID({ collection: 'casinos', id: casino.id, depth: 0 })
    return (doc.openingHours?.exceptions ?? []).map((exception) => exception.date)
  }
  const stored = async () => {
    const { rows } = await runSql<{ date: string | Date }>(
      payload,
      sql`SELECT "date" FROM "casinos_oh_exc" WHERE "_parent_id" = ${casino.id} ORDER BY "_order"`,
    )
    return rows.map((row) => (row.date instanceof Date ? row.date.toISOString() : row.date))
  }
  // PostgreSQL answers '2026-12-24 12:00:00+00', SQLite the ISO text Payload wrote.
  const storedInstants = async () =>
    (await stored()).map((value) => new Date(Date.parse(value)).toISOString())

  expect(await days()).toEqual(['2026-12-24', '2026-07-14'])
  expect(await storedInstants()).toEqual(['2026-12-24T12:00:00.000Z', '2026-07-14T12:00:00.000Z'])

  const req = await createLocalReq({}, payload)
  const args = { db: payload.db.drizzle as never, payload, req }
  await migration.down(args)
  expect(await stored()).toEqual(['2026-12-24', '2026-07-14'])
  expect(await days()).toEqual(['2026-12-24', '2026-07-14'])
  await migration.up(args)
  expect(await storedInstants()).toEqual(['2026-12-24T12:00:00.000Z', '2026-07-14T12:00:00.000Z'])
  expect(await days()).toEqual(['2026-12-24', '2026-07-14'])

  await expect(
    payload.update({
      collection: 'casinos',
      id: casino.id,
      data: { openingHours: { exceptions: [{ date: 'soon', ranges: [] }] } },
    }),
  ).rejects.toBeInstanceOf(ValidationError)
  await payload.delete({ collection: 'casinos', id: casino.id })
}
