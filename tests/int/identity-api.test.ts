import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import * as routes from '@/features/identity/server/routes'
import * as memberRoutes from '@/server/member-routes'
import * as memberInit from '@/server/member-routes'
import { buildOpenApiDocument } from '@/features/identity/server/openapi'
import { HotelInitSchema } from '@/features/hotel-programme'
import { LoyaltySchema } from '@/features/loyalty'
import { SponsorshipSummarySchema } from '@/features/sponsorship'

import { solveCaptchaForTest } from '../support/captcha-test-kit'

import { getMetrics } from '@/platform/observability/metrics'

import { ApiClient, type Json } from './support/api-client'
import { createTestPayload, type TestPayload } from './support/payload'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
  await ctx.payload.create({
    collection: 'card-holders',
    data: {
      cardNumber: '4000000001',
      firstname: 'Éloïse',
      lastname: 'Martin',
      birthdate: '1980-05-12',
      casino: 'cannes',
    },
  })
  await ctx.payload.create({
    collection: 'card-holders',
    data: {
      cardNumber: '4000000002',
      firstname: 'Paul',
      lastname: 'Durand',
      birthdate: '1975-01-30',
    },
  })
})
afterAll(async () => {
  await ctx?.cleanup()
})

const PASSWORD = 'Roulette-Noire-2026'

function newCustomer(email: string, overrides: Record<string, unknown> = {}) {
  return {
    path: 'newCustomer',
    civility: 'Mrs',
    firstname: 'Camille',
    lastname: 'Lefèvre',
    birthdate: '1990-03-14',
    email,
    emailVerify: email,
    password: PASSWORD,
    passwordVerify: PASSWORD,
    addressLine1: '12 rue de la Paix',
    zip: '06400',
    city: 'Cannes',
    country: 'FR',
    acceptPrivacyPolicy: true,
    acceptTerms: true,
    ageCertified: true,
    ...overrides,
  }
}

/** The last mail of a kind sent to an address, read from the outbox. */
async function mailFromOutbox(to: string, kind: string) {
  const mails = await ctx.payload.find({
    collection: 'outbox',
    where: { and: [{ to: { equals: to } }, { kind: { equals: kind } }] },
    sort: '-createdAt',
    limit: 1,
  })
  return mails.docs[0]
}

/** The token of the last mail of a kind sent to an address, read from the outbox. */
async function tokenFromOutbox(to: string, kind: string): Promise<string> {
  const text = (await mailFromOutbox(to, kind))?.text ?? ''
  const match = /[?&]token=([\w-]+)/.exec(text)
  if (!match) throw new Error(`no ${kind} mail with a token for ${to}`)
  return match[1]!
}

async function signUpAndActivate(
  email: string,
  overrides: Record<string, unknown> = {},
  lang?: 'fr' | 'en',
) {
  const client = new ApiClient()
  const signUpPath = lang ? `/api/epc/users/signup?lang=${lang}` : '/api/epc/users/signup'
  const signUp = await client.call(memberRoutes.signUpRoute, 'POST', signUpPath, {
    body: newCustomer(email, overrides),
  })
  expect(signUp.status).toBe(201)
  const token = await tokenFromOutbox(email, 'member.activation')
  expect(
    (await client.call(routes.activateRoute, 'POST', '/api/epc/auth/activate', { body: { token } }))
      .status,
  ).toBe(200)
  return client
}

async function logIn(email: string, password = PASSWORD) {
  const client = new ApiClient()
  const login = await client.call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
    body: { email, password },
  })
  expect(login.status).toBe(200)
  return client
}

