import { GRAPHQL_POST, REST_DELETE, REST_GET, REST_PATCH, REST_POST } from '@payloadcms/next/routes'
import type { Payload, SanitizedConfig } from 'payload'

import { getEnv } from '@/platform/config/env'

/** A document as /api/cms answers it (only what the tests read). */
export type CmsDoc = {
  id: number | string
  _status?: string | null
  title?: string | null
  status?: string | null
  [field: string]: unknown
}

/** A parsed answer of /api/cms: a list, a document (`doc`, or the document itself), or errors. */
export type CmsAnswer = {
  status: number
  docs: CmsDoc[]
  doc: CmsDoc | null
  errors: { message: string }[]
  data: Record<string, unknown> | null
  code: string | null
  message: string | null
}

export type CmsMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE'

function toAnswer(status: number, text: string): CmsAnswer {
  const body = (text ? JSON.parse(text) : {}) as {
    docs?: CmsDoc[]
    doc?: CmsDoc
    errors?: { message: string }[]
    data?: Record<string, unknown> | null
    id?: number | string
    code?: string
    message?: string
  } | null
  const doc = body?.doc ?? (body?.id !== undefined ? (body as CmsDoc) : null)
  return {
    status,
    docs: body?.docs ?? [],
    doc,
    errors: body?.errors ?? [],
    data: body?.data ?? null,
    code: body?.code ?? null,
    message: body?.message ?? null,
  }
}

/**
 * Calls /api/cms (REST and GraphQL) through Payload's own route handlers, as a browser or an app
 * would: the caller is whatever the headers carry (a staff token, a member's cookie, nothing).
 */
export function createCmsClient(config: SanitizedConfig | Promise<SanitizedConfig>) {
  const rest = {
    GET: REST_GET(config),
    POST: REST_POST(config),
    PATCH: REST_PATCH(config),
    DELETE: REST_DELETE(config),
  }
  const graphqlPost = GRAPHQL_POST(config)

  return {
    async rest(
      method: CmsMethod,
      path: string,
      headers: Record<string, string>,
      body?: unknown,
    ): Promise<CmsAnswer> {
      const url = new URL(`/api/cms/${path}`, getEnv().SITE_URL)
      const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
      const request = new Request(url, {
        method,
        headers: {
          ...headers,
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const response = await rest[method](request, { params: Promise.resolve({ slug }) })
      return toAnswer(response.status, await response.text())
    },

    async graphql(query: string, headers: Record<string, string>): Promise<CmsAnswer> {
      const request = new Request(new URL('/api/cms/graphql', getEnv().SITE_URL), {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ query }),
      })
      const response = await graphqlPost(request)
      return toAnswer(response.status, await response.text())
    },
  }
}

/** A staff account and the header its admin session sends (`Authorization: JWT …`). */
export async function createStaffAccount(
  payload: Payload,
  email: string,
  roles: ('admin' | 'editor' | 'support')[],
  name?: string,
) {
  const password = 'Staff-Password-2026!'
  const user = await payload.create({
    collection: 'users',
    data: { email, password, roles, name },
  })
  const { token } = await payload.login({ collection: 'users', data: { email, password } })
  return {
    id: user.id,
    email,
    headers: { authorization: `JWT ${token}` },
    /** As Payload's access functions and hooks see the signed-in user. */
    user: { ...user, collection: 'users' as const },
  }
}
