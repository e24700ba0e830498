import { z } from 'zod'

import { parseIsoDate } from '@/platform/domain/calendar'
import { DEFAULT_PHONE_COUNTRY, normalizePhone, PHONE_MAX_LENGTH } from '@/platform/domain/phone'

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
  phone: z.string().trim().min(1).max(PHONE_MAX_LENGTH),
  /** The country whose numbering plan a national number is read in (the select beside it). */
  phoneCountry: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/)
    .optional()
    .default(DEFAULT_PHONE_COUNTRY),
  note: z.string().trim().max(500).optional().default(''),
}

type GuestPhone = { phone: string; phoneCountry: string }

/**
 * The guest's phone, read with the platform's one rule in the plan of the chosen country: an error
 * on `phone` when it is no number of that plan, checked even when other fields are wrong too (so
 * the form reports every field at once).
 */
function isPhoneOfPlan(value: GuestPhone): boolean {
  return normalizePhone(value.phone, value.phoneCountry) !== null
}

const phoneOfPlan = {
  path: ['phone'],
  message: 'phone',
  when: ({ value }: { value: unknown }) => {
    const phone = (value as Partial<GuestPhone> | undefined)?.phone
    return typeof phone === 'string' && phone.length > 0
  },
}

/** Stored in E.164 (+32470123456); the country only served to read it. */
function toStoredPhone<T extends GuestPhone>({ phoneCountry, ...rest }: T) {
  return { ...rest, phone: normalizePhone(rest.phone, phoneCountry)! }
}

export const TableDayQuerySchema = z.object({
  restaurant: id,
  date: day,
  party: people(99).default(2),
})

export const TableBookingBodySchema = z
  .object({
    restaurant: id,
    date: day,
    time: z.string().regex(/^\d{2}:\d{2}$/),
    party: people(99),
    ...guest,
  })
  .refine(isPhoneOfPlan, phoneOfPlan)
  .transform(toStoredPhone)

export const StayQuerySchema = z.object({
  hotel: id,
  arrival: day,
  departure: day,
  guests: people(12),
})

export const PriceCalendarQuerySchema = z.object({ hotel: id, guests: people(12).default(2) })

export const StayBookingBodySchema = z
  .object({
    hotel: id,
    room: id,
    offer: id.nullable().optional(),
    arrival: day,
    departure: day,
    guests: people(12),
    ...guest,
  })
  .refine(isPhoneOfPlan, phoneOfPlan)
  .transform(toStoredPhone)

export const CancelBodySchema = z.object({ token: z.string().min(1).max(100) })

export type TableBookingInput = z.output<typeof TableBookingBodySchema>
export type StayBookingInput = z.output<typeof StayBookingBodySchema>