describe('sign-up and activation', () => {
  test('a new customer becomes a pre-member, must confirm the email, then logs in', async () => {
    const client = new ApiClient()
    const signUp = await client.call(
      memberRoutes.signUpRoute,
      'POST',
      '/api/epc/users/signup?lang=fr',
      {
        body: newCustomer('camille@example.com'),
      },
    )
    expect(signUp.status).toBe(201)
    expect(signUp.body).toEqual({
      data: { state: 'PreMember', emailVerified: false, path: 'newCustomer' },
      status: 201,
      error: null,
    })

    const early = await client.call(routes.loginRoute, 'POST', '/api/epc/auth/login?lang=en', {
      body: { email: 'camille@example.com', password: PASSWORD },
    })
    expect(early.status).toBe(403)
    expect(early.body).toMatchObject({ code: '0026' })
    expect(early.body.message).toMatch(/not confirmed|activation/i)

    const token = await tokenFromOutbox('camille@example.com', 'member.activation')
    // The mail: the branded layout in French, the activation link as its button (the text part
    // prints it on its own line), the footer's responsible-gaming line; no script.
    const mail = (await mailFromOutbox('camille@example.com', 'member.activation'))!
    expect(mail.locale).toBe('fr')
    expect(mail.subject).toBe('Activez votre compte Atout')
    const activationUrl = `http://localhost:3000/account/activation?token=${token}`
    expect(mail.text).toContain(`Activer mon compte\n${activationUrl}\n`)
    const html = mail.html ?? ''
    expect(html).toContain('<html dir="ltr" lang="fr"')
    expect(html).toContain(`href="${activationUrl}"`)
    expect(html).toContain('Bonjour Camille,')
    expect(html).toContain('Ce lien est valable 48 heures.')
    expect(html).toContain('09 74 75 13 13')
    expect(html).not.toMatch(/<script/i)
    const activation = await client.call(routes.activateRoute, 'POST', '/api/epc/auth/activate', {
      body: { token },
    })
    expect(activation.status).toBe(200)
    const again = await client.call(
      routes.activateRoute,
      'POST',
      '/api/epc/auth/activate?lang=fr',
      { body: { token } },
    )
    expect(again.status).toBe(400)
    expect(again.body).toMatchObject({ code: '0086' })

    const login = await client.call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
      body: { email: 'Camille@Example.com', password: PASSWORD },
    })
    expect(login.status).toBe(200)
    expect([...client.cookies.keys()].sort()).toEqual([
      'access_token',
      'atout_member',
      'id_token',
      'refresh_token',
    ])
    const setCookies = login.response.headers.getSetCookie().join('\n')
    expect(setCookies).toMatch(/access_token=[^;]+;.*HttpOnly/i)
    expect(setCookies).toMatch(/refresh_token=[^;]+;.*HttpOnly/i)
    expect(setCookies).toMatch(/SameSite=lax/i)

    const init = await client.call(memberInit.initRoute, 'GET', '/api/epc/users/init')
    expect(init.status).toBe(200)
    expect(init.body).toMatchObject({
      profile: {
        email: 'camille@example.com',
        firstname: 'Camille',
        customFields: { state: 'PreMember' },
        emailVerified: true,
        consents: { acceptCgu: true },
      },
      loyalty: { cardNumber: null },
      sponsorship: {
        godsonsThisYear: 0,
        remainingThisYear: 10,
        maxGodsonsPerYear: 10,
        summary: { signedUp: 0, active: 0 },
      },
    })
    expect(JSON.stringify(init.body)).not.toMatch(/passwordHash|scrypt/)
  })

  test.each([
    ['fr', 'Un compte existe déjà'],
    ['en', 'account already exists'],
  ])('an email already used answers 0053, translated (%s)', async (lang, text) => {
    await signUpAndActivate(`dup-${lang}@example.com`)
    const again = await new ApiClient().call(
      memberRoutes.signUpRoute,
      'POST',
      `/api/epc/users/signup?lang=${lang}`,
      {
        body: newCustomer(`DUP-${lang}@example.com`),
      },
    )
    expect(again.status).toBe(409)
    expect(again.body).toMatchObject({ data: null, status: 409, error: { code: '0053' } })
    expect(again.body.error).toMatchObject({ message: expect.stringContaining(text) })
  })

  test.each([
    ['fr', 'Domaine non valide.'],
    ['en', 'Invalid domain.'],
  ])(
    'the collaborator sign-up: an e-mail of another domain answers 0113 and “Invalid domain” on the e-mail (%s)',
    async (lang, invalidDomain) => {
      await ctx.payload.updateGlobal({
        slug: 'hotel-programme-rules',
        data: { collaboratorDomains: [{ domain: 'atout-hotels.fr' }] } as never,
      })
      const signUp = (email: string) =>
        new ApiClient().call(
          memberRoutes.signUpRoute,
          'POST',
          `/api/epc/users/signup?lang=${lang}`,
          {
            body: { ...newCustomer(email), door: 'collaborator' },
          },
        )
      const refused = await signUp(`collab-${lang}@gmail.com`)
      expect(refused.status).toBe(403)
      expect(refused.body.error).toMatchObject({
        code: '0113',
        key: 'hotel.0113',
        fieldErrors: { email: [{ code: 'collaboratorDomain', message: invalidDomain }] },
      })
      expect(
        await ctx.payload.count({
          collection: 'members',
          where: { email: { equals: `collab-${lang}@gmail.com` } },
        }),
      ).toMatchObject({ totalDocs: 0 })

      // A sub-domain of an allowed domain: the account is made, a collaborator at once.
      const email = `collab-${lang}@Paris.Atout-Hotels.fr`
      const made = await signUp(email)
      expect(made.status).toBe(201)
      const member = (
        await ctx.payload.find({
          collection: 'members',
          where: { email: { equals: email.toLowerCase() } },
          depth: 0,
        })
      ).docs[0]!
      expect(member.isEmployee).toBe(true)
      const membership = await ctx.payload.find({
        collection: 'hotel-memberships',
        where: { member: { equals: member.id } },
        depth: 0,
      })
      expect(membership.docs[0]).toMatchObject({ status: 'collaborator', origin: 'collaborator' })
      // The same address again: the hotel programme's code for an e-mail already used.
      const again = await signUp(email)
      expect(again.status).toBe(409)
      expect(again.body.error).toMatchObject({ code: '0053', key: 'hotel.0053' })
    },
  )

  test('the hotel programme’s doors answer the hotel codes for a form refused field by field', async () => {
    const hotelLogin = (body: Record<string, unknown>) =>
      new ApiClient().call(routes.hotelLoginRoute, 'POST', '/api/epc/auth/hotel-login?lang=en', {
        body,
      })
    const missing = await hotelLogin({ email: 'someone@example.com' })
    expect(missing.status).toBe(400)
    expect(missing.body).toMatchObject({ code: '0011', key: 'hotel.0011' })
    expect(Object.keys(missing.body.fieldErrors)).toEqual(['password'])
    const notAnEmail = await hotelLogin({ email: 'not-an-email', password: 'Whatever-2026!' })
    expect(notAnEmail.body).toMatchObject({ code: '0012', key: 'hotel.0012' })
    expect(notAnEmail.body.message).toMatch(/e-?mail/i)

    await ctx.payload.updateGlobal({
      slug: 'hotel-programme-rules',
      data: { collaboratorDomains: [{ domain: 'atout-hotels.fr' }] } as never,
    })
    const collaborator = (overrides: Record<string, unknown>) =>
      new ApiClient().call(memberRoutes.signUpRoute, 'POST', '/api/epc/users/signup?lang=en', {
        body: { ...newCustomer('codes@atout-hotels.fr', overrides), door: 'collaborator' },
      })
    const weak = await collaborator({ password: 'short', passwordVerify: 'short' })
    expect(weak.body.error).toMatchObject({ code: '0005', key: 'hotel.0005' })
    expect(weak.body.error.fieldErrors.password).toBeTruthy()
    const terms = await collaborator({ acceptTerms: false })
    expect(terms.body.error).toMatchObject({ code: '0041', key: 'hotel.0041' })
    // The member area's own sign-up keeps its per-field answer.
    const hub = await new ApiClient().call(
      memberRoutes.signUpRoute,
      'POST',
      '/api/epc/users/signup',
      {
        body: newCustomer('codes-hub@example.com', { acceptTerms: false }),
      },
    )
    expect(hub.body.error).toMatchObject({ code: 'validation' })
  })

  test('two concurrent sign-ups with the same email: exactly one account', async () => {
    const results = await Promise.all(
      [0, 1, 2].map(() =>
        new ApiClient().call(memberRoutes.signUpRoute, 'POST', '/api/epc/users/signup', {
          body: newCustomer('race@example.com'),
        }),
      ),
    )
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409])
    const count = await ctx.payload.count({
      collection: 'members',
      where: { email: { equals: 'race@example.com' } },
    })
    expect(count.totalDocs).toBe(1)
  })

  test('field rules are checked on the server, with translated messages', async () => {
    const bad = await new ApiClient().call(
      memberRoutes.signUpRoute,
      'POST',
      '/api/epc/users/signup?lang=en',
      {
        body: newCustomer('rules@example.com', {
          password: 'short',
          passwordVerify: 'other',
          emailVerify: 'nope@example.com',
          birthdate: '2015-01-01',
          acceptTerms: false,
          phone: '12',
        }),
      },
    )
    expect(bad.status).toBe(400)
    const fields = bad.body.error.fieldErrors
    expect(fields.password.map((e: { code: string }) => e.code)).toEqual(
      expect.arrayContaining(['minLength', 'passwordPolicy']),
    )
    expect(fields.passwordVerify[0].code).toBe('passwordsMustMatch')
    expect(fields.emailVerify[0].code).toBe('emailsMustMatch')
    expect(fields.birthdate[0]).toEqual({
      code: 'adult',
      message: 'You must be at least 18 years old.',
    })
    expect(fields.acceptTerms[0].code).toBe('terms')
    expect(fields.phone[0].message).toContain('+33 6 12 34 56 78')
    expect(
      await ctx.payload.count({
        collection: 'members',
        where: { email: { equals: 'rules@example.com' } },
      }),
    ).toMatchObject({ totalDocs: 0 })
  })

  test('a body of the wrong shape is a 400, never a 500', async () => {
    for (const body of [{ email: 42, password: ['x'] }, 'not json', { optIns: 'yes' }]) {
      const result = await new ApiClient().call(
        memberRoutes.signUpRoute,
        'POST',
        '/api/epc/users/signup',
        { body },
      )
      expect(result.status).toBe(400)
      expect(result.body).toMatchObject({ data: null, status: 400, error: { code: 'validation' } })
    }
    const login = await new ApiClient().call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
      body: { email: { $ne: null } },
    })
    expect(login.status).toBe(400)
  })

  test('a sponsor code must exist (0005); a valid one links the godson', async () => {
    const invalid = await new ApiClient().call(
      memberRoutes.signUpRoute,
      'POST',
      '/api/epc/users/signup',
      {
        body: newCustomer('godson-bad@example.com', { sponsorCode: 'ZZZZ-ZZZZ' }),
      },
    )
    expect(invalid.status).toBe(400)
    expect(invalid.body.error.code).toBe('0005')

    const sponsor = await signUpAndActivate('sponsor@example.com')
    await sponsor.call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
      body: { email: 'sponsor@example.com', password: PASSWORD },
    })
    const code = (await sponsor.call(memberInit.initRoute, 'GET', '/api/epc/users/init')).body
      .sponsorship.sponsorCode
    expect(code).toMatch(/^[0-9A-Z]{8}$/)
    const godson = await new ApiClient().call(
      memberRoutes.signUpRoute,
      'POST',
      '/api/epc/users/signup',
      {
        body: newCustomer('godson@example.com', { sponsorCode: code.toLowerCase() }),
      },
    )
    expect(godson.status).toBe(201)
    const after = await sponsor.call(memberInit.initRoute, 'GET', '/api/epc/users/init')
    expect(after.body.sponsorship).toMatchObject({
      godsonsThisYear: 1,
      remainingThisYear: 9,
      summary: { signedUp: 1, active: 0 },
    })
  })
})

