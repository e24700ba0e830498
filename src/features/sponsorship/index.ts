/** What other areas and the routes may use of the sponsorship area. */
export { grantSponsorshipWelcome, type WelcomeOutcome } from './server/grant-welcome'
export { invitationRoute, sponsorshipRoute, SponsorshipSummarySchema } from './server/routes'
export { sponsorshipOperations } from './server/openapi'
export { SPONSOR_WELCOME_POINTS } from './domain'
