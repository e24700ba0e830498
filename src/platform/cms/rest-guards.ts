import { en } from '@payloadcms/translations/languages/en'
import { fr } from '@payloadcms/translations/languages/fr'
import type { Collection, Endpoint, Payload } from 'payload'

import type { Locale } from '../i18n/locales'
import { getTranslator } from '../i18n/translator'
import { getPayloadClient } from '../payload'
import { cmsRequestLocale } from './collection-guards'
import { isNumericId } from './query-rules'

/**
 * The edge of Payload's REST and GraphQL routes under /api/cms (ADR 0042): what Payload would
 * answer with a 500 because it is read before Payload's own error handling, or reaches the
 * database unchecked, is refused here with Payload's error shape (`{ errors: [{ message }] }`):
 * a body that is not what its Content-Type says, a `where` or `data` query that is not JSON, a
 * document id that cannot be one, a route Payload lists but cannot serve.
 */

type RouteArgs = { params: Promise<{ slug?: string[] }> }
type RouteHandler = (request: Request, args: RouteArgs) => Promise<Response>

/** Bodies larger than this are refused (413): an editor's upload, with room to spare. */
export const MAX_CMS_BODY_BYTES = 50 * 1024 * 1024

/** The deepest nesting of a GraphQL query read (Payload's parser overflows its stack on more). */
const MAX_GRAPHQL_NESTING = 40

type MessageKey = 'invalidInput' | 'invalidJson' | 'payloadTooLarge' | 'invalidQuery'