describe('card holders', () => {
  test('card validation and search, then sign-up as an active member', async () => {
    const client = new ApiClient()
    expect(
      (
        await client.call(
          routes.cardValidateRoute,
          'GET',
          '/api/epc/card/validate?cardNumber=4000000001',
        )
      ).body,
    ).toEqual({ valid: true, hasAccount: false })
    expect(
      (
        await client.call(
          routes.cardValidateRoute,
          'GET',
          '/api/epc/card/validate?cardNumber=4999999999',
        )
      ).body,
    ).toEqual({ valid: false, hasAccount: false })
    const badFormat = await client.call(
      routes.cardValidateRoute,
      'GET',
      '/api/epc/card/validate?cardNumber=12ab',
    )
    expect(badFormat.status).toBe(400)

    const search = await client.call(
      routes.cardSearchRoute,
      'GET',
      '/api/epc/card/search?cardNumber=4000000001&birthdate=1980-05-12&lastname=MARTIN',
    )
    expect(search.body).toEqual({ found: true, firstname: 'Éloïse' })
    const wrong = await client.call(
      routes.cardSearchRoute,
      'GET',
      '/api/epc/card/search?cardNumber=4000000001&birthdate=1980-05-13&lastname=Martin',
    )
    expect(wrong.body).toEqual({ found: false, firstname: null })

    const signUp = await client.call(memberRoutes.signUpRoute, 'POST', '/api/epc/users/signup', {
      body: newCustomer('eloise@example.com', {
        path: 'cardHolder',
        cvipCardNumber: '4000 0000 01',
        firstname: 'Eloise',
        lastname: 'Martin',
        birthdate: '1980-05-12',
        addressLine1: null,
        zip: null,
        city: null,
        country: null,
      }),
    })
    expect(signUp.status).toBe(201)
    expect(signUp.body.data).toMatchObject({ state: 'Active', path: 'cardHolder' })
    expect(
      (
        await client.call(
          routes.cardValidateRoute,
          'GET',
          '/api/epc/card/validate?cardNumber=4000000001',
        )
      ).body,
    ).toEqual({ valid: false, hasAccount: true })

    const twice = await new ApiClient().call(
      memberRoutes.signUpRoute,
      'POST',
      '/api/epc/users/signup',
      {
        body: newCustomer('eloise2@example.com', {
          path: 'cardHolder',
          cvipCardNumber: '4000000001',
          firstname: 'Eloise',
          lastname: 'Martin',
          birthdate: '1980-05-12',
        }),
      },
    )
    expect(twice.status).toBe(409)
  })

  test('a card carried by a member account without a card holder row says it has an account', async () => {
    // Cards handed out at a desk (and the demo members' cards) have no imported card holder row:
    // the answer must still send the person to the login, not to "no such card".
    await ctx.payload.create({
      collection: 'members',
      data: {
        email: 'desk-card@example.com',
        passwordHash: 'not-a-login',
        firstname: 'Nina',
        lastname: 'Roux',
        civility: 'Mrs',
        birthdate: '1984-02-11',
        state: 'Active',
        cardNumber: '4000000077',
        emailVerified: true,
        locale: 'fr',
      },
    })
    const answer = await new ApiClient().call(
      routes.cardValidateRoute,
      'GET',
      '/api/epc/card/validate?cardNumber=4000000077',
    )
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ valid: false, hasAccount: true })
  })

  test('a card that does not match the name or birthdate is refused', async () => {
    const result = await new ApiClient().call(
      memberRoutes.signUpRoute,
      'POST',
      '/api/epc/users/signup',
      {
        body: newCustomer('paul@example.com', {
          path: 'cardHolder',
          cvipCardNumber: '4000000002',
          firstname: 'Paul',
          lastname: 'Durand',
          birthdate: '1975-01-31',
        }),
      },
    )
    expect(result.status).toBe(400)
    expect(result.body.error.fieldErrors.cvipCardNumber[0].code).toBe('cardNotFound')
  })
})

