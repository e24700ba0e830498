import { NextRequest } from 'next/server'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'

import { solveCaptchaForTest } from '../support/captcha-test-kit'
import { submitContactRequest } from '@/features/forms/server/contact'
import {
  confirmSubscription,
  listUnsubscribeReasons,
  readUnsubscribeView,
  recordUnsubscribeReason,
  requestSubscription,
  resubscribe,
  sendNewsletterMail,
  unsubscribe,
  unsubscribeToken,
} from '@/features/forms/server/newsletter'
import { newsletterExportRoute, oneClickUnsubscribeRoute } from '@/features/forms/server/routes'
import { recordConsentRoute } from '@/features/consent/server/routes'
import { MembersRepository } from '@/features/identity/server/members-repository'
import { toInitDto } from '@/features/identity/server/member-dto'
import * as mailer from '@/platform/mail/mailer'
import { setRevalidatorForTests } from '@/platform/cache/revalidate'

import { toCsvCell } from '@/platform/cms/exports/csv'
import { createTestPayload, type TestPayload } from './support/payload'
import { openTestSession } from '../support/member-session'

let ctx: TestPayload

beforeAll(async () => {
  ctx = await createTestPayload()
  setRevalidatorForTests(() => undefined)
  await ctx.payload.create({
    collection: 'casinos',
    data: {
      name: 'Casino Atout Test',
      slug: 'casino-test',
      city: 'Nice',
      address: { street: '1 promenade des Anglais', postalCode: '06000', country: 'FR' },
      contact: { email: 'accueil.test@example.com' },
      _status: 'published',
    } as never,
  })
  await ctx.payload.updateGlobal({
    slug: 'newsletter-settings',
    locale: 'fr',
    data: {
      unsubscribeReasons: [
        { key: 'too-many', label: 'Trop d’e-mails' },
        { key: 'not-relevant', label: 'Contenu sans intérêt' },
      ],
    },
  })
}, 120_000)
afterAll(async () => {
  setRevalidatorForTests(null)
  await ctx?.cleanup()
})

const outboxTo = async (to: string) =>
  (
    await ctx.payload.find({
      collection: 'outbox',
      where: { to: { equals: to } },
      sort: 'createdAt',
      limit: 20,
    })
  ).docs

const contact = {
  venue: 'casino:casino-test',
  subject: 'Objet perdu',
  message: 'J’ai oublié mon écharpe bleue au bar hier soir.',
  name: 'Jeanne Leroy',
  email: 'Jeanne.Leroy@example.com',
  phone: '+33 6 11 22 33 44',
}

