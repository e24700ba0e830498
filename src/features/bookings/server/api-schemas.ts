import { z } from 'zod'

import { normalizePhone } from '@/features/identity/domain'
import { parseIsoDate } from '@/platform/domain/calendar'

/**
 * Shapes and sizes of the booking API's inputs. The booking rules themselves (dates, party, stay)
 * are the domain's, checked by the use cases.
 */

const id = z.coerce.number().int().positive().max(2_147_483_647)
const day = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((value) => parseIsoDate(value) !== null)
const people = (max: number) => z.coerce.number().int().min(1).max(max)

const guest = {
  name: z.string().trim().min(2).max(80),
  email: z.string().trim().toLowerCase().pipe(z.email().max(254)),
  phone: z
    .string()
    .trim()
    .max(30)
    .refine((value) => normalizePhone(value) !== null),
  note: z.string().trim().max(500).optional().default(''),
}

export const TableDayQuerySchema = z.object({
  restaurant: id,
  date: day,
  party: people(99).default(2),
})

export const TableBookingBodySchema = z.object({
  restaurant: id,
  date: day,
  time: z.string().regex(/^\d{2}:\d{2}$/),
  party: people(99),
  ...guest,
})

export const StayQuerySchema = z.object({
  hotel: id,
  arrival: day,
  departure: day,
  guests: people(12),
})

export const PriceCalendarQuerySchema = z.object({ hotel: id, guests: people(12).default(2) })

export const StayBookingBodySchema = z.object({
  hotel: id,
  room: id,
  offer: id.nullable().optional(),
  arrival: day,
  departure: day,
  guests: people(12),
  ...guest,
})

export const CancelBodySchema = z.object({ token: z.string().min(1).max(100) })

export type TableBookingInput = z.infer<typeof TableBookingBodySchema>
export type StayBookingInput = z.infer<typeof StayBookingBodySchema>
