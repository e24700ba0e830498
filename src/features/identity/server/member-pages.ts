import type { Page } from '@/payload-types'
import {
  alternatesFor,
  getPagePaths,
  getPublishedPageByPath,
  getSiteSettings,
  getTranslationByPath,
  joinPath,
  linkContextFor,
} from '@/features/content'
import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'

import { accountPath } from '../domain/account-routes'
import { resolveConnectedGuard, resolveVipGuard } from '../domain/member-state'
import { getCurrentMember } from './current-member'
import type { ProfileDto } from './member-dto'

export type MemberPageResolution =
  | {
      kind: 'page'
      page: Page
      member: ProfileDto | null
      alternates: ReturnType<typeof alternatesFor>
      linkContext: ReturnType<typeof linkContextFor>
    }
  | { kind: 'redirect'; location: string }
  | { kind: 'not-found' }

function withReturnTo(path: string, returnTo: string | null): string {
  return returnTo ? `${path}?returnTo=${encodeURIComponent(returnTo)}` : path
}

/**
 * Member pages are CMS pages under /account and /le-carre-vip, rendered per visit with the member
 * loaded on the server. Guards (spec section 6): a page marked for members needs a connected
 * member (else the home page); VIP pages and pages marked 'memberWithTerms' also need the current
 * terms accepted (else the accept-terms page, which brings the member back).
 */
export async function resolveMemberPage(
  locale: Locale,
  segments: string[],
  area: 'account' | 'vip',
): Promise<MemberPageResolution> {
  const path = joinPath(segments)
  const page = await getPublishedPageByPath(locale, path)
  if (!page) {
    // A French slug under /en (or the reverse), e.g. a shared link opened by an English browser
    // that the locale detection sent to /en: the same page in this language, as on public pages.
    const translatedPath = (await getTranslationByPath(locale, path))?.paths[locale]
    if (translatedPath && translatedPath !== path) {
      return { kind: 'redirect', location: localizePath(translatedPath, locale) }
    }
    return { kind: 'not-found' }
  }
  const member = await getCurrentMember()
  const access = area === 'vip' ? 'memberWithTerms' : (page.access ?? 'public')
  const requested = localizePath(path, locale)
  const guard =
    access === 'public'
      ? { kind: 'allow' as const }
      : access === 'member'
        ? resolveConnectedGuard(member)
        : resolveVipGuard(member, requested, getEnv().TERMS_VERSION)
  if (guard.kind === 'redirect') {
    const target =
      guard.route === 'acceptTerms'
        ? withReturnTo(localizePath(accountPath('acceptTerms', locale), locale), guard.returnTo)
        : localizePath('/', locale)
    return { kind: 'redirect', location: target }
  }
  const settings = await getSiteSettings(locale)
  return {
    kind: 'page',
    page,
    member,
    alternates: alternatesFor(await getPagePaths(page.id), page.id, settings.homePageId),
    linkContext: linkContextFor(locale, settings.homePageId),
  }
}
