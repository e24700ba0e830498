import { tournamentRoute } from '@/server/tournament-page'

// Cached after the first visit; the 'tournaments' tag expires it on edit, and a short
// revalidation keeps the status and registration state in step with the clock.
export const dynamicParams = true
export const revalidate = 300
export function generateStaticParams() {
  return []
}

const route = tournamentRoute('other')
export const generateMetadata = route.generateMetadata
export default route.TournamentPage
