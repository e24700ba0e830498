import type { FlattenedField } from 'payload'
import { describe, expect, test } from 'vitest'

import { fieldResolver, findWhereIssue, isNumericId, type FieldShape } from './query-rules'

const fields = [
  { name: 'title', type: 'text', localized: true },
  { name: 'rank', type: 'number' },
  { name: 'updatedAt', type: 'date' },
  { name: 'location', type: 'point' },
  { name: 'casino', type: 'relationship', relationTo: 'casinos' },
  { name: 'owner', type: 'relationship', relationTo: 'slug-ids' },
  { name: 'either', type: 'relationship', relationTo: ['casinos', 'shows'] },
  { name: 'tags', type: 'select', hasMany: true, options: [] },
  {
    name: 'seo',
    type: 'group',
    flattenedFields: [{ name: 'publishedOn', type: 'date' }],
  },
  { name: 'layout', type: 'blocks', blocks: [] },
] as unknown as FlattenedField[]

const resolve = fieldResolver({
  fields,
  numericIds: true,
  isNumericCollection: (slug) => slug !== 'slug-ids',
  locales: ['fr', 'en'],
})

describe('fieldResolver', () => {
  const one = (kind: FieldShape['kind']): FieldShape => ({ kind, hasMany: false })
  test.each<[string, FieldShape | null]>([
    ['id', one('number')],
    ['title', one('other')],
    ['title.en', one('other')],
    ['rank', one('number')],
    ['updatedAt', one('date')],
    ['location', one('point')],
    ['casino', one('number')],
    ['owner', one('other')],
    ['either', one('other')],
    ['tags', { kind: 'other', hasMany: true }],
    ['seo.publishedOn', one('date')],
    ['seo', null],
    ['layout.heading', null],
    ['casino.name', null],
    ['nope', null],
  ])('%s → %j', (path, shape) => {
    expect(resolve(path)).toEqual(shape)
  })
})

describe('findWhereIssue', () => {
  test.each<[string, unknown]>([
    ['no where', undefined],
    ['equals on a text', { title: { equals: 'Casino' } }],
    ['like with a percent sign', { title: { like: '%' } }],
    ['a date', { updatedAt: { greater_than: '2026-01-01T00:00:00.000Z' } }],
    ['a null date', { updatedAt: { equals: 'null' } }],
    ['ids as a list', { id: { in: '1,2,3' } }],
    ['ids as an array', { id: { not_in: ['1', 2] } }],
    ['a relation by id', { casino: { equals: '4' } }],
    ['a relation to text ids', { owner: { equals: 'abc' } }],
    ['exists', { title: { exists: 'true' } }],
    ['near on a point', { location: { near: '7.2,43.7,1000' } }],
    ['within on a point', { location: { within: { type: 'Polygon', coordinates: [] } } }],
    ['an unknown field (Payload refuses it itself)', { nope: { equals: 'x' } }],
    ['nested and/or', { or: [{ title: { equals: 'a' } }, { and: [{ rank: { less_than: 3 } }] }] }],
    ['and/or as qs objects', { or: { 0: { title: { equals: 'a' } } } }],
    ['a block field', { 'layout.heading': { equals: 'x' } }],
    ['all on a list', { tags: { all: 'a,b' } }],
    ['exists on a date', { updatedAt: { exists: 'false' } }],
  ])('%s is fine', (_name, where) => {
    expect(findWhereIssue(where, resolve)).toBeNull()
  })

  test.each<[string, unknown, string]>([
    ['near on a text', { title: { near: '1,2,3' } }, 'title.near'],
    ['near with words', { location: { near: 'a,b' } }, 'location.near'],
    ['not a date', { updatedAt: { greater_than: 'not-a-date' } }, 'updatedAt.greater_than'],
    ['a date in a list', { updatedAt: { in: ['2026-01-01', 'x'] } }, 'updatedAt.in'],
    ['a date in a group', { 'seo.publishedOn': { equals: 'x' } }, 'seo.publishedOn.equals'],
    ['an operator object', { id: { equals: { $ne: '1' } } }, 'id.equals'],
    ['an array for equals', { title: { equals: ['1', '2'] } }, 'title.equals'],
    ['letters for an id', { id: { equals: 'abc' } }, 'id.equals'],
    ['1e400 for an id', { id: { equals: '1e400' } }, 'id.equals'],
    ['letters in an id list', { id: { in: 'a,b' } }, 'id.in'],
    ['Infinity as a number', { rank: { equals: Number.POSITIVE_INFINITY } }, 'rank.equals'],
    ['letters for a relation', { casino: { equals: 'x' } }, 'casino.equals'],
    ['an unknown operator', { title: { $ne: '1' } }, 'title.$ne'],
    ['a condition that is not an object', { title: 'x' }, 'title'],
    ['or that is not a list', { or: 'x' }, 'or'],
    ['a value in or', { or: ['x'] }, 'or.0'],
    ['a where that is not an object', 'x', 'where'],
    ['within on a text', { title: { within: {} } }, 'title.within'],
    ['all on a single value', { title: { all: 'x' } }, 'title.all'],
    ['all on an id', { id: { all: '1' } }, 'id.all'],
    ['like on a date', { updatedAt: { not_like: 'x' } }, 'updatedAt.not_like'],
    ['contains on a date', { updatedAt: { contains: 'true' } }, 'updatedAt.contains'],
  ])('%s is refused at %s', (_name, where, issue) => {
    expect(findWhereIssue(where, resolve)).toBe(issue)
  })

  test('more than 8 levels of and/or is refused', () => {
    let where: unknown = { title: { equals: 'x' } }
    for (let level = 0; level < 10; level++) where = { and: [where] }
    expect(findWhereIssue(where, resolve)).toMatch(/^and\.0\.and/)
  })
})

describe('isNumericId', () => {
  test.each([
    ['1', true],
    ['0', true],
    ['9007199254740991', true],
    ['9007199254740992', false],
    ['9'.repeat(45), false],
    ['abc', false],
    ['1e400', false],
    ['12abc', false],
    ['-1', false],
    ['01', false],
    ['1.5', false],
    ['', false],
  ])('%s → %s', (id, expected) => {
    expect(isNumericId(id)).toBe(expected)
  })
})
