import type { AreaManifest } from '@/platform/cms/area-manifest'
import {
  ACCOUNTING_RETENTION,
  byMemberOrEmail,
  collectionPart,
} from '@/platform/privacy/personal-data'

import { RoomBookings, TableBookings } from './cms/bookings'
import { bookingBlocks } from './cms/blocks'
import { RoomNightCounters, TableSlotCounters } from './cms/counters'
import { RoomBookingSettings, TableBookingSettings } from './cms/settings'
import { eraseBookings } from './server/erasure'
import { bookingMails } from './server/mails'

/** Table and room bookings: their settings, the bookings and the capacity counters (ADR 0030). */
export const bookingsManifest: AreaManifest = {
  area: 'bookings',
  collections: [
    TableBookingSettings,
    RoomBookingSettings,
    TableBookings,
    RoomBookings,
    TableSlotCounters,
    RoomNightCounters,
  ],
  pageBlocks: bookingBlocks,
  mails: bookingMails,
  dashboardPanels: ['/features/bookings/cms/admin/today-panel#BookingsTodayPanel'],
  // Bookings made logged in, or logged out with the member's address.
  personalData: [
    collectionPart({
      name: 'table-bookings',
      collection: 'table-bookings',
      where: byMemberOrEmail(),
      erase: eraseBookings('table'),
      // Kept without the guest (ADR 0069), as long as the accounts they may support.
      retain: ACCOUNTING_RETENTION,
    }),
    collectionPart({
      name: 'room-bookings',
      collection: 'room-bookings',
      where: byMemberOrEmail(),
      erase: eraseBookings('room'),
      retain: ACCOUNTING_RETENTION,
    }),
  ],
}
