import { splitPath } from './routing-rules'

/** A page's `access` field: who may open it (ADR 0011). */
export const PAGE_ACCESS_LEVELS = ['public', 'member', 'memberWithTerms'] as const
export type PageAccess = (typeof PAGE_ACCESS_LEVELS)[number]

/** The VIP club's folder: its pages need the current terms accepted, whatever their access says. */
export const VIP_FOLDER = 'le-carre-vip'

/** A page of the VIP club (/le-carre-vip/…); the club's own page, /le-carre-vip, is public. */
export function isVipAreaPath(path: string): boolean {
  const [first, ...rest] = splitPath(path)
  return first === VIP_FOLDER && rest.length > 0
}

/**
 * The `access` values a caller may read, from the highest one they hold ('public' for a visitor,
 * 'member' for a connected member, 'memberWithTerms' once the current terms are accepted).
 */
export function pageAccessesOpenTo(clearance: PageAccess): PageAccess[] {
  return PAGE_ACCESS_LEVELS.slice(0, PAGE_ACCESS_LEVELS.indexOf(clearance) + 1)
}
