export { cardsRoute as POST } from '@/server/integration-api'
