import { existsSync } from 'node:fs'
import path from 'node:path'

import {
  APIError,
  NotFound,
  type AfterErrorHook,
  type Collection,
  type CollectionBeforeOperationHook,
  type PayloadRequest,
  type SanitizedCollectionConfig,
  type SanitizedConfig,
} from 'payload'

import { LOCALE_COOKIE_NAME, locales, type Locale } from '../i18n/locales'
import { getTranslator } from '../i18n/translator'
import { logger } from '../logger'
import { parseCookieHeader } from '../http/plain-http'
import { resolveLocale } from '../http/request-locale'
import { fieldResolver, findWhereIssue, isNumericId } from './query-rules'

/**
 * Payload-side guards against malformed requests to its REST and GraphQL APIs (ADR 0042), added
 * to every collection by the config's assembly. Our own code (Payload's Local API) is trusted and
 * left alone.
 */

/** The caller's language: ?lang=, the locale cookie, Accept-Language (as the product API). */
export function cmsRequestLocale(req: Pick<PayloadRequest, 'headers' | 'searchParams'>): Locale {
  return resolveLocale({
    lang: req.searchParams?.get('lang') ?? null,
    cookie: parseCookieHeader(req.headers.get('cookie')).get(LOCALE_COOKIE_NAME),
    acceptLanguage: req.headers.get('accept-language'),
  })
}

const isExternal = (req: PayloadRequest) =>
  req.payloadAPI === 'REST' || req.payloadAPI === 'GraphQL'

/** True when the collection's ids are the database's integers (SQLite and PostgreSQL serials). */
export function hasNumericIds(req: PayloadRequest, collection: SanitizedCollectionConfig) {
  return (
    req.payload.db.defaultIDType === 'number' &&
    collectionOf(req, collection.slug)?.customIDType !== 'text'
  )
}

function collectionOf(req: PayloadRequest, slug: string): Collection | undefined {
  return (req.payload.collections as Record<string, Collection | undefined>)[slug]
}

/**
 * A query refused for its values: a 400 with a public message, named as Payload's own refused
 * query (QueryError). Named explicitly (Next's build renames classes) so Payload logs it at the
 * level the config's `loggingLevels` gives QueryError, not as an error with its stack.
 */
export class InvalidQuery extends APIError {
  constructor(message: string) {
    super(message, 400, null, true)
    this.name = 'QueryError'
  }
}

function invalidQuery(req: PayloadRequest, issue: string): InvalidQuery {
  return new InvalidQuery(
    // The path is the caller's own text: kept short.
    getTranslator(cmsRequestLocale(req), 'api')('invalidQuery', { path: issue.slice(0, 100) }),
  )
}

/**
 * Before each operation asked through REST or GraphQL: a document id that cannot be one (not a
 * safe integer where ids are integers) is not found, and a `where` that no column could take is
 * a 400 naming the offending part (query-rules.ts).
 */
export const validateExternalQuery: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  if (!isExternal(req)) return args
  const numericIds = hasNumericIds(req, collection)
  const id: unknown = 'id' in args ? args.id : undefined
  if (numericIds && id !== undefined) {
    const valid = typeof id === 'number' ? Number.isSafeInteger(id) : isNumericId(String(id))
    if (!valid) throw new NotFound(req.t)
  }
  const where: unknown = 'where' in args ? args.where : undefined
  const issue = findWhereIssue(
    where,
    fieldResolver({
      fields: collection.flattenedFields,
      numericIds,
      isNumericCollection: (slug) => {
        const related = collectionOf(req, slug)?.config
        return related ? hasNumericIds(req, related) : false
      },
      locales,
    }),
  )
  if (issue) throw invalidQuery(req, issue)
  return args
}

/**
 * Payload answers 500 to a file name its upload folder does not hold (it treats it as a broken
 * upload); for a name that was never uploaded (any name, the media being public) that is a 404.
 */
function answerMissingFile(staticDir: string) {
  return (req: PayloadRequest, { params }: { params: { filename: string } }): Response | void => {
    const folder = path.resolve(staticDir)
    const file = path.resolve(folder, params.filename)
    // Outside the folder: Payload refuses it itself.
    if (!file.startsWith(folder + path.sep) || existsSync(file)) return
    return Response.json({ errors: [{ message: new NotFound(req.t).message }] }, { status: 404 })
  }
}

/**
 * Every collection with the guards above (and the missing-file answer for uploads), Payload's own
 * included: it adds its collections (preferences, locked documents, migrations, jobs) while
 * sanitizing the config, so the guards go on the sanitized config.
 */
export function guardAllCollections(config: SanitizedConfig): SanitizedConfig {
  for (const collection of config.collections) {
    collection.hooks.beforeOperation = [
      validateExternalQuery,
      ...(collection.hooks.beforeOperation ?? []),
    ]
    const { upload } = collection
    if (upload) {
      const staticDir = upload.staticDir ?? collection.slug
      upload.handlers = [...(upload.handlers ?? []), answerMissingFile(staticDir)]
    }
  }
  return config
}

/** The driver's words for a value its column cannot take (SQLite, libsql, PostgreSQL 22xxx). */
const DATA_ERROR =
  /can only bind|Only finite numbers|cannot be passed as argument to the database|Invalid time value/

/** A Payload ValidationError's details ({ collection?, global?, errors: [{ path, message }] }). */
function validationDetails(error: unknown): { errors: unknown[] } | undefined {
  if (!(error instanceof Error) || (error as { status?: unknown }).status !== 400) return undefined
  const data = (error as { data?: unknown }).data
  if (!data || typeof data !== 'object') return undefined
  const errors = (data as { errors?: unknown }).errors
  return Array.isArray(errors) && errors.length > 0 ? (data as { errors: unknown[] }) : undefined
}

function hasDetails(result: unknown): boolean {
  const errors = (result as { errors?: unknown } | undefined)?.errors
  return (
    Array.isArray(errors) &&
    errors.some((entry) => entry && typeof entry === 'object' && 'data' in entry)
  )
}

function isDataError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; depth < 5 && current instanceof Error; depth++) {
    const code = (current as Error & { code?: unknown }).code
    if (DATA_ERROR.test(current.message)) return true
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = current.cause
  }
  return false
}

/**
 * The last guard (Payload's afterError): a REST or GraphQL request whose value the database
 * refused (a check above missed a case) is the request's fault, a 400, logged as a warning so the
 * missing check gets written. Any other error keeps Payload's answer.
 */
export const answerDataErrors: AfterErrorHook = ({ error, req, result }) => {
  const fieldErrors = validationDetails(error)
  if (fieldErrors && !hasDetails(result)) {
    // Payload's formatErrors keeps a ValidationError's field list only when `instanceof` holds,
    // which a production build breaks (payloadcms/payload#17298): the admin then shows a bare
    // toast instead of each field's message. The list is put back, in Payload's own shape.
    return {
      status: 400,
      response: {
        errors: [{ name: 'ValidationError', data: fieldErrors, message: (error as Error).message }],
      },
    }
  }
  if (!req || !isExternal(req) || !isDataError(error)) return
  logger.warn('CMS request refused by the database', {
    path: req.url ? new URL(req.url).pathname : undefined,
    error: `${error.name}: ${error.message.slice(0, 200)}`,
  })
  return { status: 400, response: { errors: [{ message: invalidQuery(req, 'where').message }] } }
}
