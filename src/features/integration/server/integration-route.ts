import { randomUUID } from 'node:crypto'

import { NextResponse, type NextRequest } from 'next/server'
import type { Payload } from 'payload'
import type { z } from 'zod'

import { resolveRequestLocale } from '@/platform/http/api'
import { isUnsafeTextIssue, UNSAFE_TEXT_CODE } from '@/platform/http/safe-text'
import { readRequestText } from '@/platform/http/request-body'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import { logger } from '@/platform/logger'
import { getPayloadClient } from '@/platform/payload'

import { readBearerKey, type IntegrationScope } from '../domain'
import { checkApiKey } from './api-keys'
import { integrationErrors } from './integration-errors'

/** A request body larger than this is refused before it is parsed (500 events fit in ~150 KB). */
export const MAX_BODY_BYTES = 1_000_000

export type IntegrationCaller = {
  payload: Payload
  client: { id: number; name: string }
  locale: Locale
  requestId: string
  now: number
  /**
   * Tells staff about a refusal inside an answer the caller still gets as 200 (play events
   * rejected one by one in a batch); refusals answered as errors are recorded by the route.
   */
  reportRefusal: (code: string, detail: string) => Promise<void>
}

export class IntegrationError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415,
    readonly code: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(code)
    this.name = 'IntegrationError'
  }
}

function answer(status: number, body: unknown, requestId: string) {
  return NextResponse.json(body, {
    status,
    headers: { 'cache-control': 'no-store', 'x-request-id': requestId },
  })
}

async function readJson(request: NextRequest): Promise<unknown> {
  const type = request.headers.get('content-type') ?? ''
  if (!type.includes('application/json')) throw new IntegrationError(415, 'unsupportedMediaType')
  const text = await readRequestText(request, MAX_BODY_BYTES)
  if (text === null) throw new IntegrationError(413, 'payloadTooLarge')
  try {
    return JSON.parse(text) as unknown
  } catch {
    throw new IntegrationError(400, 'invalidJson')
  }
}

/**
 * The edge of /api/integration/v1/*: casino systems, server to server. The key (Bearer) decides
 * who calls and what they may do (401 without or with a bad key, 403 outside its scope); the body
 * is JSON of bounded size, checked by the schema (400 with the fields). Known refusals answer
 * `{ code, message }` in the caller's language (Accept-Language or ?lang=); nothing the caller
 * sends makes a 5xx.
 */
export function integrationRoute<Schema extends z.ZodType>(
  options: {
    scope: IntegrationScope
    schema: Schema
    /**
     * The code a refused key answers when the caller's own catalogue has one (the hotel
     * programme's `hotel.0050`, spec section 8), instead of `invalidKey`.
     */
    invalidKeyCode?: { code: string; message: (locale: Locale) => string }
  },
  handler: (
    caller: IntegrationCaller,
    input: z.infer<Schema>,
  ) => Promise<{ status: number; body: unknown }>,
) {
  return async (request: NextRequest): Promise<Response> => {
    const requestId = request.headers.get('x-request-id') ?? randomUUID()
    const locale = resolveRequestLocale(request)
    const t = getTranslator(locale, 'integration')
    const route = request.nextUrl.pathname
    let payload: Payload | null = null
    let clientId: number | null = null
    const now = Date.now()
    const record = (status: number, code: string, detail?: string | null) =>
      payload
        ? integrationErrors.record(
            payload,
            { clientId, route, status, code, detail, requestId },
            now,
          )
        : Promise.resolve()
    try {
      payload = await getPayloadClient()
      const check = await checkApiKey(
        payload,
        readBearerKey(request.headers.get('authorization')),
        options.scope,
        now,
      )
      if (!check.ok) {
        throw new IntegrationError(check.status, check.status === 401 ? 'invalidKey' : 'outOfScope')
      }
      clientId = check.client.id
      const parsed = options.schema.safeParse(await readJson(request))
      if (!parsed.success) {
        const unsafe = parsed.error.issues.filter(isUnsafeTextIssue)
        const fields = [
          ...new Set(
            (unsafe.length ? unsafe : parsed.error.issues).map(
              (issue) => issue.path.join('.') || '(body)',
            ),
          ),
        ]
        throw new IntegrationError(400, unsafe.length ? UNSAFE_TEXT_CODE : 'invalidBody', {
          fields: fields.join(', '),
        })
      }
      const result = await handler(
        {
          payload,
          client: check.client,
          locale,
          requestId,
          now,
          reportRefusal: (code, detail) => record(200, code, detail),
        },
        parsed.data,
      )
      return answer(result.status, result.body, requestId)
    } catch (error) {
      if (error instanceof IntegrationError) {
        const detail = error.details
          ? Object.entries(error.details)
              .map(([name, value]) => `${name}: ${String(value)}`)
              .join('; ')
          : null
        await record(error.status, error.code, detail)
      }
      if (
        error instanceof IntegrationError &&
        error.code === 'invalidKey' &&
        options.invalidKeyCode
      ) {
        const { code, message } = options.invalidKeyCode
        return answer(error.status, { code, message: message(locale), requestId }, requestId)
      }
      if (error instanceof IntegrationError) {
        return answer(
          error.status,
          {
            code: error.code,
            message: t(`errors.${error.code}` as never, error.details as never),
            ...error.details,
            requestId,
          },
          requestId,
        )
      }
      await record(500, 'technical', error instanceof Error ? error.name : null)
      logger.error('integration API error', {
        requestId,
        path: request.nextUrl.pathname,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      })
      return answer(
        500,
        { code: 'technical', message: getTranslator(locale, 'api')('technical'), requestId },
        requestId,
      )
    }
  }
}
