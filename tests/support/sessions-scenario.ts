import { randomUUID } from 'node:crypto'

import type { Payload } from 'payload'
import { expect } from 'vitest'

import * as routes from '@/features/identity/server/routes'
import { SESSION_CHECK_TTL_MS } from '@/features/identity/server/session-liveness'
import { signAccessToken } from '@/features/identity/server/tokens'
import * as memberInit from '@/server/member-routes'

import { ApiClient } from '../int/support/api-client'
import { createActiveMember, PASSWORD, uniqueEmail } from './login-attempts-scenario'

/**
 * Member sessions end when they should (ADR 0010), shared by the SQLite (tests/int) and
 * PostgreSQL (tests/pg) suites: refresh tokens used once, access tokens only as alive as their
 * session, a password change or a suspension ending the other sessions.
 */

const LAPTOP = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 laptop'
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0) Safari/605.1 phone'

function withAgent(agent: string) {
  return { 'user-agent': agent }
}

async function logIn(email: string, agent = LAPTOP, password = PASSWORD) {
  const client = new ApiClient()
  const answer = await client.call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
    body: { email, password },
    headers: withAgent(agent),
  })
  expect(answer.status).toBe(200)
  return client
}

function refresh(client: ApiClient, agent = LAPTOP) {
  return client.call(routes.refreshRoute, 'POST', '/api/epc/auth/refresh', {
    headers: withAgent(agent),
  })
}

/** A client holding only the given cookies (a copy of a token, another tab). */
function holding(cookies: Record<string, string>) {
  const client = new ApiClient()
  for (const [name, value] of Object.entries(cookies)) client.cookies.set(name, value)
  return client
}

function init(client: ApiClient) {
  return client.call(memberInit.initRoute, 'GET', '/api/epc/users/init?lang=en')
}

/** The member endpoints a stolen or ended access token must not open. */
async function memberEndpointStatuses(client: ApiClient) {
  const [initAnswer, luckyDays, acceptCgu] = await Promise.all([
    init(client),
    client.call(memberInit.luckyDaysRoute, 'PUT', '/api/epc/users/lucky-days', {
      body: { luckyDay1: '03-14', luckyDay2: '07-01' },
    }),
    client.call(memberInit.acceptCguRoute, 'POST', '/api/epc/users/accept-cgu', { body: {} }),
  ])
  return [initAnswer.status, luckyDays.status, acceptCgu.status]
}

async function familyRows(payload: Payload, memberId: number) {
  const rows = await payload.find({
    collection: 'member-sessions',
    where: { member: { equals: memberId } },
    depth: 0,
    limit: 100,
    sort: 'id',
  })
  return rows.docs
}

async function memberIdOf(payload: Payload, email: string) {
  const found = await payload.find({
    collection: 'members',
    where: { email: { equals: email } },
    depth: 0,
    limit: 1,
  })
  return found.docs[0]!.id
}

export async function checkParallelRefreshesShareOneSuccessor(payload: Payload) {
  const email = uniqueEmail('parallel-refresh')
  const member = await createActiveMember(payload, email)
  const client = await logIn(email)
  const token = client.cookies.get('refresh_token')!
  // One page load: ten requests at once with the same expired access token and refresh cookie.
  const answers = await Promise.all(
    Array.from({ length: 10 }, async () => {
      const tab = holding({ refresh_token: token })
      const answer = await refresh(tab)
      return { status: answer.status, successor: tab.cookies.get('refresh_token') }
    }),
  )
  expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200))
  const successors = new Set(answers.map((answer) => answer.successor))
  expect(successors.size).toBe(1)
  expect(successors.has(token)).toBe(false)
  // One login, one exchange: the first token and its single successor, the only live one.
  const rows = await familyRows(payload, member.id)
  expect(rows).toHaveLength(2)
  expect(rows.filter((row) => !row.usedAt && !row.revokedAt)).toHaveLength(1)
  expect(new Set(rows.map((row) => row.familyId)).size).toBe(1)
  // The session goes on with that successor.
  const next = holding({ refresh_token: [...successors][0]! })
  expect((await refresh(next)).status).toBe(200)
}

export async function checkReuseRevokesTheFamily(payload: Payload) {
  const email = uniqueEmail('reuse')
  await createActiveMember(payload, email)
  const client = await logIn(email)
  const first = client.cookies.get('refresh_token')!
  expect((await refresh(client)).status).toBe(200)
  const accessAfterRotation = client.cookies.get('access_token')!
  expect((await init(holding({ access_token: accessAfterRotation }))).status).toBe(200)
  // A copy of the first token played from another browser, even a second later: theft.
  const thief = holding({ refresh_token: first })
  expect((await refresh(thief, PHONE)).status).toBe(401)
  expect(thief.cookies.has('refresh_token')).toBe(false)
  // The whole family is gone: the member's own successor and access token with it.
  expect((await refresh(client)).status).toBe(401)
  expect(await memberEndpointStatuses(holding({ access_token: accessAfterRotation }))).toEqual([
    401, 401, 401,
  ])
  // And the same client coming back with the exchanged token after the grace: theft too.
  const later = await logIn(email)
  const laterFirst = later.cookies.get('refresh_token')!
  expect((await refresh(later)).status).toBe(200)
  const memberId = await memberIdOf(payload, email)
  const rows = await familyRows(payload, memberId)
  const used = rows.find((row) => row.usedAt && !row.revokedAt)!
  await payload.update({
    collection: 'member-sessions',
    id: used.id,
    data: { usedAt: new Date(Date.now() - 60_000).toISOString() },
  })
  expect((await refresh(holding({ refresh_token: laterFirst }))).status).toBe(401)
  expect((await refresh(later)).status).toBe(401)
}

