import type { FormContext } from '../domain/member-forms'

/**
 * The programmes' rules identity applies to a member's own record: composed in src/server
 * (ADR 0050), so identity calls their owners without importing them.
 */
export type LuckyDaysOnRecord = {
  days: readonly [string, string] | null
  /** When the dates were last chosen (epoch ms; null: never, or before the rule). */
  changedAt: number | null
}

/** A casino a member may name as favourite: its slug (what is stored) and its name. */
export type CasinoChoice = { value: string; label: string }

export type MemberRules = {
  /** Venues' published casinos, the choices of the favourite casino (sign-up and profile). */
  casinoChoices: () => Promise<readonly CasinoChoice[]>
  /** Sponsorship's cap: may a sponsor whose godsons signed up at these instants take one more? */
  canTakeGodson: (godsonSignUps: readonly number[], now: number) => boolean
  /** Loyalty's rule: may the member choose other lucky dates now, or from which year? */
  canChangeLuckyDays: (
    luckyDays: LuckyDaysOnRecord,
    now: number,
  ) => { allowed: true } | { allowed: false; nextChangeYear: number }
  /**
   * The hotel programme's collaborator sign-up (ADR 0052): `refuse` checks the e-mail before the
   * account is made (hotel.0113 when its domain is not allowed), `join` gives the status after.
   */
  collaborators: {
    refuse: (email: string) => Promise<'hotel.0113' | null>
    join: (memberId: number, now: number) => Promise<void>
  }
}

/**
 * The form check's context for a favourite casino sent by a member: it must be one of venues'
 * published casinos, unless it is the value already on record (kept as it was).
 */
export async function favouriteCasinoCheck(
  rules: Pick<MemberRules, 'casinoChoices'>,
  sent: unknown,
  onRecord: string | null = null,
): Promise<FormContext> {
  const value = typeof sent === 'string' ? sent.trim() : ''
  if (value === '' || value === onRecord) return {}
  const choices = await rules.casinoChoices()
  return { casinoIds: choices.map((choice) => choice.value) }
}
