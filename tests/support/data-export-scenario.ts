import { readFileSync } from 'node:fs'
import path from 'node:path'

import { strFromU8, unzipSync } from 'fflate'
import { NextRequest } from 'next/server'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { MembersRepository } from '@/features/identity/server/members-repository'
import { dataExportsDir } from '@/features/privacy/cms/data-exports'
import { EXPORT_INTERVAL_MS, EXPORT_LINK_VALIDITY_MS } from '@/features/privacy/domain'
import {
  buildDataExport,
  checkExportLink,
  deleteExpiredExports,
  exportLinkToken,
  requestDataExport,
} from '@/features/privacy/server/data-exports'
import { PrivacyError } from '@/features/privacy/server/errors'
import { dataExportLinkRoute } from '@/features/privacy/server/link-route'
import { downloadExportRoute, requestExportRoute } from '@/features/privacy/server/routes'
import type { DataExport } from '@/payload-types'

import { callAsMember, openTestSession } from './member-session'

/**
 * The member's copy of their personal data against a real database, shared by the SQLite
 * (tests/int) and PostgreSQL (tests/pg) suites (issue 26, ADR 0067): what the archive holds (every
 * area's part, the member's only, never a secret), the mail and its link, the 24-hour rule under
 * concurrent requests, the download only for the member, the deletion after 7 days.
 */

