import { step5 } from './step-5'

export const step4 = (depth: number): number => (depth > 0 ? step5(depth - 1) : 4)
