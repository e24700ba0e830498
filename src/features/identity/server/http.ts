import type { NextRequest } from 'next/server'
import type { z } from 'zod'

import { ApiError, type ApiContext } from '@/platform/http/api'
import type { PlainRequest } from '@/platform/http/plain-http'
import { getTranslator, translateKey } from '@/platform/i18n/translator'
import type { Locale } from '@/platform/i18n/locales'

import {
  isIdentityError,
  maskAccountExistence,
  splitIdentityErrorCode,
  suggestHttpStatus,
  type IdentityErrorCode,
} from '../domain/error-codes'
import type { FieldError } from '../domain/validation'
import { FormValidationError } from './context'
import { ACCESS_COOKIE, REFRESH_COOKIE } from './session-cookies'
import { readSessionsThroughPayload, type SessionSource } from './session-liveness'
import { authenticateAccessToken } from './tokens'

export type TranslatedFieldError = { code: string; message: string }

/** 'hub.0053' → the spec's code '0053' (what clients match on) and its translated message. */
export function describeIdentityError(
  code: IdentityErrorCode,
  locale: Locale,
  params?: Record<string, string | number>,
) {
  const { catalogue, key } = splitIdentityErrorCode(code)
  const message =
    translateKey(locale, `identity.errors.${catalogue}.${key}`, params) ??
    getTranslator(locale, 'api')('technical')
  return { code: key, key: code, message }
}

export function translateFieldErrors(
  fieldErrors: Partial<Record<string, FieldError[]>>,
  locale: Locale,
): Record<string, TranslatedFieldError[]> {
  const translated: Record<string, TranslatedFieldError[]> = {}
  for (const [field, errors] of Object.entries(fieldErrors)) {
    translated[field] = (errors ?? []).map((error) => {
      const params =
        'params' in error ? (error.params as Record<string, string | number>) : undefined
      return {
        code: error.code,
        message: translateKey(locale, `identity.fieldErrors.${error.code}`, params) ?? error.code,
      }
    })
  }
  return translated
}

/** Coded identity errors → HTTP answers (the edge's job, ARCHITECTURE §3). */
export function mapIdentityError(error: unknown, ctx: { locale: Locale }): ApiError | null {
  if (error instanceof FormValidationError) {
    return new ApiError(400, {
      code: 'validation',
      message: getTranslator(ctx.locale, 'api')('invalidInput'),
      fieldErrors: translateFieldErrors(error.fieldErrors, ctx.locale),
    })
  }
  if (isIdentityError(error)) {
    const code = maskAccountExistence(error.code)
    const status = suggestHttpStatus(code)
    const retryAfter = error.params?.retryAfterSeconds
    return new ApiError(
      status,
      {
        ...describeIdentityError(code, ctx.locale, error.params),
        params: error.params ?? {},
        ...(error.fieldErrors
          ? { fieldErrors: translateFieldErrors(error.fieldErrors, ctx.locale) }
          : {}),
      },
      retryAfter ? { 'retry-after': String(retryAfter) } : {},
    )
  }
  return null
}

/** A body or query that is not even the right shape: 400 with the fields concerned. */
export function invalidIdentityInput(
  ctx: { locale: Locale },
  issues: z.core.$ZodIssue[],
): ApiError {
  const fieldErrors: Partial<Record<string, FieldError[]>> = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || '_'
    const code: FieldError['code'] =
      issue.code === 'invalid_type' && issue.message.includes('undefined')
        ? 'required'
        : 'invalidChoice'
    fieldErrors[field] = [...(fieldErrors[field] ?? []), { code } as FieldError]
  }
  return new ApiError(400, {
    code: 'validation',
    message: getTranslator(ctx.locale, 'api')('invalidInput'),
    fieldErrors: translateFieldErrors(fieldErrors, ctx.locale),
  })
}

export const identityRoute = { mapError: mapIdentityError, invalidInput: invalidIdentityInput }

function presentedAccessToken(request: Pick<PlainRequest, 'header' | 'cookie'>) {
  const header = request.header('authorization')
  const bearer = header?.startsWith('Bearer ') ? header.slice(7) : undefined
  return bearer ?? request.cookie(ACCESS_COOKIE)
}

/**
 * The member calling, from the access token (cookie, or Authorization: Bearer for other systems):
 * its signature, then its session still alive (session-liveness.ts: a read every few seconds per
 * session, not per request). Never from an id in the request. Framework-free (see plain-http.ts):
 * Next's routes and the server's fast routes share it, each with its own way to the database.
 */
export async function requireCallerId(
  request: Pick<PlainRequest, 'header' | 'cookie'>,
  locale: Locale,
  sessions: SessionSource = readSessionsThroughPayload,
): Promise<number> {
  const claims = await authenticateAccessToken(presentedAccessToken(request), sessions)
  if (!claims) {
    throw new ApiError(401, {
      code: 'unauthenticated',
      message: getTranslator(locale, 'api')('unauthenticated'),
    })
  }
  return claims.memberId
}

/**
 * The member calling, or null for a visitor, for endpoints open to both (bookings). A session
 * whose access token has expired answers 401: the browser's client refreshes and replays, so the
 * request is not mistaken for a visitor's. A refused refresh clears the cookies.
 */
export async function findCallerId(
  request: Pick<PlainRequest, 'header' | 'cookie'>,
  locale: Locale,
): Promise<number | null> {
  const claims = await authenticateAccessToken(presentedAccessToken(request))
  if (claims) return claims.memberId
  if (request.cookie(REFRESH_COOKIE)) {
    throw new ApiError(401, {
      code: 'unauthenticated',
      message: getTranslator(locale, 'api')('unauthenticated'),
    })
  }
  return null
}

/** The calling member and the session (refresh family) the request belongs to. */
export async function requireMemberSession(
  request: NextRequest,
  ctx: ApiContext,
): Promise<{ memberId: number; sessionFamily: string }> {
  const claims = await authenticateAccessToken(
    presentedAccessToken({
      header: (name) => request.headers.get(name),
      cookie: (name) => request.cookies.get(name)?.value,
    }),
  )
  if (!claims) {
    throw new ApiError(401, {
      code: 'unauthenticated',
      message: getTranslator(ctx.locale, 'api')('unauthenticated'),
    })
  }
  return claims
}

export function requireMemberId(request: NextRequest, ctx: ApiContext): Promise<number> {
  return requireCallerId(
    {
      header: (name) => request.headers.get(name),
      cookie: (name) => request.cookies.get(name)?.value,
    },
    ctx.locale,
  )
}
