import type { Payload, Where } from 'payload'

import { formatIsoDateInZone } from '@/platform/domain/calendar'
import { ERASURE_CONTEXT, erasedEmail, type ErasureSubject } from '@/platform/privacy/personal-data'

import { BookingsRepository, type BookingKind } from './bookings-repository'

const COLLECTIONS = { table: 'table-bookings', room: 'room-bookings' } as const

/**
 * A closed account's bookings (ADR 0069): those still to come are cancelled by the guest (their
 * place goes back on sale, exactly once, as with the guest's own link); every booking stays in the
 * venue's books without the guest's name, address, phone or note.
 */
export function eraseBookings(kind: BookingKind) {
  return async (payload: Payload, subject: ErasureSubject, where: Where): Promise<void> => {
    const collection = COLLECTIONS[kind]
    const { docs } = await payload.find({
      collection,
      where: { and: [where, { status: { equals: 'confirmed' } }] },
      depth: 0,
      pagination: false,
      overrideAccess: true,
    })
    const repository = new BookingsRepository(payload)
    const now = new Date(subject.now)
    for (const booking of docs) {
      if (isToCome(kind, booking as unknown as Record<string, unknown>, subject.now)) {
        await repository.cancel(kind, booking.id, 'guest', now)
      }
    }
    await payload.update({
      collection,
      where,
      data: {
        guestName: subject.alias,
        email: erasedEmail(subject),
        phone: '-',
        note: null,
      },
      depth: 0,
      overrideAccess: true,
      context: ERASURE_CONTEXT,
    })
  }
}

function isToCome(kind: BookingKind, booking: Record<string, unknown>, now: number): boolean {
  if (kind === 'table') return Date.parse(String(booking.startsAt)) > now
  // A stay is to come until its arrival day has begun (arrival is a Paris calendar date).
  return String(booking.arrival).slice(0, 10) >= formatIsoDateInZone(now)
}