function errorAnswer(status: number, message: string) {
  return Response.json(
    { errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

function localeOf(request: Request): Locale {
  return cmsRequestLocale({
    headers: request.headers,
    searchParams: new URL(request.url).searchParams,
  })
}

function refuse(request: Request, status: number, key: MessageKey, path = '') {
  return errorAnswer(status, getTranslator(localeOf(request), 'api')(key, { path }))
}

/** Payload's own 404 (its NotFound error's message, in its translations). */
function notFound(request: Request) {
  const translations = { fr, en }[localeOf(request)].translations
  return errorAnswer(404, translations.general.notFound)
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/** 'object' for a JSON object, 'other' for any other JSON value, null for text that is not JSON. */
function jsonKind(text: string): 'object' | 'other' | null {
  try {
    return isRecord(JSON.parse(text)) ? 'object' : 'other'
  } catch {
    return null
  }
}

const parsesAsObject = (text: string) => jsonKind(text) === 'object'

/** A body or field that must hold a JSON object: null when it does, else the refusal's message. */
function objectRefusal(text: string): MessageKey | null {
  const kind = jsonKind(text)
  return kind === 'object' ? null : kind === null ? 'invalidJson' : 'invalidInput'
}

/** The body as Payload will read it: JSON must be an object, a form must parse. */
async function checkBody(request: Request): Promise<Response | null> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > MAX_CMS_BODY_BYTES) return refuse(request, 413, 'payloadTooLarge')
  const type = (request.headers.get('content-type') ?? '').toLowerCase()
  if (!request.body) return null
  if (type.startsWith('application/json')) {
    const text = await request.clone().text()
    if (text.length > MAX_CMS_BODY_BYTES) return refuse(request, 413, 'payloadTooLarge')
    if (text.trim() === '') return null
    const refusal = objectRefusal(text)
    return refusal ? refuse(request, 400, refusal) : null
  }
  if (type.startsWith('multipart/form-data')) {
    let form: FormData
    try {
      form = await request.clone().formData()
    } catch {
      return refuse(request, 400, 'invalidInput')
    }
    // Payload reads the document's fields from this part, as JSON.
    const fields = form.get('_payload')
    const refusal = typeof fields === 'string' ? objectRefusal(fields) : null
    if (refusal) return refuse(request, 400, refusal)
  }
  return null
}

/** `?where=` and `?data=` given whole (not as `where[...]`) are JSON documents. */
function checkJsonParams(request: Request): Response | null {
  const params = new URL(request.url).searchParams
  for (const name of ['where', 'data']) {
    const value = params.get(name)
    if (value && !parsesAsObject(value)) return refuse(request, 400, 'invalidQuery', name)
  }
  return null
}

/** Payload's endpoint paths ('/:id', '/versions/:id', '/access/:id?') matched as it does. */
function matchPath(pattern: string, path: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean)
  const given = path.split('/').filter(Boolean)
  const params: Record<string, string> = {}
  for (const [index, part] of wanted.entries()) {
    const value = given[index]
    if (part.startsWith(':')) {
      const optional = part.endsWith('?')
      const name = part.slice(1, optional ? -1 : undefined)
      if (value === undefined) {
        if (optional) continue
        return null
      }
      params[name] = value
    } else if (part !== value) {
      return null
    }
  }
  return given.length <= wanted.length ? params : null
}

/**
 * A path Payload would route to a handler that fails on it: a collection it lists without REST
 * routes (501), a document id that is not an integer where ids are, the e-mail verification of a
 * collection that does not verify e-mail addresses.
 */
function checkPath(payload: Payload, request: Request, slug: readonly string[]): Response | null {
  const [first, ...rest] = slug
  if (!first) return null
  const numericIds = payload.db.defaultIDType === 'number'
  if (first === 'globals') {
    const [, versions, id] = rest
    return versions === 'versions' && id !== undefined && numericIds && !isNumericId(id)
      ? notFound(request)
      : null
  }
  const collection = (payload.collections as Record<string, Collection | undefined>)[first]
  if (!collection) return null
  const { endpoints } = collection.config
  if (endpoints === false) return notFound(request)
  const path = `/${rest.join('/')}`
  const match = (endpoints as Endpoint[])
    .filter((endpoint) => endpoint.method === request.method.toLowerCase())
    .map((endpoint) => ({ endpoint, params: matchPath(endpoint.path, path) }))
    .find(({ params }) => params !== null)
  const id = match?.params?.id
  if (!match || id === undefined) return null
  if (match.endpoint.path === '/verify/:id') {
    return collection.config.auth?.verify ? null : notFound(request)
  }
  const textIds = !numericIds || collection.customIDType === 'text'
  return textIds || isNumericId(id) ? null : notFound(request)
}

/**
 * DELETE /api/cms/payload-preferences/{key}: Payload's own handler builds SQL SQLite refuses (its
 * lookup by the owner's polymorphic relation), a 500 for every key. Same answer, done as its GET
 * finds a preference: the caller's own, by key, then deleted by id.
 */
async function deleteOwnPreference(payload: Payload, request: Request, key: string) {
  const { user } = await payload.auth({ headers: request.headers })
  const translations = { fr, en }[localeOf(request)].translations
  if (!user) return errorAnswer(401, translations.error.unauthorized)
  const { docs } = await payload.db.find({
    collection: 'payload-preferences',
    limit: 1,
    pagination: false,
    where: {
      and: [
        { key: { equals: key } },
        { 'user.value': { equals: user.id } },
        { 'user.relationTo': { equals: user.collection } },
      ],
    },
  })
  const found = docs[0]
  if (!found) return notFound(request)
  const deleted = await payload.delete({
    collection: 'payload-preferences',
    id: found.id,
    overrideAccess: true,
    depth: 0,
  })
  return Response.json({ ...deleted, message: translations.general.deletedSuccessfully })
}

const REST_ALLOW = 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'
const GRAPHQL_ALLOW = 'OPTIONS, POST'

function withAllow(response: Response, allow: string): Response {
  const headers = new Headers(response.headers)
  headers.set('allow', allow)
  return new Response(response.body, { status: response.status, headers })
}

/** Payload's REST handler (one per method) behind the checks above. */
export function guardRestRoute(handler: RouteHandler): RouteHandler {
  return async (request, args) => {
    if (request.method === 'OPTIONS') return withAllow(await handler(request, args), REST_ALLOW)
    const payload = await getPayloadClient()
    const slug = (await args.params).slug ?? []
    if (request.method === 'DELETE' && slug[0] === 'payload-preferences' && slug.length === 2) {
      return deleteOwnPreference(payload, request, slug[1]!)
    }
    const refused =
      checkPath(payload, request, slug) ?? checkJsonParams(request) ?? (await checkBody(request))
    return refused ?? handler(request, args)
  }
}

/** The deepest nesting of braces, brackets and parentheses outside string literals. */
export function graphqlNesting(query: string): number {
  let depth = 0
  let deepest = 0
  let inString = false
  for (let index = 0; index < query.length; index++) {
    const char = query[index]
    if (inString) {
      if (char === '\\') index++
      else if (char === '"') inString = false
    } else if (char === '"') inString = true
    else if (char === '{' || char === '(' || char === '[') deepest = Math.max(deepest, ++depth)
    else if (char === '}' || char === ')' || char === ']') depth--
  }
  return deepest
}

/** Payload's GraphQL handler behind a JSON check and a nesting limit. */
export function guardGraphqlRoute(handler: RouteHandler): RouteHandler {
  return async (request, args) => {
    if (request.method === 'OPTIONS') return withAllow(await handler(request, args), GRAPHQL_ALLOW)
    const refused = await checkBody(request)
    if (refused) return refused
    if ((request.headers.get('content-type') ?? '').toLowerCase().startsWith('application/json')) {
      const body: unknown = await request
        .clone()
        .json()
        .catch(() => null)
      const query = isRecord(body) ? body.query : undefined
      if (typeof query === 'string' && graphqlNesting(query) > MAX_GRAPHQL_NESTING) {
        return refuse(request, 400, 'invalidQuery', 'query')
      }
    }
    return handler(request, args)
  }
}
