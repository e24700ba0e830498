import { step8 } from './step-8'

export const step7 = (depth: number): number => (depth > 0 ? step8(depth - 1) : 7)