export async function checkPasswordChangeEndsOtherSessions(payload: Payload) {
  const email = uniqueEmail('password-change')
  await createActiveMember(payload, email)
  const laptop = await logIn(email, LAPTOP)
  const phone = await logIn(email, PHONE)
  const phoneAccess = phone.cookies.get('access_token')!
  expect((await init(phone)).status).toBe(200)

  const wrong = await laptop.call(routes.updatePasswordRoute, 'PUT', '/api/epc/auth/password', {
    body: {
      currentPassword: 'Not-The-Password-1',
      password: 'Baccara-2027!',
      passwordVerify: 'Baccara-2027!',
    },
  })
  expect(wrong.status).toBe(400)
  expect((await init(phone)).status).toBe(200)

  const changed = await laptop.call(routes.updatePasswordRoute, 'PUT', '/api/epc/auth/password', {
    body: { currentPassword: PASSWORD, password: 'Baccara-2027!', passwordVerify: 'Baccara-2027!' },
  })
  expect(changed.status).toBe(200)
  expect(changed.body).toEqual({ ok: true, endedSessions: 1 })
  // The phone's session is over: its access token at once, its refresh token too.
  expect(await memberEndpointStatuses(holding({ access_token: phoneAccess }))).toEqual([
    401, 401, 401,
  ])
  expect((await refresh(phone, PHONE)).status).toBe(401)
  // The laptop, where the password was changed, goes on.
  expect((await init(laptop)).status).toBe(200)
  expect((await refresh(laptop)).status).toBe(200)
  expect((await init(laptop)).status).toBe(200)
  // The new password opens a session; the old one no longer does.
  await logIn(email, PHONE, 'Baccara-2027!')
  const old = await new ApiClient().call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
    body: { email, password: PASSWORD },
  })
  expect(old.status).toBe(401)
}

export async function checkAccessTokensFollowTheirSession(payload: Payload) {
  const email = uniqueEmail('access')
  const member = await createActiveMember(payload, email)
  const client = await logIn(email)
  const access = client.cookies.get('access_token')!
  expect(await memberEndpointStatuses(holding({ access_token: access }))).toEqual([200, 200, 200])

  // Logout: the access token kept by someone else is refused at once.
  expect((await client.call(routes.logoutRoute, 'POST', '/api/epc/auth/logout')).status).toBe(200)
  expect(await memberEndpointStatuses(holding({ access_token: access }))).toEqual([401, 401, 401])

  // A validly signed token naming a session that never existed opens nothing.
  const invented = await signAccessToken({ memberId: member.id, sessionFamily: randomUUID() })
  expect(await memberEndpointStatuses(holding({ access_token: invented }))).toEqual([401, 401, 401])

  // A session ended by another instance (straight in the database): refused within seconds here.
  const other = await logIn(email, PHONE)
  const otherAccess = other.cookies.get('access_token')!
  expect((await init(holding({ access_token: otherAccess }))).status).toBe(200)
  await payload.update({
    collection: 'member-sessions',
    where: { member: { equals: member.id } },
    data: { revokedAt: new Date().toISOString() },
  })
  const ended = Date.now()
  let status = 200
  while (status === 200 && Date.now() - ended < 6_000) {
    status = (await init(holding({ access_token: otherAccess }))).status
    if (status === 200) await new Promise((resolve) => setTimeout(resolve, 200))
  }
  expect(status).toBe(401)
  expect(Date.now() - ended).toBeLessThanOrEqual(SESSION_CHECK_TTL_MS + 1_000)
}

export async function checkSuspensionEndsSessions(payload: Payload) {
  const email = uniqueEmail('suspended')
  const member = await createActiveMember(payload, email)
  const client = await logIn(email)
  const access = client.cookies.get('access_token')!
  expect((await init(client)).status).toBe(200)

  await payload.update({ collection: 'members', id: member.id, data: { suspended: true } })
  expect(await memberEndpointStatuses(holding({ access_token: access }))).toEqual([401, 401, 401])
  expect((await refresh(client)).status).toBe(401)
  for (const [lang, message] of [
    ['fr', 'Votre compte est suspendu. Veuillez contacter le service client.'],
    ['en', 'Your account is suspended. Please contact customer service.'],
  ] as const) {
    const refused = await new ApiClient().call(
      routes.loginRoute,
      'POST',
      `/api/epc/auth/login?lang=${lang}`,
      { body: { email, password: PASSWORD } },
    )
    expect(refused.status).toBe(403)
    expect(refused.body).toMatchObject({ code: 'suspended', message })
  }

  // Support lifts the suspension: the member logs in again.
  await payload.update({ collection: 'members', id: member.id, data: { suspended: false } })
  await logIn(email)
}
