/** What other areas may use of the bookings area. */
// The member's room bookings, upcoming then ended (the hotel programme counts the ended ones).
export { listMemberStays } from './server/manage'
export type { MemberStayView } from './domain'
