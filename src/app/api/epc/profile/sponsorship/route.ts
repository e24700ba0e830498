export { sponsorshipRoute as GET } from '@/features/sponsorship'