describe('login, lockout and sessions', () => {
  test('wrong passwords until the account is blocked for 4 minutes; the right password is then refused too', async () => {
    await signUpAndActivate('lock@example.com')
    const client = new ApiClient()
    for (let attempt = 1; attempt <= 4; attempt++) {
      const wrong = await client.call(routes.loginRoute, 'POST', '/api/epc/auth/login?lang=fr', {
        body: { email: 'lock@example.com', password: 'Wrong-Password-1' },
      })
      expect(wrong.status).toBe(401)
      expect(wrong.body.code).toBe('0090')
    }
    const fifth = await client.call(routes.loginRoute, 'POST', '/api/epc/auth/login?lang=fr', {
      body: { email: 'lock@example.com', password: 'Wrong-Password-1' },
    })
    expect(fifth.status).toBe(423)
    expect(fifth.body.code).toBe('blocked')
    expect(fifth.body.message).toMatch(/4 minutes/)
    const right = await client.call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
      body: { email: 'lock@example.com', password: PASSWORD },
    })
    expect(right.status).toBe(423)
    expect(right.response.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  test('ten wrong passwords at once block the account once: one lockout counted, the rest refused as blocked', async () => {
    await signUpAndActivate('parallel-lock@example.com')
    const lockouts = async () =>
      (await getMetrics().lockouts.get()).values.find(({ labels }) => labels.door === 'hub')
        ?.value ?? 0
    const before = await lockouts()
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        new ApiClient().call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
          body: { email: 'parallel-lock@example.com', password: 'Wrong-Password-1' },
        }),
      ),
    )
    const statuses = answers.map(({ status }) => status).sort()
    expect(statuses.filter((status) => status === 401)).toHaveLength(4)
    expect(statuses.filter((status) => status === 423)).toHaveLength(6)
    expect(await lockouts()).toBe(before + 1)
  })

  test('an unknown account answers like a wrong password (no account enumeration)', async () => {
    const result = await new ApiClient().call(routes.loginRoute, 'POST', '/api/epc/auth/login', {
      body: { email: 'nobody@example.com', password: PASSWORD },
    })
    expect(result.status).toBe(401)
    expect(result.body.code).toBe('0090')
  })

  test('the refresh token rotates; a replayed old token revokes the whole family', async () => {
    await signUpAndActivate('rotate@example.com')
    const client = await logIn('rotate@example.com')
    const first = client.cookies.get('refresh_token')!
    const refreshed = await client.call(routes.refreshRoute, 'POST', '/api/epc/auth/refresh')
    expect(refreshed.status).toBe(200)
    const second = client.cookies.get('refresh_token')!
    expect(second).not.toBe(first)

    // Within the grace period (concurrent tabs) the old token still gets a sibling.
    const tab = new ApiClient()
    tab.cookies.set('refresh_token', first)
    expect((await tab.call(routes.refreshRoute, 'POST', '/api/epc/auth/refresh')).status).toBe(200)

    // Later, a replay of the old token is theft: the family dies, the legitimate token with it.
    await ctx.payload.update({
      collection: 'member-sessions',
      where: {
        parentId: { exists: false },
        familyId: { exists: true },
        usedAt: { exists: true },
        tokenHash: { exists: true },
        member: { exists: true },
      },
      data: { usedAt: new Date(Date.now() - 60_000).toISOString() },
    })
    const thief = new ApiClient()
    thief.cookies.set('refresh_token', first)
    const replay = await thief.call(routes.refreshRoute, 'POST', '/api/epc/auth/refresh')
    expect(replay.status).toBe(401)
    const victim = await client.call(routes.refreshRoute, 'POST', '/api/epc/auth/refresh')
    expect(victim.status).toBe(401)
    expect(client.cookies.has('refresh_token')).toBe(false)
  })

  test('logout revokes the refresh token and clears the cookies', async () => {
    await signUpAndActivate('logout@example.com')
    const client = await logIn('logout@example.com')
    const refresh = client.cookies.get('refresh_token')!
    const out = await client.call(routes.logoutRoute, 'POST', '/api/epc/auth/logout')
    expect(out.status).toBe(200)
    expect(client.cookies.size).toBe(0)
    const replay = new ApiClient()
    replay.cookies.set('refresh_token', refresh)
    expect((await replay.call(routes.refreshRoute, 'POST', '/api/epc/auth/refresh')).status).toBe(
      401,
    )
  })

  test('member endpoints need a session: 401 with a code, never another member’s data', async () => {
    for (const [handler, method, path] of [
      [memberInit.initRoute, 'GET', '/api/epc/users/init'],
      [memberRoutes.updateProfileRoute, 'PUT', '/api/epc/users/update'],
      [memberRoutes.luckyDaysRoute, 'PUT', '/api/epc/users/lucky-days'],
      [memberInit.acceptCguRoute, 'POST', '/api/epc/users/accept-cgu'],
      [routes.updatePasswordRoute, 'PUT', '/api/epc/auth/password'],
    ] as const) {
      const result = await new ApiClient().call(handler, method, path, {
        body: method === 'GET' ? undefined : {},
      })
      expect(result.status, path).toBe(401)
      expect(result.body.code).toBe('unauthenticated')
    }
    const forged = new ApiClient()
    forged.cookies.set('access_token', 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIn0.')
    expect((await forged.call(memberInit.initRoute, 'GET', '/api/epc/users/init')).status).toBe(401)

    await signUpAndActivate('alice@example.com', { firstname: 'Alice' })
    await signUpAndActivate('bob@example.com', { firstname: 'Bob' })
    const alice = await logIn('alice@example.com')
    const bob = await logIn('bob@example.com')
    const bobId = (await bob.call(memberInit.initRoute, 'GET', '/api/epc/users/init')).body.profile
      .id
    // Alice cannot name Bob: ids in the query or body are ignored.
    const init = await alice.call(
      memberInit.initRoute,
      'GET',
      `/api/epc/users/init?id=${bobId}&memberId=${bobId}`,
    )
    expect(init.body.profile.firstname).toBe('Alice')
    const update = await alice.call(
      memberRoutes.updateProfileRoute,
      'PUT',
      '/api/epc/users/update',
      {
        body: {
          id: bobId,
          firstname: 'Alice',
          lastname: 'Lefèvre',
          birthdate: '1990-03-14',
          civility: 'Mrs',
          addressLine1: '2 promenade des Anglais',
          zip: '06000',
          city: 'Nice',
          country: 'FR',
        },
      },
    )
    expect(update.status).toBe(200)
    expect(update.body.city).toBe('Nice')
    expect(
      (await bob.call(memberInit.initRoute, 'GET', '/api/epc/users/init')).body.profile.city,
    ).toBe('Cannes')
  })

  test('mutations from another site are refused', async () => {
    const client = await logIn('alice@example.com')
    const result = await client.call(
      memberRoutes.updateProfileRoute,
      'PUT',
      '/api/epc/users/update',
      {
        origin: 'https://evil.example',
        body: { firstname: 'Hacked' },
      },
    )
    expect(result.status).toBe(403)
    expect(result.body.code).toBe('forbiddenOrigin')
  })
})

