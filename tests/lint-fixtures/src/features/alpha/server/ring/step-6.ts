import { step7 } from './step-7'

export const step6 = (depth: number): number => (depth > 0 ? step7(depth - 1) : 6)
