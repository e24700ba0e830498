import { randomUUID } from 'node:crypto'

import { NextResponse, type NextRequest } from 'next/server'
import type { z } from 'zod'

import { getEnv } from '../config/env'
import { LOCALE_COOKIE_NAME, type Locale } from '../i18n/locales'
import { getTranslator } from '../i18n/translator'
import { logger } from '../logger'
import { readClientAddress } from './client-address'
import type { PlainAnswer, PlainRequest } from './plain-http'
import { readRequestBody } from './request-body'
import { resolveLocale } from './request-locale'

export type ApiContext = {
  request: NextRequest
  requestId: string
  locale: Locale
  ip: string | null
  userAgent: string | null
  now: number
}

/** An answer the handler chose (status + JSON body); everything else becomes a generic 500. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
    readonly headers: Record<string, string> = {},
  ) {
    super(`API error ${status}`)
    this.name = 'ApiError'
  }
}

/** The 400 of a body or query that is not the expected shape, in the caller's language. */
export function invalidInputError(ctx: Pick<ApiContext, 'locale'>): ApiError {
  return new ApiError(400, {
    code: 'validation',
    message: getTranslator(ctx.locale, 'api')('invalidInput'),
  })
}

/** ?lang=, then the locale cookie, then Accept-Language, then French. */
export function resolveRequestLocale(request: NextRequest): Locale {
  return resolveLocale({
    lang: request.nextUrl.searchParams.get('lang'),
    cookie: request.cookies.get(LOCALE_COOKIE_NAME)?.value,
    acceptLanguage: request.headers.get('accept-language'),
  })
}

function clientIp(request: NextRequest): string | null {
  return readClientAddress((name) => request.headers.get(name), getEnv().TRUST_PROXY)
}

/**
 * Mutations must come from our own pages (ARCHITECTURE §4): the Origin (or, failing that, the
 * Referer) must be the site's. Requests without either are server-to-server calls with a bearer
 * token, which cookies cannot forge.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get('origin') ?? request.headers.get('referer')
  if (!origin) return !request.headers.get('cookie')
  try {
    const from = new URL(origin)
    const site = new URL(getEnv().SITE_URL)
    return from.host === site.host || from.host === request.nextUrl.host
  } catch {
    return false
  }
}

type Handler<Input> = (ctx: ApiContext, input: Input) => Promise<Response>

type RouteOptions<Schema extends z.ZodType> = {
  /** Body (POST/PUT) or query (GET) schema: shapes and sizes only; business rules live in domain/. */
  schema: Schema
  source: 'body' | 'query'
  /** Maps known errors (area codes) to an answer; return null for an unexpected error. */
  mapError?: (error: unknown, ctx: ApiContext) => ApiError | null
  /** The 400 answer for a body that is not the expected shape. */
  invalidInput: (ctx: ApiContext, issues: z.core.$ZodIssue[]) => ApiError
}

/**
 * The query, or the JSON or form body (1 MB at most: 413 past it). A body that does not read as
 * its type says is handed to the schema as a value no schema accepts (400 with the fields).
 */
async function readInput(ctx: ApiContext, source: 'body' | 'query'): Promise<unknown> {
  if (source === 'query') return Object.fromEntries(ctx.request.nextUrl.searchParams.entries())
  const read = await readRequestBody(ctx.request)
  if (read.ok) return read.value
  if (read.reason === 'tooLarge') {
    throw new ApiError(413, {
      code: 'payloadTooLarge',
      message: getTranslator(ctx.locale, 'api')('payloadTooLarge'),
    })
  }
  return Symbol.for('unreadable')
}

/** The edge of every product API route: parse → use case → response, with coded errors. */
export function apiRoute<Schema extends z.ZodType>(
  options: RouteOptions<Schema>,
  handler: Handler<z.infer<Schema>>,
) {
  return async (request: NextRequest): Promise<Response> => {
    const ctx: ApiContext = {
      request,
      requestId: request.headers.get('x-request-id') ?? randomUUID(),
      locale: resolveRequestLocale(request),
      ip: clientIp(request),
      userAgent: request.headers.get('user-agent'),
      now: Date.now(),
    }
    try {
      if (request.method !== 'GET' && request.method !== 'HEAD' && !isSameOrigin(request)) {
        throw new ApiError(403, {
          code: 'forbiddenOrigin',
          message: getTranslator(ctx.locale, 'api')('forbiddenOrigin'),
        })
      }
      const parsed = options.schema.safeParse(await readInput(ctx, options.source))
      if (!parsed.success) throw options.invalidInput(ctx, parsed.error.issues)
      const response = await handler(ctx, parsed.data)
      response.headers.set('x-request-id', ctx.requestId)
      if (!response.headers.has('cache-control')) response.headers.set('cache-control', 'no-store')
      return response
    } catch (error) {
      const known = error instanceof ApiError ? error : (options.mapError?.(error, ctx) ?? null)
      if (known) {
        return NextResponse.json(known.body, {
          status: known.status,
          headers: { 'cache-control': 'no-store', 'x-request-id': ctx.requestId, ...known.headers },
        })
      }
      logger.error('unexpected API error', {
        requestId: ctx.requestId,
        path: request.nextUrl.pathname,
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      })
      return NextResponse.json(
        {
          code: 'technical',
          message: getTranslator(ctx.locale, 'api')('technical'),
          requestId: ctx.requestId,
        },
        { status: 500, headers: { 'cache-control': 'no-store', 'x-request-id': ctx.requestId } },
      )
    }
  }
}

/** A Next request seen as a framework-free endpoint's input (see plain-http.ts). */
export function fromNextRequest(request: NextRequest): PlainRequest {
  return {
    method: request.method,
    url: new URL(request.url),
    header: (name) => request.headers.get(name),
    cookie: (name) => request.cookies.get(name)?.value,
  }
}

export function toNextResponse(answer: PlainAnswer): NextResponse {
  return NextResponse.json(answer.body, { status: answer.status, headers: answer.headers })
}
