/** What the routes and the composition root may use of the hotel programme. */
export {
  cardRenewalRoute,
  enrolmentRoute,
  hotelProgrammeOperations,
  hotelProgrammeRoute,
  HotelProgrammeSchema,
} from './server/routes'
export {
  HotelStayInputSchema,
  recordHotelSystemStay,
  type HotelStayOutcome,
} from './server/hotel-system-stays'
export { readHotelProgramme, type HotelProgrammeView } from './server/programme'
