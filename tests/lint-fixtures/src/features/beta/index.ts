export { readBeta } from './server/internal'
