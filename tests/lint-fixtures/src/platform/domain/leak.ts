// Must fail: the pure kernel reaching platform code outside it.
import { platformReads } from '../feature-user'

export const leak = () => platformReads()
