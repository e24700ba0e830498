import { sql } from 'drizzle-orm'
import { strToU8, zipSync } from 'fflate'
import type { Payload, PayloadRequest } from 'payload'

import { findMemberById, requireCallerId } from '@/features/identity'
import type { DataExport } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { getSqlDialect, isUniqueViolation, runSql, sqlInstant } from '@/platform/db/sql'
import type { Locale } from '@/platform/i18n/locales'
import { logger } from '@/platform/logger'
import type { DataSubject, PersonalDataPart } from '@/platform/privacy/personal-data'
import { deriveKey, hmac, sameBytes } from '@/platform/security/signing'

import { DATA_EXPORTS_SLUG } from '../cms/data-exports'
import {
  EXPORT_INTERVAL_MS,
  EXPORT_STALE_MS,
  exportExpiresAt,
  exportFileName,
  exportState,
  nextExportAllowedAt,
  type ExportFacts,
  type ExportState,
  type ExportStatus,
} from '../domain'
import { PrivacyError } from './errors'
import { renderExportSummary } from './export-summary'

export const PRIVACY_QUEUE = 'privacy'
export const BUILD_DATA_EXPORT_TASK = 'build-data-export'

/** One export as the member sees it. */
export type MemberExport = {
  id: number
  requestedAt: string
  readyAt: string | null
  expiresAt: string | null
  state: ExportState
  size: number | null
}

const toFacts = (doc: DataExport): ExportFacts => ({
  status: doc.status as ExportStatus,
  requestedAt: Date.parse(doc.requestedAt),
  expiresAt: doc.expiresAt ? Date.parse(doc.expiresAt) : null,
})

async function readMemberExports(payload: Payload, memberId: number): Promise<DataExport[]> {
  const { docs } = await payload.find({
    collection: DATA_EXPORTS_SLUG,
    where: { member: { equals: memberId } },
    sort: '-requestedAt',
    depth: 0,
    limit: 20,
    overrideAccess: true,
  })
  return docs
}

/** The member's exports, newest first, and when they may ask for the next one. */
export async function listMemberExports(payload: Payload, memberId: number, now: number) {
  const docs = await readMemberExports(payload, memberId)
  const exports: MemberExport[] = docs.map((doc) => ({
    id: doc.id,
    requestedAt: doc.requestedAt,
    readyAt: doc.readyAt ?? null,
    expiresAt: doc.expiresAt ?? null,
    state: exportState(toFacts(doc), now),
    size: doc.filesize ?? null,
  }))
  return { exports, next: nextExportAllowedAt(docs.map(toFacts), now) }
}

/**
 * A member asks for a copy of their data: refused while one is being prepared or within 24 hours
 * of the last (PrivacyError 'exportTooSoon', with the time it becomes possible); else recorded and
 * handed to the job, which mails the member when the archive is ready. Two requests at the same
 * instant make one export: each takes the member's slot (the unique `slotKey`), the older
 * export's slot being freed only once its 24 hours are over.
 */
export async function requestDataExport(
  payload: Payload,
  memberId: number,
  locale: Locale,
  now: number,
): Promise<MemberExport> {
  const docs = await readMemberExports(payload, memberId)
  const next = nextExportAllowedAt(docs.map(toFacts), now)
  if (!next.allowed) throw new PrivacyError('exportTooSoon', next.from)
  const dialect = getSqlDialect(payload)
  // One column (the bookkeeping rule): the slot of an export asked for 24 hours ago or more, or
  // of one whose build stopped.
  await runSql(
    payload,
    sql`UPDATE data_exports SET slot_key = NULL
      WHERE member_id = ${memberId} AND slot_key IS NOT NULL
        AND ((requested_at <= ${sqlInstant(dialect, now - EXPORT_INTERVAL_MS)}
            AND status NOT IN ('requested', 'building'))
          OR (requested_at <= ${sqlInstant(dialect, now - EXPORT_STALE_MS)}
            AND status IN ('requested', 'building')))`,
  )
  let created: DataExport
  try {
    created = await payload.create({
      collection: DATA_EXPORTS_SLUG,
      overrideAccess: true,
      data: {
        member: memberId,
        status: 'requested',
        locale,
        requestedAt: new Date(now).toISOString(),
        slotKey: String(memberId),
      },
    })
  } catch (error) {
    if (isUniqueViolation(error, 'slotKey')) throw new PrivacyError('exportTooSoon', null)
    throw error
  }
  const job = await payload.jobs.queue({
    task: BUILD_DATA_EXPORT_TASK,
    input: { exportId: created.id },
    queue: PRIVACY_QUEUE,
  })
  // Started right away, outside the caller's await; the queue's runner picks it up otherwise.
  void payload.jobs.runByID({ id: job.id, silent: true }).catch((error: unknown) => {
    logger.warn('data export not started; the job runner will pick it up', {
      exportId: created.id,
      error: String(error),
    })
  })
  return {
    id: created.id,
    requestedAt: created.requestedAt,
    readyAt: null,
    expiresAt: null,
    state: 'preparing',
    size: null,
  }
}