describe('profile, lucky days and terms', () => {
  test('profile update answers the new profile; lucky days are validated', async () => {
    await signUpAndActivate('profile@example.com')
    const client = await logIn('profile@example.com')
    const update = await client.call(
      memberRoutes.updateProfileRoute,
      'PUT',
      '/api/epc/users/update',
      {
        body: {
          civility: 'Mrs',
          firstname: 'Camille',
          lastname: 'Lefèvre',
          birthdate: '1990-03-14',
          phone: '06 12 34 56 78',
          city: 'Antibes',
          country: 'FR',
          zip: '06600',
          addressLine1: '1 quai',
          optIns: { email: true, sms: true },
          preferences: { shows: true },
        },
      },
    )
    expect(update.status).toBe(200)
    expect(update.body).toMatchObject({
      phone: '+33612345678',
      city: 'Antibes',
      optIns: { email: true, sms: true, mail: false },
      preferences: { shows: true, games: false },
    })

    const invalid = await client.call(
      memberRoutes.luckyDaysRoute,
      'PUT',
      '/api/epc/users/lucky-days?lang=fr',
      { body: { luckyDay1: '02-30', luckyDay2: '02-30' } },
    )
    expect(invalid.status).toBe(400)
    expect(invalid.body.fieldErrors.luckyDay1[0].code).toBe('date')
    const same = await client.call(
      memberRoutes.luckyDaysRoute,
      'PUT',
      '/api/epc/users/lucky-days',
      {
        body: { luckyDay1: '07-14', luckyDay2: '07-14' },
      },
    )
    expect(same.body.fieldErrors.luckyDay2[0].code).toBe('luckyDaysDistinct')
    const ok = await client.call(memberRoutes.luckyDaysRoute, 'PUT', '/api/epc/users/lucky-days', {
      body: { luckyDay1: '07-14', luckyDay2: '12-24' },
    })
    expect(ok.status).toBe(200)
    expect(ok.body.luckyDays).toEqual(['07-14', '12-24'])
  })

  test('the favourite casino is one of the published casinos, and a value on record is kept', async () => {
    const { payload } = ctx
    const address = { street: '1 quai', postalCode: '06400' }
    await payload.create({
      collection: 'casinos',
      data: {
        name: 'Casino Favori',
        slug: 'favori',
        city: 'Cannes',
        address,
        _status: 'published',
      },
    })
    await payload.create({
      collection: 'casinos',
      draft: true,
      data: {
        name: 'Casino Brouillon',
        slug: 'brouillon',
        city: 'Nice',
        address,
        _status: 'draft',
      },
    })
    await signUpAndActivate('favourite@example.com')
    const client = await logIn('favourite@example.com')
    const profile = {
      civility: 'Mrs',
      firstname: 'Camille',
      lastname: 'Lefèvre',
      birthdate: '1990-03-14',
      addressLine1: '1 quai',
      zip: '06600',
      city: 'Antibes',
      country: 'FR',
    }
    const put = (favouriteCasino: string | null) =>
      client.call(memberRoutes.updateProfileRoute, 'PUT', '/api/epc/users/update?lang=en', {
        body: { ...profile, favouriteCasino },
      })
    for (const refused of ['Casino Favori', 'brouillon', 'atlantis']) {
      const answer = await put(refused)
      expect(answer.status, refused).toBe(400)
      expect(answer.body.fieldErrors.favouriteCasino[0].code, refused).toBe('invalidChoice')
    }
    expect((await put('favori')).body.favouriteCasino).toBe('favori')
    expect((await put(null)).body.favouriteCasino).toBeNull()

    // Text typed before the choice existed stays while the member saves other fields.
    await payload.db.updateOne({
      collection: 'members',
      where: { email: { equals: 'favourite@example.com' } },
      data: { favouriteCasino: 'Le casino de la plage' },
    })
    const kept = await put('Le casino de la plage')
    expect(kept.status).toBe(200)
    expect(kept.body.favouriteCasino).toBe('Le casino de la plage')
    // The admin (and /api/cms) keep the same rule: other edits pass, an unknown casino does not.
    const [record] = (
      await payload.find({
        collection: 'members',
        where: { email: { equals: 'favourite@example.com' } },
        limit: 1,
      })
    ).docs
    await payload.update({ collection: 'members', id: record!.id, data: { city: 'Nice' } })
    await expect(
      payload.update({
        collection: 'members',
        id: record!.id,
        data: { favouriteCasino: 'brouillon' },
      }),
    ).rejects.toThrow(/Favourite casino|Casino préféré/)
    const staffChoice = await payload.update({
      collection: 'members',
      id: record!.id,
      data: { favouriteCasino: 'favori' },
    })
    expect(staffChoice.favouriteCasino).toBe('favori')

    // Sign-up applies the same rule.
    const unknown = await new ApiClient().call(
      memberRoutes.signUpRoute,
      'POST',
      '/api/epc/users/signup?lang=en',
      { body: newCustomer('newfav@example.com', { favouriteCasino: 'atlantis' }) },
    )
    expect(unknown.status).toBe(400)
    expect(unknown.body.error.fieldErrors.favouriteCasino[0].code).toBe('invalidChoice')
  })

  test('accepting the terms is recorded and init reflects it', async () => {
    await signUpAndActivate('terms@example.com')
    await ctx.payload.update({
      collection: 'members',
      where: { email: { equals: 'terms@example.com' } },
      data: { consents: { acceptCgu: false } },
    })
    const client = await logIn('terms@example.com')
    expect(
      (await client.call(memberInit.initRoute, 'GET', '/api/epc/users/init')).body.profile.consents
        .acceptCgu,
    ).toBe(false)
    const accepted = await client.call(
      memberInit.acceptCguRoute,
      'POST',
      '/api/epc/users/accept-cgu',
      {
        body: {},
      },
    )
    expect(accepted.status).toBe(200)
    expect(accepted.body.profile.consents).toMatchObject({
      acceptCgu: true,
      termsVersion: '2026-11',
    })
  })

  test('an active member cannot change identity fields online', async () => {
    const member = await ctx.payload.find({
      collection: 'members',
      where: { email: { equals: 'eloise@example.com' } },
    })
    await ctx.payload.update({
      collection: 'members',
      id: member.docs[0]!.id,
      data: { emailVerified: true },
    })
    const client = await logIn('eloise@example.com')
    const result = await client.call(
      memberRoutes.updateProfileRoute,
      'PUT',
      '/api/epc/users/update?lang=en',
      {
        body: { civility: 'Mrs', firstname: 'Eloise', lastname: 'Dupont', birthdate: '1980-05-12' },
      },
    )
    expect(result.status).toBe(400)
    expect(result.body.fieldErrors.lastname[0].code).toBe('lockedWhenActive')
  })
})

