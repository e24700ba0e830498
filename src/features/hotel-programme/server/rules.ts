import type { Locale } from '@/platform/i18n/locales'

import { toHotelRules, type HotelProgrammeRules, type HotelStatus } from '../domain'
import type { Db } from './context'

export type HotelRulesView = HotelProgrammeRules & {
  collaboratorDomains: string[]
}

type StoredGlobal = {
  infinimentNights?: unknown
  infinimentStays?: unknown
  collaboratorDomains?: { domain?: string | null }[] | null
  advantages?: { status?: string | null; text?: string | null }[] | null
}

async function readGlobal(db: Db, locale: Locale = 'fr'): Promise<StoredGlobal> {
  return (await db.payload.findGlobal({
    slug: 'hotel-programme-rules',
    depth: 0,
    locale,
    fallbackLocale: 'fr',
    req: db.req,
  })) as StoredGlobal
}

/**
 * The "Hotel programme rules" global: the one place every screen, API and job reads the
 * thresholds, the allowed collaborator domains and the advantages per status from.
 */
export async function getHotelRules(db: Db): Promise<HotelRulesView> {
  const stored = await readGlobal(db)
  return {
    ...toHotelRules(stored),
    collaboratorDomains: (stored.collaboratorDomains ?? [])
      .map((row) => row.domain?.trim() ?? '')
      .filter(Boolean),
  }
}

/** The advantages of a status, as staff wrote them in the member's language. */
export async function getStatusAdvantages(
  db: Db,
  status: HotelStatus,
  locale: Locale,
): Promise<string[]> {
  const stored = await readGlobal(db, locale)
  return (stored.advantages ?? [])
    .filter((row) => row.status === status && row.text)
    .map((row) => row.text!.trim())
}
