export {
  spouseInvitationRoute as POST,
  spouseRevocationRoute as DELETE,
} from '@/features/hotel-programme'
