export const dynamic = 'force-dynamic'

export {
  cancelClosureRoute as DELETE,
  closureStateRoute as GET,
  requestClosureRoute as POST,
} from '@/features/privacy/server/routes'
