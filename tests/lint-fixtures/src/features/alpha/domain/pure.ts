// Must pass: another area's rules through its domain barrel.
import { betaRule } from '../../beta/domain'

export const pure = () => betaRule()
