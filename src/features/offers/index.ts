/** What other areas and the routes may use of the member offers and events area. */
export { eventsRoute } from './server/routes'
export { offerOperations } from './server/openapi'
export { listMemberEvents, type MemberEventsDto } from './server/offers-service'
