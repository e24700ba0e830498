// Must fail: beta is on a lower layer than alpha and may not import it, even through its index.ts.
import { readAlpha } from '../../alpha'

export const usesAlpha = () => readAlpha()
