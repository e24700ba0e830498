export const dynamic = 'force-dynamic'

export { appleWalletPassRoute as GET } from '@/features/loyalty/server/wallet-routes'
