export { dataExportLinkRoute as GET } from '@/features/privacy/server/link-route'
