// Must fail: identity is a foundation area and imports no other area, even through its index.ts.
import { readBeta } from '../../beta'

export const usesBeta = () => readBeta()
