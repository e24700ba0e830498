/**
 * The programmes' rules identity applies to a member's own record: composed in src/server
 * (ADR 0050), so identity calls their owners without importing them.
 */
export type LuckyDaysOnRecord = {
  days: readonly [string, string] | null
  /** When the dates were last chosen (epoch ms; null: never, or before the rule). */
  changedAt: number | null
}

export type MemberRules = {
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
