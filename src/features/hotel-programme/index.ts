/** What the routes and the composition root may use of the hotel programme. */
export {
  cardRenewalRoute,
  collaboratorRoute,
  enrolmentRoute,
  hotelProgrammeOperations,
  hotelProgrammeRoute,
  HotelProgrammeSchema,
  spouseAcceptanceRoute,
  spouseInvitationRoute,
  spouseRevocationRoute,
} from './server/routes'
export {
  HotelStayInputSchema,
  recordHotelSystemStay,
  type HotelStayOutcome,
} from './server/hotel-system-stays'
export { readHotelProgramme, type HotelProgrammeView } from './server/programme'
export { joinAsCollaboratorAtSignUp, refuseCollaboratorEmail } from './server/collaborators'
export {
  createHotelInitReader,
  HotelInitSchema,
  readHotelInitThroughPayload,
  type HotelInitDto,
} from './server/init-part'