describe('passwords', () => {
  test('forgotten password: mailed link, new password, old sessions end, link works once', async () => {
    await signUpAndActivate('forgot@example.com', {}, 'en')
    const session = await logIn('forgot@example.com')
    const client = new ApiClient()
    expect(
      (
        await client.call(routes.forgotPasswordRoute, 'POST', '/api/epc/auth/forgot-password', {
          body: { email: 'forgot@example.com' },
        })
      ).status,
    ).toBe(200)
    expect(
      (
        await client.call(routes.forgotPasswordRoute, 'POST', '/api/epc/auth/forgot-password', {
          body: { email: 'unknown@example.com' },
        })
      ).status,
    ).toBe(200)
    const token = await tokenFromOutbox('forgot@example.com', 'member.passwordReset')
    // In the member's language (English here), through the same layout.
    const mail = (await mailFromOutbox('forgot@example.com', 'member.passwordReset'))!
    expect(mail.locale).toBe('en')
    expect(mail.subject).toBe('Reset your Atout password')
    const resetUrl = `http://localhost:3000/en/account/new-password?token=${token}`
    expect(mail.text).toContain(`Choose a new password\n${resetUrl}\n`)
    const html = mail.html ?? ''
    expect(html).toContain('<html dir="ltr" lang="en"')
    expect(html).toContain(`href="${resetUrl}"`)
    expect(html).toContain('This link is valid for 1 hour and works only once.')
    expect(html).toContain('09 74 75 13 13')
    expect(html).not.toMatch(/<script/i)
    const reset = await client.call(
      routes.resetPasswordRoute,
      'POST',
      '/api/epc/auth/reset-password',
      {
        body: { token, password: 'Nouveau-Mot-2026!', passwordVerify: 'Nouveau-Mot-2026!' },
      },
    )
    expect(reset.status).toBe(200)
    expect((await session.call(routes.refreshRoute, 'POST', '/api/epc/auth/refresh')).status).toBe(
      401,
    )
    await logIn('forgot@example.com', 'Nouveau-Mot-2026!')
    const reused = await client.call(
      routes.resetPasswordRoute,
      'POST',
      '/api/epc/auth/reset-password',
      {
        body: { token, password: 'Autre-Mot-2026!!', passwordVerify: 'Autre-Mot-2026!!' },
      },
    )
    expect(reused.status).toBe(400)
    expect(reused.body.code).toBe('0088')
  })

  test('changing the password needs the current one', async () => {
    await signUpAndActivate('change@example.com')
    const client = await logIn('change@example.com')
    const wrong = await client.call(routes.updatePasswordRoute, 'PUT', '/api/epc/auth/password', {
      body: {
        currentPassword: 'Not-The-One-123',
        password: 'Encore-Nouveau-9!',
        passwordVerify: 'Encore-Nouveau-9!',
      },
    })
    expect(wrong.status).toBe(400)
    expect(wrong.body.fieldErrors.currentPassword[0].code).toBe('currentPassword')
    const right = await client.call(routes.updatePasswordRoute, 'PUT', '/api/epc/auth/password', {
      body: {
        currentPassword: PASSWORD,
        password: 'Encore-Nouveau-9!',
        passwordVerify: 'Encore-Nouveau-9!',
      },
    })
    expect(right.status).toBe(200)
    await logIn('change@example.com', 'Encore-Nouveau-9!')
  })
})

