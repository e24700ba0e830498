import { VIP_FOLDER, type PageAccess } from './page-access'
import { splitPath } from './routing-rules'

export type { PageAccess } from './page-access'

/**
 * Folders whose pages are served per visit to members only: /account is the member area (each
 * page guarded by its access), /le-carre-vip/… the VIP club's pages (members who accepted the
 * terms, whatever their access says). The club's own page, /le-carre-vip, is public.
 */
const MEMBER_AREAS = [
  { folder: 'account', includesRoot: true },
  { folder: VIP_FOLDER, includesRoot: false },
] as const

export function isMemberAreaPath(path: string): boolean {
  const [first, ...rest] = splitPath(path)
  return MEMBER_AREAS.some(
    ({ folder, includesRoot }) => first === folder && (includesRoot || rest.length > 0),
  )
}

/**
 * Whether a published page belongs in the sitemap: anyone can open it (public access, outside the
 * member areas, in every language it has) and it is not marked noindex.
 */
export function isListedInSitemap(page: {
  paths: readonly string[]
  access: PageAccess | null | undefined
  noIndex: boolean
}): boolean {
  if (page.noIndex || (page.access ?? 'public') !== 'public') return false
  return page.paths.length > 0 && !page.paths.some(isMemberAreaPath)
}
