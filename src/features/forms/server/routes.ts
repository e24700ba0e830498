import { NextResponse, type NextRequest } from 'next/server'

import { toCsv } from '@/platform/cms/exports/csv'
import { getEnv } from '@/platform/config/env'
import { logger } from '@/platform/logger'
import { getPayloadClient } from '@/platform/payload'
import { hasStaffRole } from '@/platform/security/staff-access'
import { createCaptchaChallenge } from '@/platform/security/captcha/verify-captcha'

import { NEWSLETTER_LISTS } from '../domain'
import { unsubscribe } from './newsletter'

const noStore = { 'cache-control': 'no-store' }

/** GET /api/forms/captcha: a fresh ALTCHA challenge (404 when another captcha is configured). */
export async function captchaChallengeRoute(): Promise<Response> {
  if (getEnv().CAPTCHA_PROVIDER !== 'altcha') {
    return NextResponse.json({ code: 'notFound' }, { status: 404, headers: noStore })
  }
  try {
    return NextResponse.json(await createCaptchaChallenge(), { headers: noStore })
  } catch (error) {
    logger.error('captcha challenge not created', { error: String(error) })
    return NextResponse.json({ code: 'technical' }, { status: 500, headers: noStore })
  }
}

/**
 * POST /api/forms/newsletter/unsubscribe?token=…: the one-click unsubscribe of RFC 8058, sent by
 * mail programs (List-Unsubscribe-Post) from their own servers, so no Origin and no cookie: the
 * signed token is the authority. It removes the mail's list and answers without a page.
 */
export async function oneClickUnsubscribeRoute(request: NextRequest): Promise<Response> {
  const token = request.nextUrl.searchParams.get('token')
  const view = await unsubscribe(await getPayloadClient(), token, null)
  if (!view) return NextResponse.json({ code: 'invalidToken' }, { status: 400, headers: noStore })
  return NextResponse.json({ ok: true, subscribed: view.subscribed }, { headers: noStore })
}

const CSV_COLUMNS = [
  'email',
  'status',
  ...NEWSLETTER_LISTS,
  'locale',
  'confirmedAt',
  'unsubscribedAt',
  'unsubscribedLists',
  'unsubscribeReason',
  'unsubscribeReasonLabel',
  'unsubscribeComment',
  'createdAt',
  'updatedAt',
] as const

/**
 * GET /api/forms/newsletter/export: every subscriber and the reasons given, as CSV, for the staff
 * who read member data (administrators and member support, ADR 0018).
 */
export async function newsletterExportRoute(request: NextRequest): Promise<Response> {
  const payload = await getPayloadClient()
  const { user } = await payload.auth({ headers: request.headers })
  if (!hasStaffRole(user, ['admin', 'support'])) {
    return NextResponse.json({ code: 'forbidden' }, { status: 403, headers: noStore })
  }
  const rows = await payload.find({
    collection: 'newsletter-subscriptions',
    pagination: false,
    sort: 'email',
    depth: 0,
    overrideAccess: true,
  })
  const day = new Date().toISOString().slice(0, 10)
  return new Response(
    toCsv(
      CSV_COLUMNS,
      rows.docs.map((row) => CSV_COLUMNS.map((column) => row[column as keyof typeof row])),
    ),
    {
      headers: {
        ...noStore,
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="newsletter-${day}.csv"`,
      },
    },
  )
}
