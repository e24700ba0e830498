import type { FlattenedField } from 'payload'

/**
 * What a `where` query sent to Payload's REST or GraphQL API may hold, checked before Payload
 * turns it into SQL (ADR 0042). Payload refuses an unknown field itself (400); a known field with
 * a value its column cannot take ('not-a-date' for a date, 'abc' for an id, an object where a
 * value goes, `near` on a text) reaches the database driver, which throws: a 500. Pure functions.
 */

/** How a field's values are checked; 'other' takes any single value. */
export type FieldKind = 'date' | 'number' | 'other' | 'point'

/** A field as the checks see it: how its values are checked, and whether it holds a list. */
export type FieldShape = { kind: FieldKind; hasMany: boolean }

/** The field at a dotted path, or null when the path is not followed (no check). */
export type FieldResolver = (path: string) => FieldShape | null

const OPERATORS = new Set([
  'all',
  'contains',
  'equals',
  'exists',
  'greater_than',
  'greater_than_equal',
  'in',
  'intersects',
  'less_than',
  'less_than_equal',
  'like',
  'near',
  'not_equals',
  'not_in',
  'not_like',
  'within',
])
const LIST_OPERATORS = new Set(['all', 'in', 'not_in'])
const GEO_OPERATORS = new Set(['intersects', 'near', 'within'])
/** Operators whose value is compared with the column's type (`like` and `exists` are not). */
const TYPED_OPERATORS = new Set([
  'all',
  'equals',
  'greater_than',
  'greater_than_equal',
  'in',
  'less_than',
  'less_than_equal',
  'not_equals',
  'not_in',
])

/** Operators a date column takes (Payload's SQL for `like` on a date fails on most values). */
const DATE_OPERATORS = new Set([
  'equals',
  'exists',
  'greater_than',
  'greater_than_equal',
  'in',
  'less_than',
  'less_than_equal',
  'not_equals',
  'not_in',
])

/** Deeper than this many and/or levels is not a query anyone writes. */
const MAX_DEPTH = 8

type Scalar = string | number | boolean | null

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** A list operator's values: an array, or a comma-separated string (Payload splits it). */
function listValues(value: unknown): unknown[] {
  if (Array.isArray(value)) return value
  if (typeof value === 'string') return value.split(',')
  return [value]
}

const isNullish = (value: Scalar) => value === null || value === 'null'

function isNumberValue(value: Scalar): boolean {
  if (isNullish(value)) return true
  if (typeof value === 'number') return Number.isFinite(value)
  return (
    typeof value === 'string' &&
    /^-?\d{1,15}(\.\d{1,15})?$/.test(value.trim()) &&
    Number.isFinite(Number(value))
  )
}

function isDateValue(value: Scalar): boolean {
  if (isNullish(value)) return true
  if (typeof value === 'number') return Number.isFinite(new Date(value).getTime())
  return typeof value === 'string' && Number.isFinite(Date.parse(value))
}

/** `near`: 'lng,lat' and an optional max and min distance, all numbers. */
function isNearValue(value: unknown): boolean {
  const parts = listValues(value)
  return (
    parts.length >= 2 &&
    parts.length <= 4 &&
    parts.every((part) => isScalar(part) && part !== null && isNumberValue(part))
  )
}

function isOperandOk(operator: string, value: unknown, field: FieldShape | null): boolean {
  const kind = field?.kind ?? null
  if (GEO_OPERATORS.has(operator)) {
    if (kind !== null && kind !== 'point') return false
    return operator === 'near' ? isNearValue(value) : isRecord(value)
  }
  // `all` (every value of a list) only applies to a field holding a list.
  if (operator === 'all' && field !== null && !field.hasMany) return false
  if (kind === 'date' && !DATE_OPERATORS.has(operator)) return false
  const values = LIST_OPERATORS.has(operator) ? listValues(value) : [value]
  if (!values.every(isScalar)) return false
  if (!TYPED_OPERATORS.has(operator)) return true
  if (kind === 'number') return values.every(isNumberValue)
  if (kind === 'date') return values.every(isDateValue)
  return true
}

/**
 * The first part of a `where` that no column could take, as its path ('updatedAt.greater_than'),
 * or null when the query is fine as far as can be told without running it.
 */
export function findWhereIssue(
  where: unknown,
  resolve: FieldResolver,
  depth = 0,
  prefix = '',
): string | null {
  if (where === undefined || where === null) return null
  if (!isRecord(where) || depth > MAX_DEPTH) return prefix || 'where'
  for (const [key, condition] of Object.entries(where)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (key === 'and' || key === 'or') {
      if (!Array.isArray(condition) && !isRecord(condition)) return path
      for (const [index, nested] of Object.entries(condition)) {
        const issue = findWhereIssue(nested, resolve, depth + 1, `${path}.${index}`)
        if (issue) return issue
      }
      continue
    }
    if (!isRecord(condition)) return path
    const field = resolve(key)
    for (const [operator, value] of Object.entries(condition)) {
      if (!OPERATORS.has(operator) || !isOperandOk(operator, value, field)) {
        return `${path}.${operator}`
      }
    }
  }
  return null
}

function kindOf(field: FlattenedField, numericIds: (collection: string) => boolean): FieldKind {
  switch (field.type) {
    case 'number':
      return 'number'
    case 'date':
      return 'date'
    case 'point':
      return 'point'
    case 'relationship':
    case 'upload':
      // A relation to one collection holds that collection's ids.
      return typeof field.relationTo === 'string' && numericIds(field.relationTo)
        ? 'number'
        : 'other'
    default:
      return 'other'
  }
}

function childFields(field: FlattenedField): FlattenedField[] | null {
  if (field.type === 'group' || field.type === 'array' || field.type === 'tab') {
    return field.flattenedFields
  }
  return null
}

/**
 * The resolver of a collection's fields: `a.b` follows groups, named tabs and arrays; a locale
 * code after a localized field names that field. Blocks and relations are not followed (the
 * path then goes unchecked).
 */
export function fieldResolver(options: {
  fields: FlattenedField[]
  numericIds: boolean
  isNumericCollection: (collection: string) => boolean
  locales: readonly string[]
}): FieldResolver {
  return (path) => {
    const segments = path.split('.')
    if (segments.length === 1 && segments[0] === 'id') {
      return { kind: options.numericIds ? 'number' : 'other', hasMany: false }
    }
    let fields: FlattenedField[] | null = options.fields
    let found: FlattenedField | null = null
    for (const [index, segment] of segments.entries()) {
      if (
        found &&
        found.localized &&
        options.locales.includes(segment) &&
        index === segments.length - 1
      ) {
        break
      }
      if (!fields) return null
      found = fields.find((field) => field.name === segment) ?? null
      if (!found) return null
      fields = childFields(found)
    }
    if (!found || childFields(found)) return null
    const hasMany = 'hasMany' in found && found.hasMany === true
    return { kind: kindOf(found, options.isNumericCollection), hasMany }
  }
}

/** A document id as a number-id collection takes it: digits only, within JavaScript's range. */
export function isNumericId(id: string): boolean {
  return /^(0|[1-9]\d{0,15})$/.test(id) && Number.isSafeInteger(Number(id))
}
