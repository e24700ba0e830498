import type { ComponentType } from 'react'

import { MyStaysBlockView } from './my-stays-block'
import { RestaurantBookingBlockView } from './restaurant-booking-block'

/** The bookings area's blocks by block type, for the content area's block registry. */
export const bookingBlockViews: Record<string, ComponentType<never>> = {
  restaurantBooking: RestaurantBookingBlockView,
  myStays: MyStaysBlockView,
}
