import { redirect } from 'next/navigation'

import { accountPath, type ProfileDto } from '@/features/identity'
import { localizePath, type Locale } from '@/platform/i18n/locales'

/**
 * The member of the session for a payments page (the route reads it); a visitor is sent to log
 * in and comes back to the same page (a same-site path only).
 */
export function requirePaymentsMember(
  locale: Locale,
  returnTo: string,
  member: ProfileDto | null,
): ProfileDto {
  if (member) return member
  const login = localizePath(accountPath('login', locale), locale)
  redirect(`${login}?returnTo=${encodeURIComponent(returnTo)}`)
}

export const first = (value: string | string[] | undefined) =>
  Array.isArray(value) ? value[0] : value
