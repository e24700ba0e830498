import type { Access, Payload, PayloadRequest, Where } from 'payload'

import type { Locale } from '@/platform/i18n/locales'
import { isStaff } from '@/platform/security/staff-access'

import {
  isVipAreaPath,
  pageAccessesOpenTo,
  VIP_FOLDER,
  type PageAccess,
} from '../domain/page-access'

/**
 * The highest page access the caller of a request holds ('public' for a visitor). The content
 * area knows no members: the composition root (payload.config.ts) passes identity's answer.
 */
export type PageClearance = (req: PayloadRequest) => Promise<PageAccess>

const visitorsOnly: PageClearance = async () => 'public'

/** Ids of the VIP club's pages (a path under /le-carre-vip/ in any language). */
async function findVipPageIds(payload: Payload): Promise<number[]> {
  const found = await payload.find({
    collection: 'pages',
    locale: 'all',
    where: { path: { like: VIP_FOLDER } },
    select: { path: true },
    depth: 0,
    pagination: false,
    overrideAccess: true,
  })
  return found.docs
    .filter((doc) => {
      // With locale 'all', a localized field comes back as one value per locale.
      const paths = (doc as unknown as { path?: Partial<Record<Locale, string | null>> }).path
      return Object.values(paths ?? {}).some(
        (path) => typeof path === 'string' && isVipAreaPath(path),
      )
    })
    .map((doc) => doc.id)
}

/** Payload evaluates read access several times per request (relations, counts): once is enough. */
const vipIdsOfRequest = new WeakMap<PayloadRequest, Promise<number[]>>()

function vipPageIds(req: PayloadRequest): Promise<number[]> {
  let ids = vipIdsOfRequest.get(req)
  if (!ids) {
    ids = findVipPageIds(req.payload)
    vipIdsOfRequest.set(req, ids)
  }
  return ids
}

/**
 * Who reads pages through /api/cms (REST and GraphQL), as the site shows them (ADR 0041): staff
 * read everything, drafts and versions included; anyone else reads published pages only, and of
 * those only the ones their clearance opens: a visitor the public ones, a connected member also
 * the pages for members, a member who accepted the current terms also the VIP club's pages and
 * the pages marked 'memberWithTerms'. The site itself reads pages through the Local API.
 */
export function pagesReadAccess(clearanceOf: PageClearance = visitorsOnly): Access {
  return async ({ req }) => {
    if (isStaff(req)) return true
    const clearance = await clearanceOf(req)
    const conditions: Where[] = [{ _status: { equals: 'published' } }]
    if (clearance !== 'memberWithTerms') {
      conditions.push({
        // Left empty, the field means public (its default), as on the site.
        or: [{ access: { in: pageAccessesOpenTo(clearance) } }, { access: { exists: false } }],
      })
      const vip = await vipPageIds(req)
      if (vip.length > 0) conditions.push({ id: { not_in: vip } })
    }
    return { and: conditions }
  }
}
