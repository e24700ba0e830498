import { step1 } from './step-1'

export const step8 = (depth: number): number => (depth > 0 ? step1(depth - 1) : 8)
