import { randomUUID } from 'node:crypto'

import { NextRequest } from 'next/server'
import type { Payload } from 'payload'

import { startRefreshFamily } from '@/features/identity/domain/refresh-tokens'
import { generateToken, hashToken } from '@/features/identity/server/crypto'
import { SessionsRepository } from '@/features/identity/server/sessions-repository'
import { signAccessToken } from '@/features/identity/server/tokens'
import { getEnv } from '@/platform/config/env'

/**
 * A real session for a member, as a login opens it (a stored refresh family), and the access
 * token of that session: member endpoints refuse a signed token whose session does not exist
 * (ADR 0010), so tests that need a logged-in member without going through the login form use
 * this instead of signing a token alone.
 */
export async function openTestSession(payload: Payload, memberId: number): Promise<string> {
  const familyId = randomUUID()
  await new SessionsRepository(payload).insert(
    memberId,
    hashToken(generateToken()),
    startRefreshFamily(familyId, Date.now()),
    { viaCard: false, userAgent: null },
  )
  return signAccessToken({ memberId, sessionFamily: familyId })
}

type RouteHandler = (request: NextRequest) => Promise<Response>

/**
 * Calls a product-API route handler as the member of `token` (the access cookie; same-origin for
 * writes), and returns the status and the parsed JSON body.
 */
export async function callAsMember(
  handler: RouteHandler,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token: string | null,
  body?: unknown,
  locale: 'fr' | 'en' = 'en',
) {
  const headers: Record<string, string> = {}
  if (token) headers.cookie = `access_token=${token}`
  if (method !== 'GET') {
    if (body !== undefined) headers['content-type'] = 'application/json'
    headers.origin = getEnv().SITE_URL
  }
  const response = await handler(
    new NextRequest(new URL(`${path}?lang=${locale}`, getEnv().SITE_URL), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  const text = await response.text()
  return {
    status: response.status,
    body: text ? JSON.parse(text) : null,
    headers: response.headers,
  }
}