/** Marks the export as being built, for exactly one runner; null when it is not waiting. */
async function claim(payload: Payload, exportId: number): Promise<boolean> {
  const { rowsAffected } = await runSql(
    payload,
    sql`UPDATE data_exports SET status = 'building' WHERE id = ${exportId} AND status = 'requested'`,
  )
  return rowsAffected === 1
}

/** Every area's part, read for the person; a part that fails fails the whole export. */
async function readParts(
  payload: Payload,
  parts: readonly PersonalDataPart[],
  subject: DataSubject,
) {
  const files: { name: string; rows: readonly Record<string, unknown>[] }[] = []
  for (const part of parts) files.push({ name: part.name, rows: await part.read(payload, subject) })
  return files
}

export type ExportBuilt = { exportId: number; memberId: number; locale: Locale; expiresAt: number }

/**
 * The job's work: reads every area's part of the member's data, writes the ZIP (a JSON file per
 * part under data/, and a readable summary, index.html, in the member's language) and keeps it
 * with the export. Null when there is nothing to do (already built, or the member is gone). On a
 * failure the export is marked failed and its slot freed (the member may ask again at once).
 */
export async function buildDataExport(
  payload: Payload,
  parts: readonly PersonalDataPart[],
  exportId: number,
  now: number,
): Promise<ExportBuilt | null> {
  if (!(await claim(payload, exportId))) return null
  const doc = await payload.findByID({
    collection: DATA_EXPORTS_SLUG,
    id: exportId,
    depth: 0,
    overrideAccess: true,
  })
  const memberId = Number(doc.member)
  const locale = (doc.locale === 'en' ? 'en' : 'fr') as Locale
  try {
    const member = await findMemberById(payload, memberId)
    if (!member) throw new Error(`member ${memberId} not found`)
    const files = await readParts(payload, parts, { memberId, email: member.email })
    const summary = renderExportSummary({
      locale,
      member: { firstname: member.firstname ?? '', lastname: member.lastname ?? '' },
      madeAt: now,
      files: files.map(({ name, rows }) => ({ name, count: rows.length })),
    })
    const archive = zipSync(
      {
        'index.html': strToU8(summary),
        data: Object.fromEntries(
          files.map(({ name, rows }) => [`${name}.json`, strToU8(JSON.stringify(rows, null, 2))]),
        ),
      },
      { level: 6, mtime: new Date(now) },
    )
    const expiresAt = exportExpiresAt(now)
    const name = exportFileName(member.cardNumber ?? `m${memberId}`, now)
    await payload.update({
      collection: DATA_EXPORTS_SLUG,
      id: exportId,
      overrideAccess: true,
      data: {
        status: 'ready',
        readyAt: new Date(now).toISOString(),
        expiresAt: new Date(expiresAt).toISOString(),
        contents: files.map(({ name: file, rows }) => ({
          file: `data/${file}.json`,
          rows: rows.length,
        })),
      },
      file: {
        data: Buffer.from(archive),
        mimetype: 'application/zip',
        name,
        size: archive.byteLength,
      },
    })
    return { exportId, memberId, locale, expiresAt }
  } catch (error) {
    logger.error('data export failed', { exportId, error: String(error) })
    await payload.update({
      collection: DATA_EXPORTS_SLUG,
      id: exportId,
      overrideAccess: true,
      data: { status: 'failed', slotKey: null },
    })
    return null
  }
}

/**
 * Deletes the archives whose 7 days are over (the row and its file): nothing of the person stays
 * in an export longer than its link.
 */
export async function deleteExpiredExports(payload: Payload, now: number): Promise<number> {
  const { docs } = await payload.delete({
    collection: DATA_EXPORTS_SLUG,
    where: {
      or: [
        { expiresAt: { less_than_equal: new Date(now).toISOString() } },
        { status: { equals: 'expired' } },
      ],
    },
    overrideAccess: true,
  })
  return docs.length
}

// ——— The links ————————————————————————————————————————————————————————————————————

const linkKey = () => deriveKey(getEnv().PAYLOAD_SECRET, 'atout-privacy', 'export-link-v1')
const grantKey = () => deriveKey(getEnv().PAYLOAD_SECRET, 'atout-privacy', 'export-grant-v1')

