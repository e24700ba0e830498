import { sql, type SQL } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'

import { runSql } from '@/platform/db/sql'

import { HOTEL_STATUSES, isHotelStatus, shownStatus, type HotelStatus } from '../domain'

/**
 * The hotel programme's part of the member's init answer (ADR 0052), composed in src/server like
 * loyalty's: the status the card shows (a spouse's is the holder's), the card's number, and
 * whether it is a spouse card. One statement, read through Payload inside Next or through the
 * server's direct reader on the fast route.
 */
export const HOTEL_INIT_SQL = `SELECT m.status AS status, m.infiniment_number AS infiniment_number,
  m.ib_number AS ib_number, h.status AS holder_status
  FROM hotel_memberships m
  LEFT JOIN hotel_spouse_links l ON l.spouse_id = m.id AND l.state = 'active'
  LEFT JOIN hotel_memberships h ON h.id = l.holder_id
  WHERE m.member_id = ?`

export const HotelInitSchema = z
  .union([
    z.object({ enrolled: z.literal(false) }),
    z.object({
      enrolled: z.literal(true),
      status: z.enum(HOTEL_STATUSES),
      infinimentNumber: z.string(),
      ibNumber: z.string().nullable(),
      spouseCard: z.boolean().describe('a spouse card, showing the holder’s status'),
    }),
  ])
  .meta({ id: 'HotelInit' })

export type HotelInitDto = z.infer<typeof HotelInitSchema>

type Row = Record<string, unknown>
export type SqlRows = (statement: string, params: unknown[]) => Promise<Row[]>

export function toHotelInit(row: Row | undefined): HotelInitDto {
  if (!row) return { enrolled: false }
  const own: HotelStatus = isHotelStatus(row.status) ? row.status : 'decouverte'
  const holder = isHotelStatus(row.holder_status) ? row.holder_status : null
  return {
    enrolled: true,
    status: shownStatus(own, holder),
    infinimentNumber: String(row.infiniment_number ?? ''),
    ibNumber: typeof row.ib_number === 'string' ? row.ib_number : null,
    spouseCard: holder !== null,
  }
}

export const createHotelInitReader =
  (all: SqlRows) =>
  async (memberId: number): Promise<HotelInitDto> =>
    toHotelInit((await all(HOTEL_INIT_SQL, [memberId]))[0])

/** `?` placeholders bound as parameters of one drizzle statement. */
function bind(statement: string, params: unknown[]): SQL {
  const parts = statement.split('?')
  const chunks: SQL[] = []
  parts.forEach((part, index) => {
    chunks.push(sql.raw(part))
    if (index < parts.length - 1) chunks.push(sql`${params[index]}`)
  })
  return sql.join(chunks)
}

/** Inside Next: through Payload's own connection. */
export const readHotelInitThroughPayload = (payload: Payload) =>
  createHotelInitReader(async (statement, params) => {
    const { rows } = await runSql<Row>(payload, bind(statement, params))
    return rows
  })
