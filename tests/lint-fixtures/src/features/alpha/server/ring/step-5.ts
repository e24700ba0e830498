import { step6 } from './step-6'

export const step5 = (depth: number): number => (depth > 0 ? step6(depth - 1) : 5)
