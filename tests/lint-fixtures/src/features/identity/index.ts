export { memberName } from './server/members'
