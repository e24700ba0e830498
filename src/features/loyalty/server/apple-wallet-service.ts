import { createHash } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'
import { z } from 'zod'

import { findMemberById, findMembersForPlay } from '@/features/identity'
import type { AppleWallet } from '@/platform/config/env'
import { getSqlDialect, isUniqueViolation, runSql, sqlInstant } from '@/platform/db/sql'
import { isLocale, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import { deriveKey, hmac, sameBytes } from '@/platform/security/signing'

import { pushPassUpdates, type ApnsTarget } from './apns'
import { buildApplePass, type ApplePassCard } from './apple-wallet'
import { readMemberLoyalty } from './member-screens'

/** Where Apple Wallet reaches the site for a pass's updates (its `webServiceURL`). */
export const APPLE_WEB_SERVICE_PATH = '/api/wallet/apple'

const REGISTRATIONS = 'wallet-registrations' as const

/** The pass's `authenticationToken`: the site's HMAC of the pass, never stored. */
export function passAuthenticationToken(secret: string, passTypeId: string, serial: string) {
  const key = deriveKey(secret, 'atout-wallet', 'apple-pass-token-v1')
  return hmac(key, `${passTypeId}:${serial}`, 24).toString('base64url')
}

/** The member's card as a pass shows it, in `locale` (the member's own when not given). */
export async function readPassCard(
  payload: Payload,
  memberId: number,
  locale: Locale | null,
  now: number,
): Promise<ApplePassCard | null> {
  const [member, loyalty] = await Promise.all([
    findMemberById(payload, memberId),
    readMemberLoyalty(payload, memberId, now),
  ])
  if (!member || !loyalty?.cardNumber || loyalty.status === null) return null
  const language: Locale =
    locale ?? (isLocale(member.locale ?? '') ? (member.locale as Locale) : 'fr')
  const t = getTranslator(language, 'loyalty')
  return {
    locale: language,
    programme: t('card.programme'),
    cardNumber: loyalty.cardNumber,
    holder: `${member.firstname ?? ''} ${member.lastname ?? ''}`.trim(),
    holderLabel: t('card.holder'),
    status: loyalty.status,
    statusLabel: t(`statuses.${loyalty.status}`),
    rewardPoints: loyalty.points ?? 0,
    labels: { status: t('card.status'), points: t('card.walletPoints') },
  }
}

/** What a pass shows that may change: compared to tell a device its pass changed. */
export function passContentTag(card: ApplePassCard): string {
  const { holder, status, statusLabel, rewardPoints, locale } = card
  return createHash('sha256')
    .update(JSON.stringify([holder, status, statusLabel, rewardPoints, locale]))
    .digest('base64url')
}

type Registration = {
  id: number
  serial: string
  contentTag?: string | null
  changedAt: string
}

export type WebServiceContext = {
  payload: Payload
  wallet: AppleWallet
  secret: string
  siteUrl: string
}

const PushBody = z.object({ pushToken: z.string().min(1).max(200) })

const json = (body: unknown, status = 200) =>
  Response.json(body, { status, headers: { 'cache-control': 'no-store' } })
const empty = (status: number) =>
  new Response(null, { status, headers: { 'cache-control': 'no-store' } })

function authorised(ctx: WebServiceContext, request: Request, serial: string): boolean {
  const header = request.headers.get('authorization') ?? ''
  const given = header.startsWith('ApplePass ') ? header.slice('ApplePass '.length) : ''
  const expected = passAuthenticationToken(ctx.secret, ctx.wallet.passTypeId, serial)
  return sameBytes(Buffer.from(given), Buffer.from(expected))
}

async function memberOfSerial(payload: Payload, serial: string): Promise<number | null> {
  return (await findMembersForPlay(payload, [serial])).get(serial)?.id ?? null
}

/** The card of a serial as it is now, or null (no such active card). */
async function cardOfSerial(ctx: WebServiceContext, serial: string, now: number) {
  const memberId = await memberOfSerial(ctx.payload, serial)
  return memberId === null ? null : readPassCard(ctx.payload, memberId, null, now)
}

/**
 * The registration's content compared with the pass as it is now: a change is dated now (one
 * write, only when it changed).
 */
async function refreshTag(ctx: WebServiceContext, registration: Registration, now: number) {
  const card = await cardOfSerial(ctx, registration.serial, now)
  if (!card) return Date.parse(registration.changedAt)
  const tag = passContentTag(card)
  if (tag === registration.contentTag) return Date.parse(registration.changedAt)
  await ctx.payload.update({
    collection: REGISTRATIONS,
    id: registration.id,
    data: { contentTag: tag, changedAt: new Date(now).toISOString() },
    overrideAccess: true,
  })
  return now
}

/** The pass's own web service address, when the site is served over HTTPS (Apple requires it). */
export function passWebService(
  ctx: Pick<WebServiceContext, 'siteUrl' | 'secret' | 'wallet'>,
  serial: string,
) {
  if (!ctx.siteUrl.startsWith('https://')) return undefined
  return {
    url: `${ctx.siteUrl}${APPLE_WEB_SERVICE_PATH}`,
    authenticationToken: passAuthenticationToken(ctx.secret, ctx.wallet.passTypeId, serial),
  }
}

/**
 * Apple's update web service (Wallet Web Service Reference), after `/api/wallet/apple`:
 * register and unregister a device for a pass, list the passes of a device that changed since a
 * tag, send a pass as it is now, and take the devices' logs. `segments` are the path's parts after
 * `v1`.
 */
export async function answerAppleWebService(
  ctx: WebServiceContext,
  request: Request,
  segments: readonly string[],
  now: number,
): Promise<Response> {
  const [first, device, what, passTypeId, serial, ...rest] = segments
  const method = request.method
  if (first === 'log' && segments.length === 1 && method === 'POST') {
    const body = (await request.json().catch(() => null)) as { logs?: unknown } | null
    const logs = Array.isArray(body?.logs) ? body.logs.slice(0, 20).map(String) : []
    for (const line of logs) logger.info('apple wallet device log', { line: line.slice(0, 500) })
    return empty(200)
  }
  if (first === 'passes' && segments.length === 3 && method === 'GET') {
    const [, type, number] = segments
    if (type !== ctx.wallet.passTypeId) return empty(404)
    if (!authorised(ctx, request, number!)) return empty(401)
    const card = await cardOfSerial(ctx, number!, now)
    if (!card) return empty(404)
    const pass = await buildApplePass(card, ctx.wallet, passWebService(ctx, card.cardNumber))
    return new Response(new Uint8Array(pass), {
      headers: {
        'content-type': 'application/vnd.apple.pkpass',
        'last-modified': new Date(now).toUTCString(),
        'cache-control': 'no-store',
      },
    })
  }
  if (first !== 'devices' || what !== 'registrations' || !device || rest.length > 0)
    return empty(404)
  if (passTypeId !== ctx.wallet.passTypeId || device.length > 128) return empty(404)

  // The passes of a device that changed since a tag (no authentication: Apple sends none).
  if (serial === undefined && method === 'GET') {
    const since = Number(new URL(request.url).searchParams.get('passesUpdatedSince') ?? '0')
    const { docs } = await ctx.payload.find({
      collection: REGISTRATIONS,
      where: { deviceId: { equals: device } },
      depth: 0,
      limit: 50,
      overrideAccess: true,
    })
    const changes = await Promise.all(
      docs.map(async (doc) => ({ serial: doc.serial, at: await refreshTag(ctx, doc, now) })),
    )
    const updated = changes.filter(({ at }) => !Number.isFinite(since) || at > since)
    if (updated.length === 0) return empty(204)
    return json({
      serialNumbers: updated.map(({ serial: number }) => number),
      lastUpdated: String(Math.max(...changes.map(({ at }) => at))),
    })
  }
  if (serial === undefined) return empty(405)
  if (!authorised(ctx, request, serial)) return empty(401)
  const key = `${device}:${serial}`
  if (method === 'DELETE') {
    await ctx.payload.delete({
      collection: REGISTRATIONS,
      where: { key: { equals: key } },
      overrideAccess: true,
    })
    return empty(200)
  }
  if (method !== 'POST') return empty(405)
  const body = PushBody.safeParse(await request.json().catch(() => null))
  if (!body.success) return empty(400)
  const card = await cardOfSerial(ctx, serial, now)
  if (!card) return empty(404)
  try {
    await ctx.payload.create({
      collection: REGISTRATIONS,
      data: {
        key,
        deviceId: device,
        pushToken: body.data.pushToken,
        serial,
        contentTag: passContentTag(card),
        changedAt: new Date(now).toISOString(),
      },
      overrideAccess: true,
    })
    return empty(201)
  } catch (error) {
    if (!isUniqueViolation(error, 'key')) throw error
    // Already registered: the push token may have changed.
    await ctx.payload.update({
      collection: REGISTRATIONS,
      where: { key: { equals: key } },
      data: { pushToken: body.data.pushToken },
      overrideAccess: true,
    })
    return empty(200)
  }
}

/** The registrations read at a time; a run compares them all. */
const PUSH_PAGE = 500

export type PushRunReport = { changed: number; pushed: number; gone: number; failed: number }

type Claimed = { id: number; before: string | null; after: string }

/**
 * Tells the devices holding a pass that changed (the loyalty queue, every minute): each
 * registration's pass is compared with what it showed (points, status, holder, language); for
 * one that changed, the new content is recorded — by one conditional write, so two runners, or
 * a device asking at the same moment, tell each change once — and the device gets an update
 * push (APNs), after which it asks the web service for the pass. A device Apple says is gone
 * loses its registration; after a failed push the registration's content goes back to what it
 * was, so the next run pushes again (logged).
 */
export async function pushChangedPasses(
  ctx: WebServiceContext,
  now: number,
  target?: ApnsTarget,
): Promise<PushRunReport> {
  const report: PushRunReport = { changed: 0, pushed: 0, gone: 0, failed: 0 }
  for (let page = 1; ; page++) {
    const { docs, hasNextPage } = await ctx.payload.find({
      collection: REGISTRATIONS,
      where: { pushToken: { exists: true } },
      depth: 0,
      limit: PUSH_PAGE,
      page,
      sort: 'id',
      overrideAccess: true,
    })
    await pushChangedPage(ctx, docs, now, report, target)
    if (!hasNextPage) break
  }
  if (report.failed > 0) logger.warn('apple wallet update pushes failed', { ...report })
  return report
}

async function pushChangedPage(
  ctx: WebServiceContext,
  docs: readonly (Registration & { pushToken?: string | null })[],
  now: number,
  report: PushRunReport,
  target: ApnsTarget | undefined,
) {
  const tags = new Map<string, string | null>()
  for (const serial of new Set(docs.map((doc) => doc.serial))) {
    const card = await cardOfSerial(ctx, serial, now)
    tags.set(serial, card ? passContentTag(card) : null)
  }
  const toPush = new Map<string, Claimed[]>()
  for (const doc of docs) {
    const tag = tags.get(doc.serial)
    const before = doc.contentTag ?? null
    if (!tag || tag === before || !doc.pushToken) continue
    if (!(await swapTag(ctx.payload, doc.id, before, tag, now))) continue
    report.changed++
    toPush.set(doc.pushToken, [
      ...(toPush.get(doc.pushToken) ?? []),
      { id: doc.id, before, after: tag },
    ])
  }
  const outcomes = await pushPassUpdates(ctx.wallet, [...toPush.keys()], target)
  for (const [token, claimed] of toPush) {
    const outcome = outcomes.get(token) ?? 'failed'
    report[outcome === 'sent' ? 'pushed' : outcome]++
    if (outcome === 'gone') {
      await ctx.payload.delete({
        collection: REGISTRATIONS,
        where: { id: { in: claimed.map(({ id }) => id) } },
        overrideAccess: true,
      })
    }
    if (outcome === 'failed') {
      for (const { id, before, after } of claimed) {
        await swapTag(ctx.payload, id, after, before, now)
      }
    }
  }
}

/**
 * Records `to` as the registration's content if it still shows `from`, in one statement (two
 * runners, or a device asking at the same moment, cannot both win); false when it did not.
 */
async function swapTag(
  payload: Payload,
  id: number,
  from: string | null,
  to: string | null,
  now: number,
): Promise<boolean> {
  const dialect = getSqlDialect(payload)
  const at = sqlInstant(dialect, now)
  const same = dialect === 'postgres' ? sql`IS NOT DISTINCT FROM` : sql`IS`
  const { rows } = await runSql<{ id: unknown }>(
    payload,
    sql`UPDATE wallet_registrations SET content_tag = ${to}, changed_at = ${at}, updated_at = ${at}
      WHERE id = ${id} AND content_tag ${same} ${from}
      RETURNING id`,
  )
  return rows.length === 1
}
