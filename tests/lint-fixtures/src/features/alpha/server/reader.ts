// Must fail: another area's internals, not its index.ts.
import { internal } from '../../beta/server/internal'

export const readAlpha = () => internal()
