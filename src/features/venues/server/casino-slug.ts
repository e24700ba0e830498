import type { Locale } from '@/platform/i18n/locales'

import { relationIdOf } from '../cms/hooks'
import { getCasinos } from './queries'

/** A block's casino relation (an id, or the populated document) as the casino's id. */
export const casinoIdOf = relationIdOf

/** A block's casino relation (an id, or the populated document) as the casino's slug. */
export async function casinoSlugOf(value: unknown, locale: Locale): Promise<string | null> {
  if (value === null || value === undefined) return null
  if (typeof value === 'object' && 'slug' in value && typeof value.slug === 'string') {
    return value.slug
  }
  const id = casinoIdOf(value)
  const casinos = await getCasinos(locale)
  return casinos.find((casino) => casino.id === id)?.slug ?? null
}
