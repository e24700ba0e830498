export { playEventsRoute as POST } from '@/server/integration-api'
