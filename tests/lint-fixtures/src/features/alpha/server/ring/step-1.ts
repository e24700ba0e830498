// Must fail (scripts/import-cycles.test.ts): a cycle of eight modules, longer than the depth
// limit (6) the lint rule once had.
import { step2 } from './step-2'

export const step1 = (depth: number): number => (depth > 0 ? step2(depth - 1) : 1)
