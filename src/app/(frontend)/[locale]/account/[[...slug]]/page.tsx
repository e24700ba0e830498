import { memberPageRoute } from '@/server/member-page'

// The member area reads the session: rendered per visit, never cached.
export const dynamic = 'force-dynamic'

const route = memberPageRoute('account')
export const generateMetadata = route.generateMetadata
export default route.MemberPage
