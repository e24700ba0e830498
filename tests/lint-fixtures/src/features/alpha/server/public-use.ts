// Must pass: another area through its index.ts and its domain barrel.
import { readBeta } from '../../beta'
import { betaRule } from '../../beta/domain'

export const usePublic = () => [readBeta(), betaRule()]
