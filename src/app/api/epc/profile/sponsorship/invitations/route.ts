export { invitationRoute as POST } from '@/features/sponsorship'
