export const dynamic = 'force-dynamic'

export {
  listExportsRoute as GET,
  requestExportRoute as POST,
} from '@/features/privacy/server/routes'
