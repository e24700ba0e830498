import type { CasinoRef } from '@/features/venues/domain'

/** A jackpot won on a slot machine; wonAt is an ISO instant. */
export type JackpotView = {
  id: number
  casino: CasinoRef
  machineNumber: string
  machineName: string | null
  amountCents: number
  wonAt: string
}

export const DEFAULT_JACKPOT_LIMIT = 20
export const MAX_JACKPOT_LIMIT = 100

/** A slot machine number as staff enter it: 1 to 8 digits (leading zeros kept). */
export function isMachineNumber(value: string): boolean {
  return /^[0-9]{1,8}$/.test(value)
}
