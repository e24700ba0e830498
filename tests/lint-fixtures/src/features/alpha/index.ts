export { readAlpha } from './server/reader'
