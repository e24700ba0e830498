/**
 * Which door of the site a write came through: the sign-up form, the member's profile, the
 * newsletter form, an unsubscribe link, the cookie banner (platform/cms/write-origin.ts carries it
 * to Payload's hooks). A write without one came from staff in the admin or the site's own work.
 */
export const WRITE_ORIGINS = ['signUp', 'profile', 'newsletter', 'unsubscribe', 'banner'] as const
export type WriteOrigin = (typeof WRITE_ORIGINS)[number]

export function isWriteOrigin(value: unknown): value is WriteOrigin {
  return typeof value === 'string' && (WRITE_ORIGINS as readonly string[]).includes(value)
}
