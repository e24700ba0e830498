import configPromise from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { toCsvCell } from '@/platform/cms/exports/csv'

import { createStaffAccount } from '../support/cms-api'
import { createTestPayload, type TestPayload } from './support/payload'

/**
 * Staff exports (issue 25): the documents a list shows, with its filters, as CSV or JSON; the
 * collection's read access decides who may; named columns only (no password hash, no token); no
 * cell a spreadsheet would run as a formula; a bad filter is a 400, not a 500.
 */

let ctx: TestPayload
let support: Record<string, string>
let editor: Record<string, string>
const get = REST_GET(configPromise)

function exportOf(collection: string, query: string, headers: Record<string, string>) {
  const url = new URL(`http://localhost:3000/api/cms/${collection}/export?${query}`)
  const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
  return get(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
}

/** The CSV's rows as arrays of cells (quoted cells, "" for a quote, no newline inside here). */
async function parseCsv(answer: Response): Promise<string[][]> {
  const bytes = new Uint8Array(await answer.arrayBuffer())
  // The UTF-8 byte order mark, for spreadsheets to read accents (text() would drop it).
  expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  return new TextDecoder()
    .decode(bytes)
    .split('\r\n')
    .filter(Boolean)
    .map((line) => [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => m[1]!.replace(/""/g, '"')))
}

beforeAll(async () => {
  ctx = await createTestPayload()
  support = (await createStaffAccount(ctx.payload, 'export-support@staff.example', ['support']))
    .headers
  editor = (await createStaffAccount(ctx.payload, 'export-editor@staff.example', ['editor']))
    .headers
  for (const [name, status] of [
    ['=HYPERLINK("http://evil.example","Cliquez")', 'new'],
    ['Claire Martin', 'new'],
    ['+33 Paul', 'answered'],
  ] as const) {
    await ctx.payload.create({
      collection: 'contact-requests',
      data: {
        name,
        email: 'visitor@example.com',
        subject: 'Question',
        message: '@SUM(A1:A9) et plus',
        status,
        locale: 'fr',
      } as never,
    })
  }
  await ctx.payload.create({
    collection: 'members',
    data: {
      email: 'export-member@example.com',
      password: 'A-Strong-Password-2026!',
      firstname: 'Léa',
      lastname: 'Roux',
      state: 'Active',
    } as never,
  })
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('CSV cells never run as formulas', () => {
  test.each([
    ['=1+1', `"'=1+1"`],
    ['+33 6 12 34 56 78', `"'+33 6 12 34 56 78"`],
    ['-2', `"'-2"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\tTab', `"'\tTab"`],
    ['Dupont "Jo"', `"Dupont ""Jo"""`],
    [null, '""'],
    [42, '"42"'],
  ])('%j → %s', (value, cell) => {
    expect(toCsvCell(value)).toBe(cell)
  })
})

describe('exports', () => {
  test('support exports the filtered contact requests as CSV, formulas defused', async () => {
    const answer = await exportOf(
      'contact-requests',
      'where[status][equals]=new&sort=name',
      support,
    )
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toMatch(
      /^attachment; filename="contact-requests-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    const [header, ...rows] = await parseCsv(answer)
    expect(header).toContain('email')
    const names = rows.map((row) => row[header!.indexOf('name')])
    // The filter applies: the request answered is not there.
    expect(names).toEqual(['\'=HYPERLINK("http://evil.example","Cliquez")', 'Claire Martin'])
    expect(rows.every((row) => row[header!.indexOf('message')] === "'@SUM(A1:A9) et plus")).toBe(
      true,
    )
  })

  test('JSON has the same columns, values as stored', async () => {
    const answer = await exportOf(
      'contact-requests',
      'format=json&where[status][equals]=answered',
      support,
    )
    expect(answer.status).toBe(200)
    const rows = (await answer.json()) as Record<string, unknown>[]
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: '+33 Paul',
      status: 'answered',
      email: 'visitor@example.com',
    })
  })

  test('the list’s search box applies too (its searchable fields)', async () => {
    await ctx.payload.create({
      collection: 'members',
      data: { email: 'another-member@example.com', firstname: 'Paul', lastname: 'Simon' } as never,
    })
    const answer = await exportOf('members', 'format=json&search=roux', support)
    const rows = (await answer.json()) as Record<string, unknown>[]
    expect(rows.map((row) => row.email)).toEqual(['export-member@example.com'])
  })

  test('members: no password hash, salt or token in any export', async () => {
    for (const format of ['csv', 'json']) {
      const answer = await exportOf('members', `format=${format}`, support)
      expect(answer.status).toBe(200)
      const body = await answer.text()
      expect(body).toContain('export-member@example.com')
      expect(body).not.toMatch(/passwordHash|hash|salt|token/i)
    }
  })

  test('an editor (no member data), a visitor: refused', async () => {
    expect((await exportOf('members', 'format=csv', editor)).status).toBe(403)
    expect((await exportOf('contact-requests', 'format=csv', editor)).status).toBe(403)
    expect((await exportOf('table-bookings', 'format=csv', {})).status).toBe(403)
  })

  test('a bad format or filter is a 400 with a message, never a 500', async () => {
    expect((await exportOf('payments', 'format=xlsx', support)).status).toBe(400)
    expect((await exportOf('payments', 'sort=amount;drop', support)).status).toBe(400)
    const unknownField = await exportOf('payments', 'where[nope][equals]=1', support)
    expect(unknownField.status).toBe(400)
    for (const collection of ['table-bookings', 'room-bookings', 'payments', 'reward-vouchers']) {
      const answer = await exportOf(collection, 'format=csv', support)
      expect(answer.status, collection).toBe(200)
    }
  })
})
