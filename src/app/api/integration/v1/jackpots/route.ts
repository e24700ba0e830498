export { jackpotsRoute as POST } from '@/server/integration-api'
