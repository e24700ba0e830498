'use client'

import dynamic from 'next/dynamic'

/**
 * The booking forms in their own chunks: every CMS page shares one route, and venue pages should
 * not download the forms before they show (ADR 0016). Still rendered on the server.
 */
export const TableBookingForm = dynamic(() =>
  import('./table-booking-form').then((m) => m.TableBookingForm),
)

export const RoomBookingForm = dynamic(() =>
  import('./room-booking-form').then((m) => m.RoomBookingForm),
)
