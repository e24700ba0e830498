import type { OptIns } from '@/features/identity/domain'
// Relative: next.config.ts reads this area's domain (the consent hint) without the @/ alias.
import { WRITE_ORIGINS } from '../../../platform/domain/write-origin'

/**
 * The history of a person's consents (issue 26): every change of a member's contact channels
 * (e-mail, SMS, post), of the newsletter lists of an address, and of a logged-in member's cookie
 * choice, with when and how it was made. Records are only ever added.
 */

/**
 * What a person can consent to: a member's contact channels (identity's opt-ins), the newsletter
 * lists of an address (forms), and the cookie purposes (this area). Their owners write the values;
 * this list only names them for the history (a test keeps it in step with the owners').
 */
export const CONSENT_SUBJECTS = [
  'email',
  'sms',
  'mail',
  'casino',
  'hotel',
  'partner',
  'cookiesAnalytics',
  'cookiesMarketing',
] as const
export type ConsentSubject = (typeof CONSENT_SUBJECTS)[number]

/** Every opt-in of a member is a subject of the history: an opt-in added there fails to compile here. */
export const EVERY_OPT_IN_IS_A_SUBJECT: Record<Exclude<keyof OptIns, ConsentSubject>, never> = {}

export function isConsentSubject(value: unknown): value is ConsentSubject {
  return typeof value === 'string' && (CONSENT_SUBJECTS as readonly string[]).includes(value)
}

/**
 * How a change was made: the door of the site the write came through (the sign-up or profile
 * form, the newsletter form, an unsubscribe link, the cookie banner), staff in the admin, or the
 * site's own work.
 */
export const CONSENT_SOURCES = [...WRITE_ORIGINS, 'admin', 'site'] as const
export type ConsentSource = (typeof CONSENT_SOURCES)[number]

export function isConsentSource(value: unknown): value is ConsentSource {
  return typeof value === 'string' && (CONSENT_SOURCES as readonly string[]).includes(value)
}

/** What one change says: the subject (a channel, a list, a cookie purpose) given or withdrawn. */
export type ConsentChange = { subject: ConsentSubject; granted: boolean }

/**
 * The changes between two states of the same subjects: a subject counts as not given when it is
 * missing before (a new address, a new member), and is compared only when the new state says it.
 */
export function listConsentChanges(
  before: Readonly<Record<string, boolean | null | undefined>> | null | undefined,
  after: Readonly<Record<string, boolean | null | undefined>>,
): ConsentChange[] {
  const changes: ConsentChange[] = []
  for (const [subject, value] of Object.entries(after)) {
    if (typeof value !== 'boolean' || !isConsentSubject(subject)) continue
    if ((before?.[subject] === true) !== value) changes.push({ subject, granted: value })
  }
  return changes
}
