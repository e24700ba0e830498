import type { PayloadRequest } from 'payload'

import { normalizeSearchText } from '@/platform/domain/search-text'

export function localeOf(req: PayloadRequest): 'fr' | 'en' {
  return req.locale === 'en' ? 'en' : 'fr'
}

/** 'Évian-les-Bains' → 'evian-les-bains': the search's city filter value. */
export function slugifyCity(city: string): string {
  return normalizeSearchText(city).replace(/ /g, '-')
}

export type CasinoSummary = { name: string; city: string; citySlug: string }

export function relationIdOf(value: unknown): number | null {
  if (typeof value === 'number') return value
  if (value && typeof value === 'object' && 'id' in value) {
    const id = (value as { id: unknown }).id
    return typeof id === 'number' ? id : null
  }
  return null
}

/** The casino a show, restaurant or hotel belongs to, for the denormalized search fields. */
export async function findCasinoSummary(
  req: PayloadRequest,
  casino: unknown,
): Promise<CasinoSummary | null> {
  const id = relationIdOf(casino)
  if (id === null) return null
  const found = await req.payload.find({
    collection: 'casinos',
    where: { id: { equals: id } },
    depth: 0,
    limit: 1,
    draft: true,
    req,
    select: { name: true, city: true },
  })
  const doc = found.docs[0] as { name?: string; city?: string } | undefined
  if (!doc?.city) return null
  return { name: doc.name ?? '', city: doc.city, citySlug: slugifyCity(doc.city) }
}
