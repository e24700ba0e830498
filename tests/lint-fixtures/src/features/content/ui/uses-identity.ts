// Must pass: content may use identity (a foundation below it) through its index.ts.
import { memberName } from '../../identity'

export const greeting = () => `Bonjour ${memberName()}`
