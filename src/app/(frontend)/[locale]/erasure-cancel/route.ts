export { erasureCancelLinkRoute as GET } from '@/features/privacy/server/link-route'