describe('contact form', () => {
  test('stored first, then mailed to the venue and acknowledged in the visitor’s language', async () => {
    const result = await submitContactRequest(
      ctx.payload,
      {
        ...contact,
        message: `${contact.message} <b>Merci</b> !`,
        captcha: await solveCaptchaForTest(),
      },
      { locale: 'en', ip: '203.0.113.10' },
    )
    expect(result.ok).toBe(true)
    if (!result.ok) return
    const stored = await ctx.payload.findByID({
      collection: 'contact-requests',
      id: result.data.id,
      depth: 0,
    })
    expect(stored).toMatchObject({ status: 'new', email: 'jeanne.leroy@example.com', locale: 'en' })
    // The one phone rule: stored in E.164, as staff call it.
    expect(stored.phone).toBe('+33611223344')
    const [staff] = await outboxTo('accueil.test@example.com')
    expect(staff!.subject).toBe('Message de contact : Objet perdu')
    const adminUrl = `http://localhost:3000/admin/collections/contact-requests/${result.data.id}`
    expect(staff!.text).toContain(adminUrl)
    // The staff's mail: the branded layout in French, the admin link as its button, the
    // visitor's message escaped (never markup in the team's mail).
    expect(staff).toMatchObject({ kind: 'forms.contactRequest', locale: 'fr' })
    const staffHtml = staff!.html ?? ''
    expect(staffHtml).toContain('<html dir="ltr" lang="fr"')
    expect(staffHtml).toContain(`href="${adminUrl}"`)
    expect(staffHtml).toContain('Nom : Jeanne Leroy')
    expect(staffHtml).toContain('&lt;b&gt;Merci&lt;/b&gt;')
    expect(staffHtml).not.toContain('<b>Merci')
    expect(staffHtml).toContain('09 74 75 13 13')
    expect(staffHtml).not.toMatch(/<script/i)
    const [ack] = await outboxTo('jeanne.leroy@example.com')
    expect(ack).toMatchObject({
      kind: 'forms.contactAcknowledgement',
      locale: 'en',
      subject: 'We have received your message',
    })
    expect(ack!.text).toContain('Casino Atout Test')
    expect(ack!.text).toContain('écharpe bleue')
    // The visitor's copy: the same layout in English, their message escaped.
    const ackHtml = ack!.html ?? ''
    expect(ackHtml).toContain('<html dir="ltr" lang="en"')
    expect(ackHtml).toContain('Hello Jeanne Leroy,')
    expect(ackHtml).toContain('écharpe bleue')
    expect(ackHtml).toContain('&lt;b&gt;Merci&lt;/b&gt;')
    expect(ackHtml).not.toContain('<b>Merci')
    expect(ackHtml).toContain('09 74 75 13 13')
    expect(ackHtml).not.toMatch(/<script/i)
  })

  test('a mail that cannot be queued never loses the stored message', async () => {
    const spy = vi.spyOn(mailer, 'sendComposedMail').mockRejectedValue(new Error('outbox down'))
    const errors = vi.spyOn(process.stderr, 'write').mockImplementation(() => true)
    const result = await submitContactRequest(
      ctx.payload,
      { ...contact, email: 'lost.mail@example.com', captcha: await solveCaptchaForTest() },
      { locale: 'fr', ip: '203.0.113.11' },
    )
    spy.mockRestore()
    errors.mockRestore()
    expect(result.ok).toBe(true)
    const stored = await ctx.payload.find({
      collection: 'contact-requests',
      where: { email: { equals: 'lost.mail@example.com' } },
    })
    expect(stored.totalDocs).toBe(1)
    expect(await outboxTo('lost.mail@example.com')).toHaveLength(0)
  })

  test.each([
    ['an empty message', { message: '' }, { message: 'required' }],
    ['a bad address', { email: 'jeanne@' }, { email: 'invalidEmail' }],
    ['a bad phone', { phone: 'call me' }, { phone: 'invalidPhone' }],
    ['digits of no plan', { phone: '06 12 34' }, { phone: 'invalidPhone' }],
    ['a venue that does not exist', { venue: 'casino:nowhere' }, { venue: 'invalid' }],
  ])('%s is answered on its field, and nothing is stored', async (_name, change, fieldErrors) => {
    const before = (await ctx.payload.count({ collection: 'contact-requests' })).totalDocs
    const result = await submitContactRequest(
      ctx.payload,
      { ...contact, ...change, captcha: await solveCaptchaForTest() },
      { locale: 'fr', ip: '203.0.113.12' },
    )
    expect(result).toMatchObject({ ok: false, error: { fieldErrors } })
    expect((await ctx.payload.count({ collection: 'contact-requests' })).totalDocs).toBe(before)
  })

  test('no captcha, or a replayed one: refused on the captcha, nothing stored', async () => {
    const before = (await ctx.payload.count({ collection: 'contact-requests' })).totalDocs
    const missing = await submitContactRequest(ctx.payload, contact, {
      locale: 'fr',
      ip: '203.0.113.13',
    })
    expect(missing).toMatchObject({
      ok: false,
      error: { code: 'captcha', fieldErrors: { captcha: 'captchaRequired' } },
    })
    const captcha = await solveCaptchaForTest()
    const first = await submitContactRequest(
      ctx.payload,
      { ...contact, email: 'replay@example.com', captcha },
      { locale: 'fr', ip: '203.0.113.13' },
    )
    expect(first.ok).toBe(true)
    const replay = await submitContactRequest(
      ctx.payload,
      { ...contact, email: 'replay@example.com', captcha },
      { locale: 'fr', ip: '203.0.113.13' },
    )
    expect(replay).toMatchObject({
      ok: false,
      error: { fieldErrors: { captcha: 'captchaReplayed' } },
    })
    expect((await ctx.payload.count({ collection: 'contact-requests' })).totalDocs).toBe(before + 1)
  })

  test('rate limits live in the database: 5 per e-mail an hour, 10 per address', async () => {
    const send = async (email: string, ip: string) =>
      submitContactRequest(
        ctx.payload,
        { ...contact, email, captcha: await solveCaptchaForTest() },
        { locale: 'fr', ip },
      )
    const sameEmail = []
    for (let i = 0; i < 6; i++) sameEmail.push(await send('flood@example.com', `198.51.100.${i}`))
    expect(sameEmail.map((r) => (r.ok ? 'ok' : r.error.code))).toEqual([
      ...Array(5).fill('ok'),
      'tooManyRequests',
    ])
    const sameAddress = []
    for (let i = 0; i < 11; i++)
      sameAddress.push(await send(`visitor${i}@example.com`, '192.0.2.77'))
    expect(sameAddress.filter((r) => r.ok)).toHaveLength(10)
    const last = sameAddress.at(-1)!
    expect(last.ok ? null : last.error).toMatchObject({ code: 'tooManyRequests' })
    expect(last.ok ? 0 : last.error.retryAfterSeconds).toBeGreaterThan(0)
    const counters = await ctx.payload.find({
      collection: 'auth-attempts',
      where: { key: { equals: 'form:contact:ip:192.0.2.77' } },
    })
    expect(counters.docs[0]?.hits).toBe(11)
  })
})

