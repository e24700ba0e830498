import { randomUUID } from 'node:crypto'

import { ApiError } from '@/platform/http/api'
import type { PlainAnswer, PlainRequest } from '@/platform/http/plain-http'
import { resolveLocale } from '@/platform/http/request-locale'
import { getTranslator } from '@/platform/i18n/translator'
import { LOCALE_COOKIE_NAME } from '@/platform/i18n/locales'
import { logger } from '@/platform/logger'

import { IdentityError } from '../domain/error-codes'
import { LangQuerySchema } from './api-schemas'
import { invalidIdentityInput, mapIdentityError, requireCallerId } from './http'
import { toInitDto, type InitParts } from './member-dto'
import type { SessionSource } from './session-liveness'
import { INIT_GODSONS_SQL, INIT_MEMBER_SQL, toInitRead, type InitRead } from './member-row'

/** Where the member's row and godsons come from: Payload's connection, or the direct reader. */
export type InitSource = (memberId: number) => Promise<InitRead | null>

/** The direct reader's way to the member (prepared statements, no ORM). */
export function readInitWith(reader: {
  all<Row extends Record<string, unknown>>(statement: string, params: unknown[]): Promise<Row[]>
}): InitSource {
  return async (memberId) => {
    const [members, godsons] = await Promise.all([
      reader.all(INIT_MEMBER_SQL, [memberId]),
      reader.all<{ sponsored_at: unknown; state: unknown }>(INIT_GODSONS_SQL, [memberId]),
    ])
    return toInitRead(members, godsons)
  }
}

function answerError(error: ApiError, requestId: string): PlainAnswer {
  return {
    status: error.status,
    body: error.body,
    headers: { 'cache-control': 'no-store', 'x-request-id': requestId, ...error.headers },
  }
}

/**
 * GET /api/epc/users/init (spec section 7): the calling member's profile, loyalty and
 * sponsorship. The member comes from the access token only (cookie, or Bearer for other
 * systems); a query naming another member changes nothing. Framework-free so that the server's
 * fast route (ADR 0015) and Next's route handler give the same answers from the same code.
 */
export async function answerInit(
  request: PlainRequest,
  readInit: InitSource,
  readParts: InitParts,
  options: { now?: number; sessions?: SessionSource } = {},
): Promise<PlainAnswer> {
  const now = options.now ?? Date.now()
  const requestId = request.header('x-request-id') ?? randomUUID()
  const locale = resolveLocale({
    lang: request.url.searchParams.get('lang'),
    cookie: request.cookie(LOCALE_COOKIE_NAME),
    acceptLanguage: request.header('accept-language'),
  })
  try {
    const query = LangQuerySchema.safeParse(Object.fromEntries(request.url.searchParams))
    if (!query.success) throw invalidIdentityInput({ locale }, query.error.issues)
    const found = await readInit(await requireCallerId(request, locale, options.sessions))
    // A token for a deleted member is no session.
    if (!found) throw new IdentityError('session.unauthenticated')
    return {
      status: 200,
      body: toInitDto(found, await readParts(found, now)),
      headers: { 'cache-control': 'no-store', 'x-request-id': requestId },
    }
  } catch (error) {
    const known = error instanceof ApiError ? error : mapIdentityError(error, { locale })
    if (known) return answerError(known, requestId)
    logger.error('unexpected API error', {
      requestId,
      path: request.url.pathname,
      error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
    })
    return answerError(
      new ApiError(500, {
        code: 'technical',
        message: getTranslator(locale, 'api')('technical'),
        requestId,
      }),
      requestId,
    )
  }
}
