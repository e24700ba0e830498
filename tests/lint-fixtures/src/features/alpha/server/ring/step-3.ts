import { step4 } from './step-4'

export const step3 = (depth: number): number => (depth > 0 ? step4(depth - 1) : 3)
