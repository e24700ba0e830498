import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'

import { accountPath } from '../domain/account-routes'
import { resolveConnectedGuard, resolveVipGuard } from '../domain/member-state'
import { getCurrentMember } from './current-member'
import type { ProfileDto } from './member-dto'
import { ACCESS_COOKIE, REFRESH_COOKIE } from './session-cookies'

/** Who may read a page: anyone, a connected member, or a member who accepted the current terms. */
export type MemberPageAccess = 'public' | 'member' | 'memberWithTerms'

export type MemberPageEntry =
  { kind: 'allow'; member: ProfileDto | null } | { kind: 'redirect'; location: string }

function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path
}

/**
 * The member area's guard for a page of /account or /le-carre-vip (spec section 6), with the
 * member loaded on the server: a page marked for members needs a connected member (else the home
 * page); VIP pages and pages marked 'memberWithTerms' also need the current terms accepted (else
 * the accept-terms page, which brings the member back to `path`, unprefixed).
 */
export async function enterMemberPage(
  locale: Locale,
  path: string,
  access: MemberPageAccess,
): Promise<MemberPageEntry> {
  const member = await getCurrentMember()
  const requested = localizePath(path, locale)
  const guard =
    access === 'public'
      ? { kind: 'allow' as const }
      : access === 'member'
        ? resolveConnectedGuard(member)
        : resolveVipGuard(member, requested, getEnv().TERMS_VERSION)
  if (guard.kind === 'allow') return { kind: 'allow', member }
  const location =
    guard.route === 'acceptTerms'
      ? withReturnTo(localizePath(accountPath('acceptTerms', locale), locale), guard.returnTo)
      : localizePath('/', locale)
  return { kind: 'redirect', location }
}

/**
 * Where a mail's link to a member page sends the browser: to the page when this browser holds a
 * session (the proxy refreshes it before the page renders), else to the login page, which comes
 * back to it; the guard alone would send a visitor to the home page (spec section 6).
 * `target` is the page's localized path with its query.
 */
export function memberLinkLocation(
  cookie: (name: string) => string | undefined,
  locale: Locale,
  target: string,
): string {
  if (cookie(REFRESH_COOKIE) || cookie(ACCESS_COOKIE)) return target
  return withReturnTo(localizePath(accountPath('login', locale), locale), target)
}
