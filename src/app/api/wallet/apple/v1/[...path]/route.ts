export const dynamic = 'force-dynamic'

export {
  appleWebServiceRoute as DELETE,
  appleWebServiceRoute as GET,
  appleWebServiceRoute as POST,
} from '@/features/loyalty/server/wallet-routes'