const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}@example.com`

/** Every area's part, as the composition root gives them to the privacy area. */
export const EXPECTED_PARTS = [
  'profile',
  'sessions',
  'casino-cards',
  'newsletter',
  'contact-requests',
  'quote-requests',
  'consent-history',
  'loyalty-account',
  'loyalty-ledger',
  'loyalty-status-points',
  'loyalty-adjustments',
  'apple-wallet-devices',
  'mails',
  'vouchers',
  'sponsorship-invitations',
  'table-bookings',
  'room-bookings',
  'payments',
  'tournament-registrations',
  'tournament-waitlist',
  'machine-credits',
  'machine-payment-caps',
  'hotel-membership',
  'hotel-stays',
  'hotel-card-renewals',
  'hotel-spouse-cards',
]

async function createMember(payload: Payload, firstname: string, locale: 'fr' | 'en' = 'fr') {
  const email = unique(
    firstname
      .normalize('NFD')
      .replace(/[^a-z]/gi, '')
      .toLowerCase(),
  )
  const created = await new MembersRepository(payload).create(
    {
      email,
      passwordHash: 'scrypt$secret-salt$secret-hash-never-exported',
      firstname,
      lastname: 'Testeur',
      state: 'Active',
      locale,
      emailVerified: true,
      optIns: { email: true, sms: false, mail: false, casino: false },
    } as never,
    'signUp',
  )
  return { id: created.id, email, firstname }
}

async function readExport(payload: Payload, id: number): Promise<DataExport> {
  return payload.findByID({ collection: 'data-exports', id, depth: 0, overrideAccess: true })
}

/** The job runs right after the request, outside its await: the export's end state. */
async function settled(payload: Payload, id: number): Promise<DataExport> {
  for (let i = 0; i < 200; i++) {
    const doc = await readExport(payload, id)
    if (doc.status !== 'requested' && doc.status !== 'building') return doc
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`export ${id} never finished`)
}

function unzipExport(doc: DataExport): Record<string, string> {
  const bytes = readFileSync(path.join(dataExportsDir(), doc.filename!))
  return Object.fromEntries(
    Object.entries(unzipSync(bytes))
      .filter(([name]) => !name.endsWith('/'))
      .map(([name, data]) => [name, strFromU8(data)]),
  )
}

async function refusal(promise: Promise<unknown>): Promise<PrivacyError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  )
  expect(error).toBeInstanceOf(PrivacyError)
  return error as PrivacyError
}

export async function checkExportContents(payload: Payload) {
  const amandine = await createMember(payload, 'Amandine')
  const other = await createMember(payload, 'Bastien')
  const token = await openTestSession(payload, amandine.id)
  await openTestSession(payload, other.id)
  // A message sent with the contact form with her address (staff's note stays theirs).
  await payload.create({
    collection: 'contact-requests',
    overrideAccess: true,
    data: {
      name: 'Amandine Testeur',
      email: amandine.email,
      subject: 'Question',
      message: 'Bonjour',
      locale: 'fr',
      staffNote: 'note interne de l’équipe',
    } as never,
  })

  // Asked from the page (the API): 202, being prepared; then ready, with its archive and a mail.
  const asked = await callAsMember(
    requestExportRoute,
    'POST',
    '/api/epc/privacy/exports',
    token,
    {},
    'fr',
  )
  expect(asked.status).toBe(202)
  expect(asked.body.export.state).toBe('preparing')
  const doc = await settled(payload, asked.body.export.id)
  expect(doc.status).toBe('ready')
  expect(Date.parse(doc.expiresAt!) - Date.parse(doc.readyAt!)).toBe(EXPORT_LINK_VALIDITY_MS)
  expect(doc.mimeType).toBe('application/zip')

  const files = unzipExport(doc)
  expect(Object.keys(files).sort()).toEqual(
    ['index.html', ...EXPECTED_PARTS.map((part) => `data/${part}.json`)].sort(),
  )
  const profile = JSON.parse(files['data/profile.json']!)
  expect(profile).toHaveLength(1)
  expect(profile[0]).toMatchObject({
    id: amandine.id,
    email: amandine.email,
    firstname: 'Amandine',
  })
  expect(profile[0]).not.toHaveProperty('passwordHash')
  const sessions = JSON.parse(files['data/sessions.json']!)
  expect(sessions).toHaveLength(1)
  expect(sessions[0]).toHaveProperty('issuedAt')
  expect(sessions[0]).not.toHaveProperty('tokenHash')
  const consents = JSON.parse(files['data/consent-history.json']!)
  expect(consents.map((row: { subject: string }) => row.subject)).toContain('email')
  const contact = JSON.parse(files['data/contact-requests.json']!)
  expect(contact).toEqual([expect.objectContaining({ subject: 'Question', message: 'Bonjour' })])
  expect(contact[0]).not.toHaveProperty('staffNote')
  // Nothing of another member, no secret, anywhere in the archive.
  const everything = Object.values(files).join('\n')
  expect(everything).not.toContain(other.email)
  expect(everything).not.toContain('secret-hash-never-exported')
  expect(everything).not.toContain('note interne')
  // The readable summary, in the member's language, lists each file.
  expect(files['index.html']).toContain('<html lang="fr">')
  expect(files['index.html']).toContain('Vos données personnelles chez Atout')
  expect(files['index.html']).toContain('Le relevé de vos points')

  // The mail: to her, with the link to her page carrying this export and its token.
  // (sent by the job just after the archive is kept)
  const mailsTo = async () =>
    (
      await payload.find({
        collection: 'outbox',
        where: { to: { equals: amandine.email }, kind: { equals: 'privacy.dataExportReady' } },
        overrideAccess: true,
      })
    ).docs
  await expect.poll(async () => (await mailsTo()).length, { timeout: 10_000 }).toBe(1)
  const mails = await mailsTo()
  expect(mails[0]!.subject).toBe('Votre copie de données personnelles est prête')
  const link = new URL(/https?:\/\/\S+\/data-export\?\S+/.exec(mails[0]!.text ?? '')![0])
  expect(link.pathname).toBe('/data-export')
  expect(link.searchParams.get('export')).toBe(String(doc.id))
  const linkToken = link.searchParams.get('token')!
  // The link opens "My data" on this copy in a browser with a session, the login page first without.
  const follow = async (cookie: string | null) => {
    const answer = await dataExportLinkRoute(
      new NextRequest(link, { headers: cookie ? { cookie } : {} }),
      { params: Promise.resolve({ locale: 'fr' }) },
    )
    expect(answer.status).toBe(303)
    const location = new URL(answer.headers.get('location')!)
    return `${location.pathname}${location.search}`
  }
  const page = `/account/mes-donnees?export=${doc.id}&token=${linkToken}`
  expect(await follow(`access_token=${token}`)).toBe(page)
  expect(await follow(null)).toBe(`/account/connexion?returnTo=${encodeURIComponent(page)}`)
  const now = Date.now()
  expect(await checkExportLink(payload, amandine.id, doc.id, linkToken, now)).toBe('ready')
  expect(await checkExportLink(payload, other.id, doc.id, linkToken, now)).toBe('invalid')
  expect(
    await checkExportLink(payload, amandine.id, doc.id, `${linkToken.slice(0, -2)}AA`, now),
  ).toBe('invalid')
  expect(
    await checkExportLink(payload, amandine.id, doc.id, linkToken, Date.parse(doc.expiresAt!)),
  ).toBe('expired')

  // The download: hers → her file with a grant; another member's → 404; nobody → 401.
  const downloadPath = `/api/epc/privacy/exports/${doc.id}`
  const mine = await callAsMember(downloadExportRoute, 'GET', downloadPath, token)
  expect(mine.status).toBe(303)
  const location = new URL(mine.headers.get('location')!)
  expect(location.pathname).toBe(`/api/cms/data-exports/file/${doc.filename}`)
  expect(location.searchParams.get('grant')).toMatch(/^\d+\.[\w-]+$/)
  const otherToken = await openTestSession(payload, other.id)
  const theirs = await callAsMember(
    downloadExportRoute,
    'GET',
    downloadPath,
    otherToken,
    undefined,
    'fr',
  )
  expect(theirs.status).toBe(404)
  expect(theirs.body).toMatchObject({
    code: 'notFound',
    message: 'Cette copie n’existe pas ou n’est pas à vous.',
  })
  expect((await callAsMember(downloadExportRoute, 'GET', downloadPath, null)).status).toBe(401)

  // Seven days later the archive and its row are deleted.
  expect(await deleteExpiredExports(payload, Date.parse(doc.expiresAt!) - 1)).toBe(0)
  expect(await deleteExpiredExports(payload, Date.parse(doc.expiresAt!))).toBeGreaterThanOrEqual(1)
  const { totalDocs } = await payload.count({
    collection: 'data-exports',
    where: { id: { equals: doc.id } },
    overrideAccess: true,
  })
  expect(totalDocs).toBe(0)
  expect(() => readFileSync(path.join(dataExportsDir(), doc.filename!))).toThrow()
}

export async function checkExportLimits(payload: Payload) {
  const member = await createMember(payload, 'Chloé', 'en')
  const start = Date.now()
  // Eight requests at the same instant: one export, seven refusals.
  const results = await Promise.allSettled(
    Array.from({ length: 8 }, () => requestDataExport(payload, member.id, 'en', start)),
  )
  const made = results.filter((result) => result.status === 'fulfilled')
  expect(made).toHaveLength(1)
  for (const result of results) {
    if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(PrivacyError)
  }
  const first = (made[0] as PromiseFulfilledResult<{ id: number }>).value
  // While it is prepared: refused, the mail will come.
  expect((await refusal(requestDataExport(payload, member.id, 'en', start))).from).toBeNull()
  const doc = await settled(payload, first.id)
  expect(doc.status).toBe('ready')
  // Within 24 hours: refused, with the time it becomes possible.
  const requestedAt = Date.parse(doc.requestedAt)
  const soon = await refusal(requestDataExport(payload, member.id, 'en', start + 60_000))
  expect(soon.from).toBe(requestedAt + EXPORT_INTERVAL_MS)
  // 24 hours later: a new one.
  const later = await requestDataExport(payload, member.id, 'en', requestedAt + EXPORT_INTERVAL_MS)
  expect(later.state).toBe('preparing')
  expect((await settled(payload, later.id)).status).toBe('ready')
  const { totalDocs } = await payload.count({
    collection: 'data-exports',
    where: { member: { equals: member.id } },
    overrideAccess: true,
  })
  expect(totalDocs).toBe(2)
}

export async function checkFailedExport(payload: Payload) {
  const member = await createMember(payload, 'Dorian')
  // An export whose build fails (an area's part throws): failed, its slot freed, asked again at once.
  const row = await payload.create({
    collection: 'data-exports',
    overrideAccess: true,
    data: {
      member: member.id,
      status: 'requested',
      locale: 'fr',
      requestedAt: new Date().toISOString(),
      slotKey: String(member.id),
    },
  })
  const failing = {
    name: 'broken',
    read: async () => {
      throw new Error('the area’s database is down')
    },
    erase: async () => {},
  }
  expect(await buildDataExport(payload, [failing], row.id, Date.now())).toBeNull()
  const failed = await readExport(payload, row.id)
  expect(failed.status).toBe('failed')
  expect(failed.slotKey ?? null).toBeNull()
  // Built once only: a second run of the same job finds nothing to do.
  expect(await buildDataExport(payload, [], row.id, Date.now())).toBeNull()
  const again = await requestDataExport(payload, member.id, 'fr', Date.now())
  expect((await settled(payload, again.id)).status).toBe('ready')
}

/** The mail's token is bound to the export, the member and the expiry. */
export function checkLinkToken() {
  const token = exportLinkToken(1, 2, 3)
  expect(token).toMatch(/^[\w-]{24}$/)
  expect(exportLinkToken(1, 2, 3)).toBe(token)
  expect(exportLinkToken(1, 3, 3)).not.toBe(token)
  expect(exportLinkToken(2, 2, 3)).not.toBe(token)
  expect(exportLinkToken(1, 2, 4)).not.toBe(token)
}
