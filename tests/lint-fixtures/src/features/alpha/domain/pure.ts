// Must pass: another area's rules through its domain barrel, and the platform's pure kernel.
import { betaRule } from '../../beta/domain'
import { counter } from '../../../platform/domain/counters'

export const pure = () => counter(betaRule() ? 1 : 0)