const sign = (key: Buffer, data: string) => hmac(key, data, 18).toString('base64url')
const verify = (key: Buffer, data: string, given: string) =>
  sameBytes(Buffer.from(given, 'base64url'), hmac(key, data, 18))

/** The mail's token: this export, this member, until the archive expires. */
export function exportLinkToken(exportId: number, memberId: number, expiresAt: number): string {
  return sign(linkKey(), `${exportId}:${memberId}:${expiresAt}`)
}

/** The short grant Payload's file route accepts, for the logged-in member it was made for. */
const GRANT_TTL_MS = 2 * 60 * 1000

function grantFor(exportId: number, memberId: number, now: number): string {
  const until = now + GRANT_TTL_MS
  return `${until}.${sign(grantKey(), `${exportId}:${memberId}:${until}`)}`
}

function readGrant(grant: string | null, exportId: number, memberId: number, now: number) {
  const [until, signature] = (grant ?? '').split('.')
  if (!until || !signature || !/^\d+$/.test(until) || Number(until) < now) return false
  return verify(grantKey(), `${exportId}:${memberId}:${until}`, signature)
}

/** One export by id, or null. */
function findExport(payload: Payload, exportId: number): Promise<DataExport | null> {
  return payload.findByID({
    collection: DATA_EXPORTS_SLUG,
    id: exportId,
    depth: 0,
    overrideAccess: true,
    disableErrors: true,
  })
}

/** What the mail's link says, checked for the member on the page. */
export async function checkExportLink(
  payload: Payload,
  memberId: number,
  exportId: number,
  token: string,
  now: number,
): Promise<'ready' | 'expired' | 'invalid'> {
  const doc = await findExport(payload, exportId)
  if (!doc?.expiresAt) return doc ? 'invalid' : 'expired'
  const expiresAt = Date.parse(doc.expiresAt)
  if (!verify(linkKey(), `${exportId}:${memberId}:${expiresAt}`, token)) return 'invalid'
  return exportState(toFacts(doc), now) === 'ready' ? 'ready' : 'expired'
}

/**
 * The member's download: their own export, ready and not expired → the address of its file with
 * a two-minute grant (Payload serves it from disk or the object store, `grantedExport` lets it);
 * else why not.
 */
export async function downloadAddress(
  payload: Payload,
  memberId: number,
  exportId: number,
  now: number,
): Promise<{ ok: true; url: string } | { ok: false; reason: 'notFound' | 'expired' }> {
  const doc = await findExport(payload, exportId)
  if (!doc || Number(doc.member) !== memberId) return { ok: false, reason: 'notFound' }
  const state = exportState(toFacts(doc), now)
  if (state === 'expired') return { ok: false, reason: 'expired' }
  if (state !== 'ready' || !doc.filename) return { ok: false, reason: 'notFound' }
  const grant = grantFor(exportId, memberId, now)
  return {
    ok: true,
    url: `/api/cms/${DATA_EXPORTS_SLUG}/file/${encodeURIComponent(doc.filename)}?grant=${encodeURIComponent(grant)}`,
  }
}

function readCookie(req: PayloadRequest, name: string): string | undefined {
  const header = req.headers.get('cookie') ?? ''
  for (const part of header.split(/;\s*/)) {
    const at = part.indexOf('=')
    if (at > 0 && part.slice(0, at) === name) return decodeURIComponent(part.slice(at + 1))
  }
  return undefined
}

/**
 * Payload's read access for a member's file request: a grant made for the logged-in member's own
 * export (the session checked again here) gives that one file; anything else gives nothing.
 */
export async function grantedExport({
  req,
  data,
  isReadingStaticFile,
}: {
  req: PayloadRequest
  data?: { filename?: unknown }
  isReadingStaticFile?: boolean
}) {
  const grant = req.searchParams?.get('grant') ?? null
  const filename = typeof data?.filename === 'string' ? data.filename : ''
  if (!isReadingStaticFile || !grant || !filename) return false
  let memberId: number
  try {
    memberId = await requireCallerId(
      { header: (name) => req.headers.get(name), cookie: (name) => readCookie(req, name) },
      'fr',
    )
  } catch {
    return false
  }
  const { docs } = await req.payload.find({
    collection: DATA_EXPORTS_SLUG,
    where: { filename: { equals: filename }, member: { equals: memberId } },
    depth: 0,
    limit: 1,
    overrideAccess: true,
  })
  const doc = docs[0]
  if (!doc || !readGrant(grant, doc.id, memberId, Date.now())) return false
  return { id: { equals: doc.id } }
}
