/**
 * Shared shape of URL filter parsing. Filters live in the query string so a list can be shared and
 * the back button works; a GET form without JavaScript submits empty fields as `key=` and repeated
 * checkboxes as repeated keys, which is what these readers accept.
 */

/** What Next.js gives a page as `searchParams`. */
export type QueryValues = Readonly<Record<string, string | readonly string[] | undefined>>

export type FieldErrors<Field extends string, Code extends string> = Partial<Record<Field, Code>>

/**
 * A parse never throws on visitor input. When some fields are wrong, `value` still holds every
 * valid filter (wrong ones reset to their default) so the page can show the list and the errors.
 */
export type ParseResult<Value, Field extends string, Code extends string> =
  { ok: true; value: Value } | { ok: false; value: Value; errors: FieldErrors<Field, Code> }

function listRaw(query: QueryValues, key: string): readonly string[] {
  const raw = query[key]
  if (raw === undefined) return []
  return typeof raw === 'string' ? [raw] : raw
}

/** The first non-blank value of a key, trimmed; null when absent or blank (an untouched field). */
export function readQueryValue(query: QueryValues, key: string): string | null {
  for (const value of listRaw(query, key)) {
    const trimmed = value.trim()
    if (trimmed !== '') return trimmed
  }
  return null
}

/**
 * Every value of a multi-valued key, from repeated keys and/or comma-separated lists
 * (`stars=4&stars=5` and `stars=4,5` mean the same), trimmed, blanks and duplicates dropped.
 */
export function readQueryValues(query: QueryValues, key: string): string[] {
  const values = listRaw(query, key)
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '')
  return [...new Set(values)]
}

export function hasErrors<Field extends string, Code extends string>(
  errors: FieldErrors<Field, Code>,
): boolean {
  return Object.keys(errors).length > 0
}

export function buildParseResult<Value, Field extends string, Code extends string>(
  value: Value,
  errors: FieldErrors<Field, Code>,
): ParseResult<Value, Field, Code> {
  return hasErrors(errors) ? { ok: false, value, errors } : { ok: true, value }
}

/** A query string (no leading '?') from ordered pairs; the caller decides the canonical order. */
export function buildQueryString(pairs: ReadonlyArray<readonly [string, string]>): string {
  return new URLSearchParams(pairs.map(([key, value]) => [key, value])).toString()
}