const tokenOf = (text: string, path: string) => {
  const match = new RegExp(`${path}\\?token=([^\\s]+)`).exec(text)
  if (!match) throw new Error(`no ${path} link in: ${text}`)
  return decodeURIComponent(match[1]!)
}

describe('newsletter', () => {
  test('subscribe → confirm → unsubscribe with a reason → re-subscribe', async () => {
    const email = 'lea.news@example.com'
    const asked = await requestSubscription(
      ctx.payload,
      {
        email: ' Lea.News@example.com ',
        lists: ['casino', 'partner'],
        captcha: await solveCaptchaForTest(),
      },
      { locale: 'fr', ip: '203.0.113.20' },
    )
    expect(asked).toEqual({ ok: true, data: { email } })
    // Stored before the mail, and receiving nothing until confirmed.
    const pending = await ctx.payload.find({
      collection: 'newsletter-subscriptions',
      where: { email: { equals: email } },
    })
    expect(pending.docs[0]).toMatchObject({ status: 'pending', casino: false, partner: false })
    const [confirmation] = await outboxTo(email)
    expect(confirmation!.kind).toBe('newsletter.confirmation')
    const confirmToken = tokenOf(confirmation!.text!, '/newsletter/confirmation')
    // The HTML part: the branded layout in French, the confirmation link as its button.
    const confirmUrl = /http\S+\/newsletter\/confirmation\?token=\S+/.exec(confirmation!.text!)![0]
    const confirmationHtml = confirmation!.html ?? ''
    expect(confirmationHtml).toContain('<html dir="ltr" lang="fr"')
    expect(confirmationHtml).toContain(`href="${confirmUrl}"`)
    expect(confirmationHtml).toContain('Confirmer mon abonnement')
    expect(confirmationHtml).toContain('09 74 75 13 13')
    expect(confirmationHtml).not.toMatch(/<script/i)

    const confirmed = await confirmSubscription(ctx.payload, confirmToken)
    expect(confirmed).toEqual({ ok: true, email, lists: ['casino', 'partner'], locale: 'fr' })
    // A second click changes nothing and mails nothing more.
    await confirmSubscription(ctx.payload, confirmToken)
    const mails = await outboxTo(email)
    expect(mails.map((mail) => mail.kind)).toEqual([
      'newsletter.confirmation',
      'newsletter.welcome',
    ])
    const welcome = mails[1]!
    // Every newsletter mail: the unsubscribe link, and the one-click headers of RFC 8058.
    const unsubscribeLink = tokenOf(welcome.text!, '/newsletter/desinscription')
    const unsubscribeUrl = /http\S+\/newsletter\/desinscription\?token=\S+/.exec(welcome.text!)![0]
    expect(welcome.html).toContain('<html dir="ltr" lang="fr"')
    expect(welcome.html).toContain(`href="${unsubscribeUrl}"`)
    expect(welcome.headers).toMatchObject({
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
    expect((welcome.headers as Record<string, string>)['List-Unsubscribe']).toMatch(
      /^<http:\/\/localhost:3000\/api\/forms\/newsletter\/unsubscribe\?token=.+>$/,
    )

    const view = await readUnsubscribeView(ctx.payload, unsubscribeLink)
    expect(view).toEqual({ email, list: null, subscribed: ['casino', 'partner'], left: [] })
    const after = await unsubscribe(ctx.payload, unsubscribeLink, ['partner'])
    expect(after).toMatchObject({ subscribed: ['casino'], left: ['partner'] })
    const reasons = await listUnsubscribeReasons(ctx.payload, 'fr')
    expect(reasons.map((reason) => reason.key)).toEqual(['too-many', 'not-relevant'])
    expect(
      await recordUnsubscribeReason(
        ctx.payload,
        unsubscribeLink,
        { reason: 'too-many', comment: '  Une par mois suffit.  ' },
        'fr',
      ),
    ).toBe(true)
    const row = (
      await ctx.payload.find({
        collection: 'newsletter-subscriptions',
        where: { email: { equals: email } },
      })
    ).docs[0]!
    expect(row).toMatchObject({
      status: 'subscribed',
      casino: true,
      partner: false,
      unsubscribedLists: 'partner',
      unsubscribeReason: 'too-many',
      unsubscribeReasonLabel: 'Trop d’e-mails',
      unsubscribeComment: 'Une par mois suffit.',
    })
    expect(await resubscribe(ctx.payload, unsubscribeLink)).toMatchObject({
      subscribed: ['casino', 'partner'],
    })
  })

  test('one-click unsubscribe from a mail program (POST, no cookie, no Origin)', async () => {
    const email = 'oneclick@example.com'
    await requestSubscription(
      ctx.payload,
      { email, lists: ['hotel', 'casino'], captcha: await solveCaptchaForTest() },
      { locale: 'en', ip: '203.0.113.21' },
    )
    const [confirmation] = await outboxTo(email)
    expect(confirmation!.html).toContain('<html dir="ltr" lang="en"')
    expect(confirmation!.html).toContain('Confirm my subscription')
    await confirmSubscription(ctx.payload, tokenOf(confirmation!.text!, '/en/newsletter/confirm'))
    await sendNewsletterMail(ctx.payload, {
      to: email,
      locale: 'en',
      list: 'hotel',
      subject: 'Hotel news of December',
      content: {
        preview: 'Our winter offers.',
        heading: 'Hotel news of December',
        greeting: 'Hello,',
        blocks: [{ kind: 'paragraph', text: 'Our winter offers.' }],
        signature: 'The Atout team',
      },
      kind: 'newsletter.issue',
    })
    const issue = (await outboxTo(email)).find((mail) => mail.kind === 'newsletter.issue')!
    // Every newsletter mail ends with the unsubscribe link, in both parts.
    expect(issue.text).toMatch(
      /Unsubscribe\nhttp:\/\/localhost:3000\/en\/newsletter\/unsubscribe\?token=/,
    )
    expect(issue.html).toContain('href="http://localhost:3000/en/newsletter/unsubscribe?token=')
    const header = (issue.headers as Record<string, string>)['List-Unsubscribe']!
    const url = header.slice(1, -1)
    const response = await oneClickUnsubscribeRoute(
      new NextRequest(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      }),
    )
    expect(response.status).toBe(200)
    // Only the mail's own list is left.
    expect(await response.json()).toEqual({ ok: true, subscribed: ['casino'] })
    const forged = await oneClickUnsubscribeRoute(
      new NextRequest(`${url.split('?')[0]}?token=${unsubscribeToken(email, 'casino')}x`, {
        method: 'POST',
      }),
    )
    expect(forged.status).toBe(400)
  })

  test('a confirmation link of another address, or forged, or expired changes nothing', async () => {
    expect(await confirmSubscription(ctx.payload, 'abc.def')).toEqual({
      ok: false,
      problem: 'invalid',
    })
    const email = 'late@example.com'
    await requestSubscription(
      ctx.payload,
      { email, lists: ['hotel'], captcha: await solveCaptchaForTest() },
      { locale: 'fr', ip: '203.0.113.22' },
    )
    const token = tokenOf((await outboxTo(email))[0]!.text!, '/newsletter/confirmation')
    expect(await confirmSubscription(ctx.payload, token, Date.now() + 8 * 86_400_000)).toEqual({
      ok: false,
      problem: 'expired',
    })
  })

  test('no list chosen, or no captcha: answered on the field, nothing mailed', async () => {
    const noList = await requestSubscription(
      ctx.payload,
      { email: 'nolist@example.com', lists: [], captcha: await solveCaptchaForTest() },
      { locale: 'fr', ip: '203.0.113.23' },
    )
    expect(noList).toMatchObject({ ok: false, error: { fieldErrors: { lists: 'required' } } })
    const noCaptcha = await requestSubscription(
      ctx.payload,
      { email: 'nocaptcha@example.com', lists: ['casino'] },
      { locale: 'fr', ip: '203.0.113.23' },
    )
    expect(noCaptcha).toMatchObject({
      ok: false,
      error: { fieldErrors: { captcha: 'captchaRequired' } },
    })
    expect(await outboxTo('nolist@example.com')).toHaveLength(0)
    expect(await outboxTo('nocaptcha@example.com')).toHaveLength(0)
  })

  test('staff export subscribers and reasons as CSV; nobody else does', async () => {
    const anonymous = await newsletterExportRoute(
      new NextRequest('http://localhost:3000/api/forms/newsletter/export'),
    )
    expect(anonymous.status).toBe(403)
    const login = async (email: string, roles: Array<'admin' | 'editor' | 'support'>) => {
      await ctx.payload.create({
        collection: 'users',
        data: { email, password: 'Staff-Password-2026!', roles },
      })
      const { token } = await ctx.payload.login({
        collection: 'users',
        data: { email, password: 'Staff-Password-2026!' },
      })
      return new NextRequest('http://localhost:3000/api/forms/newsletter/export', {
        headers: { authorization: `JWT ${token}` },
      })
    }
    const editor = await newsletterExportRoute(await login('editor.csv@staff.example', ['editor']))
    expect(editor.status).toBe(403)
    const support = await newsletterExportRoute(
      await login('support.csv@staff.example', ['support']),
    )
    expect(support.status).toBe(200)
    expect(support.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const csv = await support.text()
    const [header, ...lines] = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
    // The one CSV writer of the exports quotes every cell, the header's too.
    expect(header).toBe(
      [
        'email',
        'status',
        'casino',
        'hotel',
        'partner',
        'locale',
        'confirmedAt',
        'unsubscribedAt',
        'unsubscribedLists',
        'unsubscribeReason',
        'unsubscribeReasonLabel',
        'unsubscribeComment',
        'createdAt',
        'updatedAt',
      ]
        .map((name) => `"${name}"`)
        .join(','),
    )
    const lea = lines.find((line) => line.startsWith('"lea.news@example.com"'))!
    expect(lea).toContain('"too-many","Trop d’e-mails","Une par mois suffit."')
  })

  test.each([
    ['plain', 'plain', '"plain"'],
    ['quotes', 'say "hi"', '"say ""hi"""'],
    ['a formula', '=HYPERLINK("x")', '"\'=HYPERLINK(""x"")"'],
    ['empty', null, '""'],
  ])('CSV cell: %s', (_name, value, cell) => {
    expect(toCsvCell(value)).toBe(cell)
  })
})

describe('member opt-ins are the newsletter lists (one source)', () => {
  test('profile opt-ins write the subscription; a newsletter unsubscribe shows in the profile', async () => {
    const members = new MembersRepository(ctx.payload)
    const member = await ctx.payload.create({
      collection: 'members',
      data: {
        email: 'member.lists@example.com',
        passwordHash: 'scrypt$test$not-a-real-hash',
        state: 'Active',
        emailVerified: true,
        locale: 'fr',
        firstname: 'Hugo',
        lastname: 'Listes',
      } as never,
    })
    const updated = await members.update(member.id, {
      optIns: { email: true, sms: false, mail: false, casino: true, hotel: true, partner: false },
    })
    expect(updated.optIns).toMatchObject({ email: true, casino: true, hotel: true, partner: false })
    const subscription = (
      await ctx.payload.find({
        collection: 'newsletter-subscriptions',
        where: { email: { equals: 'member.lists@example.com' } },
      })
    ).docs[0]!
    // A verified member's address needs no second confirmation.
    expect(subscription).toMatchObject({ status: 'subscribed', casino: true, hotel: true })

    await unsubscribe(ctx.payload, unsubscribeToken('member.lists@example.com', 'hotel'), null)
    const read = await members.findById(member.id)
    expect(read!.optIns).toMatchObject({ casino: true, hotel: false, partner: false })
    // The product API's init (plain SQL, ADR 0015) reads the same place.
    const init = await members.findForInit(member.id)
    expect(toInitDto(init!, {}).profile.optIns).toMatchObject({
      casino: true,
      hotel: false,
      partner: false,
    })
  })

  test('lists chosen at sign-up wait for the address to be activated', async () => {
    const member = await ctx.payload.create({
      collection: 'members',
      data: {
        email: 'signup.lists@example.com',
        passwordHash: 'scrypt$test$not-a-real-hash',
        state: 'PreMember',
        emailVerified: false,
        locale: 'en',
        firstname: 'Ada',
        lastname: 'Pending',
        optIns: { partner: true },
      } as never,
    })
    const find = async () =>
      (
        await ctx.payload.find({
          collection: 'newsletter-subscriptions',
          where: { email: { equals: 'signup.lists@example.com' } },
        })
      ).docs[0]!
    expect(await find()).toMatchObject({ partner: true, status: 'pending', confirmedAt: null })
    await new MembersRepository(ctx.payload).update(member.id, { emailVerified: true })
    expect(await find()).toMatchObject({ partner: true, status: 'subscribed' })
  })
})

describe('cookie consent record', () => {
  const post = (body: unknown, cookie?: string) =>
    recordConsentRoute(
      new NextRequest('http://localhost:3000/api/consent', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'http://localhost:3000',
          ...(cookie ? { cookie } : {}),
        },
        body: JSON.stringify(body),
      }),
    )

  test('a visitor keeps the cookie only; a logged-in member also gets it in their consent record', async () => {
    const visitor = await post({ analytics: true, marketing: false, version: '2026-11' })
    expect(await visitor.json()).toEqual({ ok: true, recorded: false })

    const member = await ctx.payload.create({
      collection: 'members',
      data: {
        email: 'consent.member@example.com',
        passwordHash: 'scrypt$test$not-a-real-hash',
        state: 'Active',
        emailVerified: true,
        locale: 'fr',
        firstname: 'Chloé',
        lastname: 'Cookies',
        consents: { acceptCgu: true, termsVersion: '2026-11' },
      } as never,
    })
    const token = await openTestSession(ctx.payload, member.id)
    const recorded = await post(
      { analytics: true, marketing: false, version: '2026-11' },
      `access_token=${token}`,
    )
    expect(await recorded.json()).toEqual({ ok: true, recorded: true })
    const stored = await new MembersRepository(ctx.payload).findById(member.id)
    expect(stored!.consents).toMatchObject({
      acceptCgu: true,
      termsVersion: '2026-11',
      cookiesAnalytics: true,
      cookiesMarketing: false,
      cookiesVersion: '2026-11',
    })
    expect(Date.parse(stored!.consents!.cookiesDecidedAt!)).toBeGreaterThan(Date.now() - 60_000)
  })

  test('another site cannot record a choice (Origin checked)', async () => {
    const response = await recordConsentRoute(
      new NextRequest('http://localhost:3000/api/consent', {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          origin: 'https://evil.example',
          cookie: 'x=1',
        },
        body: JSON.stringify({ analytics: true, marketing: true, version: '2026-11' }),
      }),
    )
    expect(response.status).toBe(403)
  })
})
