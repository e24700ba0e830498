export { staysRoute as POST } from '@/server/integration-api'
