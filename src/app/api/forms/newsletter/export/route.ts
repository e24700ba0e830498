export const dynamic = 'force-dynamic'

export { newsletterExportRoute as GET } from '@/features/forms/server/routes'
