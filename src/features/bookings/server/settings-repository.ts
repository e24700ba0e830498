import type { Payload } from 'payload'

import type { RoomRateRules, TableBookingRules } from '../domain'
import { toRoomRateRules, toTableBookingRules } from './settings-mappers'

/** The booking settings staff edit: a restaurant's table rules, a hotel's room rates. */
export class SettingsRepository {
  constructor(private readonly payload: Payload) {}

  async findTableRules(restaurantId: number): Promise<TableBookingRules | null> {
    const found = await this.payload.find({
      collection: 'table-booking-settings',
      where: { restaurant: { equals: restaurantId } },
      depth: 0,
      limit: 1,
      select: {
        slotMinutes: true,
        maxPartyOnline: true,
        leadTimeMinutes: true,
        horizonDays: true,
        mealMinutes: true,
        services: true,
        closedDates: true,
      },
    })
    const settings = found.docs[0]
    return settings ? toTableBookingRules(settings) : null
  }

  /** Rules of the room types that have settings, with the guests each takes. */
  async listRoomRules(
    rooms: readonly { id: number; capacity: number }[],
  ): Promise<RoomRateRules[]> {
    if (rooms.length === 0) return []
    const found = await this.payload.find({
      collection: 'room-booking-settings',
      where: { room: { in: rooms.map((room) => room.id) } },
      depth: 0,
      limit: rooms.length,
      pagination: false,
    })
    return found.docs.flatMap((settings) => {
      const roomId = typeof settings.room === 'number' ? settings.room : settings.room.id
      const room = rooms.find((candidate) => candidate.id === roomId)
      return room ? [toRoomRateRules(settings, { roomId, maxGuests: room.capacity })] : []
    })
  }
}
