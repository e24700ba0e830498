/**
 * Seed content is written once with both languages side by side: t('Bonjour', 'Hello').
 * `pick` turns such a tree into the value for one locale.
 */
export type Bilingual<T = string> = { __bilingual: true; fr: T; en: T }

export function t<T>(fr: T, en: T): Bilingual<T> {
  return { __bilingual: true, fr, en }
}

function isBilingual(value: unknown): value is Bilingual<unknown> {
  return typeof value === 'object' && value !== null && '__bilingual' in value
}

export function pick(value: unknown, locale: 'fr' | 'en'): unknown {
  if (isBilingual(value)) return pick(value[locale], locale)
  if (Array.isArray(value)) return value.map((item) => pick(item, locale))
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, pick(v, locale)]))
  }
  return value
}

/**
 * Copies array-row and block ids of a saved document onto the same tree in another locale, so
 * saving the second locale fills the localized fields of the existing rows instead of adding rows.
 */
export function withIdsFrom(target: unknown, saved: unknown): unknown {
  if (Array.isArray(target) && Array.isArray(saved)) {
    return target.map((item, index) => withIdsFrom(item, saved[index]))
  }
  if (target && typeof target === 'object' && saved && typeof saved === 'object') {
    const result: Record<string, unknown> = {}
    for (const [key, value] of Object.entries(target)) {
      result[key] = withIdsFrom(value, (saved as Record<string, unknown>)[key])
    }
    const savedId = (saved as { id?: unknown }).id
    if (savedId !== undefined && savedId !== null && !('id' in result)) result.id = savedId
    return result
  }
  return target
}
