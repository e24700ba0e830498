export const dynamic = 'force-dynamic'

export { downloadExportRoute as GET } from '@/features/privacy/server/routes'