describe('card login and logout by card', () => {
  test('an unknown typed card number is answered “card not found”, in the caller’s language', async () => {
    for (const [lang, text] of [
      ['fr', /Aucune carte active ne correspond à ce numéro/],
      ['en', /No active card has this number/],
    ] as const) {
      const answer = await new ApiClient().call(
        routes.cardLoginRoute,
        'POST',
        `/api/epc/auth/login-card?lang=${lang}`,
        { body: { cardNumber: '4999999999', birthdate: '1980-05-12' } },
      )
      expect(answer.status).toBe(401)
      expect(answer.body.code).toBe('cardNotFound')
      expect(answer.body.message).toMatch(text)
      expect(answer.body.message).not.toMatch(/lue|read/)
    }
  })

  test('a kiosk login by card and birthdate; logout by card ends it', async () => {
    const member = await ctx.payload.find({
      collection: 'members',
      where: { email: { equals: 'eloise@example.com' } },
    })
    expect(member.docs[0]?.state).toBe('Active')
    const kiosk = new ApiClient()
    const wrong = await kiosk.call(routes.cardLoginRoute, 'POST', '/api/epc/auth/login-card', {
      body: { cardNumber: '4000000001', birthdate: '1980-01-01' },
    })
    expect(wrong.status).toBe(401)
    expect(wrong.body.code).toBe('invalidBirthdate')
    const login = await kiosk.call(routes.cardLoginRoute, 'POST', '/api/epc/auth/login-card', {
      body: { cardNumber: '4000000001', birthdate: '1980-05-12' },
    })
    expect(login.status).toBe(200)
    const out = await new ApiClient().call(
      routes.logoutByCardRoute,
      'POST',
      '/api/epc/auth/logout-card',
      { body: { cardNumber: '4000000001', birthdate: '1980-05-12' } },
    )
    expect(out.status).toBe(200)
    expect(out.body.endedSessions).toBeGreaterThanOrEqual(1)
    expect((await kiosk.call(routes.refreshRoute, 'POST', '/api/epc/auth/refresh')).status).toBe(
      401,
    )
  })
})

