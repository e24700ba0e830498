import type { QueryValues } from '@/features/venues/domain'

/**
 * Whether a request's query is already the canonical one (same key/value pairs, order aside).
 * Empty fields a GET form sends (`?q=&city=`) count as pairs, so such a URL is redirected to its
 * clean, shareable form.
 */
export function isCanonicalQuery(query: QueryValues, canonical: string): boolean {
  const raw = Object.entries(query)
    .flatMap(([key, value]) => (Array.isArray(value) ? value : [value]).map((v) => [key, v]))
    .filter(([, value]) => typeof value === 'string')
    .map(([key, value]) => `${key}=${value}`)
    .sort()
  const wanted = [...new URLSearchParams(canonical)].map(([key, value]) => `${key}=${value}`).sort()
  return raw.length === wanted.length && raw.every((pair, index) => pair === wanted[index])
}
