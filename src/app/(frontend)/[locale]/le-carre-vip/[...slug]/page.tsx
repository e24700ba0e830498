import { memberPageRoute } from '@/server/member-page'

// VIP club pages: connected members who accepted the terms (guard 2), rendered per visit.
export const dynamic = 'force-dynamic'

const route = memberPageRoute('vip')
export const generateMetadata = route.generateMetadata
export default route.MemberPage