describe('published contracts', () => {
  test('the OpenAPI document lists every endpoint of the spec', () => {
    const doc = buildOpenApiDocument('http://localhost:3000', {
      loyalty: LoyaltySchema,
      sponsorship: SponsorshipSummarySchema,
      hotel: HotelInitSchema,
    })
    for (const path of [
      '/api/epc/users/init',
      '/api/epc/card/validate',
      '/api/epc/card/search',
      '/api/epc/users/signup',
      '/api/epc/users/update',
      '/api/epc/users/lucky-days',
      '/api/epc/users/accept-cgu',
    ]) {
      expect(doc.paths[path], path).toBeDefined()
    }
    expect(JSON.stringify(doc.paths['/api/epc/users/signup'])).toContain('acceptTerms')
    expect(JSON.stringify(doc.paths['/api/epc/users/init'])).toContain('exclusivityUntil')
  })
})

describe('the captcha guards sign-up and forgotten password (issue 13)', () => {
  const captchaCode = (body: Json) =>
    (body.error?.fieldErrors ?? body.fieldErrors)?.captcha?.[0]?.code as string | undefined

  test.each([
    ['sign-up', '/api/epc/users/signup'],
    ['forgotten password', '/api/epc/auth/forgot-password'],
  ] as const)('%s: no captcha, a forged one or a replayed one is refused', async (_form, path) => {
    const route = path.endsWith('signup') ? memberRoutes.signUpRoute : routes.forgotPasswordRoute
    const body = (email: string, captcha: string | null) =>
      path.endsWith('signup') ? { ...newCustomer(email), captcha } : { email, captcha }
    const client = new ApiClient()
    const stamp = Date.now().toString(36)

    const missing = await client.call(route, 'POST', path, {
      body: body(`nc-${stamp}@example.com`, null),
    })
    expect(missing.status).toBe(400)
    expect(captchaCode(missing.body)).toBe('captchaRequired')

    const forged = await client.call(route, 'POST', path, {
      body: body(`fc-${stamp}@example.com`, Buffer.from('{"challenge":{}}').toString('base64')),
    })
    expect(forged.status).toBe(400)
    expect(captchaCode(forged.body)).toBe('captchaInvalid')

    const solution = await solveCaptchaForTest()
    const first = await client.call(route, 'POST', path, {
      body: body(`ok-${stamp}@example.com`, solution),
    })
    expect(first.status).toBeLessThan(300)
    const replay = await client.call(route, 'POST', path, {
      body: body(`rp-${stamp}@example.com`, solution),
    })
    expect(replay.status).toBe(400)
    expect(captchaCode(replay.body)).toBe('captchaReplayed')
  })
})
