import type { IsoWeekday } from '@/platform/domain/calendar'

import {
  SLOT_MINUTES,
  TABLE_SERVICE_KINDS,
  type RoomRateRules,
  type Season,
  type SlotMinutes,
  type TableBookingRules,
  type TableServiceKind,
} from '../domain'

/**
 * Stored settings (as Payload saves them: select values are strings, optional numbers may be
 * null) → the domain's rules. Shared by the repositories and the collections' validation, so an
 * editor cannot save what the booking rules would read differently.
 */

export type StoredTableSettings = {
  slotMinutes?: string | null
  maxPartyOnline?: number | null
  leadTimeMinutes?: number | null
  horizonDays?: number | null
  mealMinutes?: number | null
  services?:
    | {
        kind?: string | null
        days?: string[] | null
        firstSeating?: string | null
        lastSeating?: string | null
        coversPerSlot?: number | null
      }[]
    | null
  closedDates?: { date?: string | null }[] | null
}

const toSlotMinutes = (value: string | null | undefined): SlotMinutes =>
  SLOT_MINUTES.find((minutes) => String(minutes) === value) ?? 30

const toKind = (value: string | null | undefined): TableServiceKind =>
  TABLE_SERVICE_KINDS.find((kind) => kind === value) ?? 'dinner'

const toWeekday = (value: string): IsoWeekday | null => {
  const day = Number(value)
  return Number.isInteger(day) && day >= 1 && day <= 7 ? (day as IsoWeekday) : null
}

export function toTableBookingRules(stored: StoredTableSettings): TableBookingRules {
  return {
    slotMinutes: toSlotMinutes(stored.slotMinutes),
    maxPartyOnline: stored.maxPartyOnline ?? 8,
    leadTimeMinutes: stored.leadTimeMinutes ?? 120,
    horizonDays: stored.horizonDays ?? 60,
    mealMinutes: stored.mealMinutes ?? 120,
    services: (stored.services ?? []).map((service) => ({
      kind: toKind(service.kind),
      days: (service.days ?? []).map(toWeekday).filter((day): day is IsoWeekday => day !== null),
      firstSeating: service.firstSeating ?? '',
      lastSeating: service.lastSeating ?? '',
      coversPerSlot: service.coversPerSlot ?? 0,
    })),
    closedDates: (stored.closedDates ?? [])
      .map((closed) => closed.date ?? '')
      .filter((date) => date !== ''),
  }
}

export type StoredRoomSettings = {
  roomCount?: number | null
  baseNightlyCents?: number | null
  minimumStay?: number | null
  freeCancellationDays?: number | null
  seasons?:
    | {
        startDate?: string | null
        endDate?: string | null
        nightlyCents?: number | null
        minimumStay?: number | null
      }[]
    | null
}

export function toRoomRateRules(
  stored: StoredRoomSettings,
  room: { roomId: number; maxGuests: number },
): RoomRateRules {
  return {
    roomId: room.roomId,
    maxGuests: room.maxGuests,
    roomCount: stored.roomCount ?? 0,
    baseNightlyCents: stored.baseNightlyCents ?? 0,
    minimumStay: stored.minimumStay ?? 1,
    freeCancellationDays: stored.freeCancellationDays ?? 0,
    seasons: (stored.seasons ?? []).map((season): Season => ({
      startDate: season.startDate ?? '',
      endDate: season.endDate ?? '',
      nightlyCents: season.nightlyCents ?? 0,
      minimumStay: season.minimumStay ?? null,
    })),
  }
}
