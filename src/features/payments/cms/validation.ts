import { APIError, type GlobalBeforeChangeHook } from 'payload'

import { DEFAULT_MACHINE_AMOUNT_RULES, validateMachineRules } from '../domain'

/** The amount rules are checked by the domain rule before they are stored. */
export const validateMachineRulesForAdmin: GlobalBeforeChangeHook = ({ data }) => {
  const rules = {
    minCents: Number(data.minCents ?? DEFAULT_MACHINE_AMOUNT_RULES.minCents),
    maxCents: Number(data.maxCents ?? DEFAULT_MACHINE_AMOUNT_RULES.maxCents),
    stepCents: Number(data.stepCents ?? DEFAULT_MACHINE_AMOUNT_RULES.stepCents),
  }
  const errors = validateMachineRules(rules)
  if (errors.length > 0)
    throw new APIError(`Invalid amount rules: ${errors.join(', ')}`, 400, null, true)
  return data
}
