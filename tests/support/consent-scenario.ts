import type { Payload } from 'payload'
import { expect } from 'vitest'

import { listConsentHistory } from '@/features/consent/server/consent-records'
import { encodeNewsletterToken } from '@/features/forms/domain'
import {
  confirmSubscription,
  newsletterSigner,
  unsubscribe,
  unsubscribeToken,
} from '@/features/forms/server/newsletter'
import { recordMemberCookieConsent } from '@/features/identity'
import { updateProfile } from '@/features/identity/server/profile-service'
import { MembersRepository } from '@/features/identity/server/members-repository'

/**
 * The consent history against a real database, shared by the SQLite (tests/int) and PostgreSQL
 * (tests/pg) suites (issue 26): every change of a member's channels, of an address's newsletter
 * lists and of a logged-in member's cookie choice is recorded with how it was made, inside the
 * write that made it; a member's history lists their own changes only, newest first.
 */

const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}@example.com`

const noCasinos = { casinoChoices: async () => [] }

/** What the history says, oldest first, as `subject granted source`. */
async function historyOf(payload: Payload, member: { id: number; email: string }) {
  const records = await listConsentHistory(payload, member)
  return records.reverse().map((record) => `${record.subject} ${record.granted} ${record.source}`)
}

export async function checkMemberConsentHistory(payload: Payload) {
  const members = new MembersRepository(payload)
  const email = unique('consent')
  // Sign-up: the channels given count at once; the casino news waits for the address.
  const created = await members.create(
    {
      email,
      passwordHash: 'scrypt$test$not-a-real-hash',
      firstname: 'Inès',
      lastname: 'Moreau',
      state: 'PreMember',
      locale: 'fr',
      emailVerified: false,
      optIns: { email: true, sms: false, mail: false, casino: true },
    } as never,
    'signUp',
  )
  const member = { id: created.id, email }
  expect(await historyOf(payload, member)).toEqual(['email true signUp'])

  // The activation link confirms the address: the casino news asked at sign-up starts.
  await members.update(created.id, { emailVerified: true }, 'signUp')
  expect(await historyOf(payload, member)).toEqual(['email true signUp', 'casino true signUp'])

  // The member's profile: SMS given, e-mail and casino news withdrawn; the rest unchanged.
  await updateProfile(
    { payload, now: Date.now(), locale: 'fr', ip: null, userAgent: null },
    created.id,
    {
      civility: 'Mrs',
      firstname: 'Inès',
      lastname: 'Moreau',
      birthdate: '1988-05-02',
      // SMS needs a number to write to.
      phone: '06 12 34 56 78',
      addressLine1: '1 quai',
      zip: '06400',
      city: 'Cannes',
      country: 'FR',
      optIns: { email: false, sms: true, mail: false, casino: false },
    },
    noCasinos,
  )
  // Staff in the admin tick "by post"; the banner records the member's cookie choice.
  const staff = await payload.create({
    collection: 'users',
    data: { email: unique('desk'), password: 'Staff-Password-2026!', roles: ['support'] },
  })
  await payload.update({
    collection: 'members',
    id: created.id,
    data: { optIns: { mail: true } },
    user: { ...staff, collection: 'users' },
  })
  await recordMemberCookieConsent(payload, created.id, {
    analytics: true,
    marketing: false,
    version: '2026-11',
    decidedAt: Date.now(),
  })
  const history = await historyOf(payload, member)
  expect(history.slice(2, 5).sort()).toEqual(
    ['casino false profile', 'email false profile', 'sms true profile'].sort(),
  )
  expect(history.slice(5)).toEqual(['mail true admin', 'cookiesAnalytics true banner'])

  // Saving the same choices again adds nothing.
  await recordMemberCookieConsent(payload, created.id, {
    analytics: true,
    marketing: false,
    version: '2026-11',
    decidedAt: Date.now(),
  })
  expect(await historyOf(payload, member)).toHaveLength(history.length)

  // Another member sees none of it.
  const other = await members.create(
    { email: unique('other'), firstname: 'Léo', lastname: 'Roy', state: 'PreMember' } as never,
    'signUp',
  )
  expect(await listConsentHistory(payload, { id: other.id, email: other.email })).toEqual([])
}

export async function checkNewsletterConsentHistory(payload: Payload) {
  const email = unique('visitor')
  const token = encodeNewsletterToken(
    {
      purpose: 'confirm',
      email,
      lists: ['hotel', 'partner'],
      locale: 'en',
      expiresAt: Date.now() + 3_600_000,
    },
    newsletterSigner(),
  )
  // Asking is not consenting: the confirmation link is.
  expect((await confirmSubscription(payload, token)).ok).toBe(true)
  // A second click changes nothing and records nothing.
  await confirmSubscription(payload, token)
  await unsubscribe(payload, unsubscribeToken(email, 'partner'), null)
  const records = await payload.find({
    collection: 'consent-records',
    where: { email: { equals: email } },
    sort: 'createdAt',
    depth: 0,
  })
  expect(
    records.docs
      .map((record) => `${record.subject} ${record.granted} ${record.source}`)
      .sort(
        (a, b) =>
          (a.includes('false') ? 1 : 0) - (b.includes('false') ? 1 : 0) || a.localeCompare(b),
      ),
  ).toEqual(['hotel true newsletter', 'partner true newsletter', 'partner false unsubscribe'])
  // Nobody can change or add a record through the API (only the recorder writes).
  const [record] = records.docs
  await expect(
    payload.update({
      collection: 'consent-records',
      id: record!.id,
      data: { granted: false },
      overrideAccess: false,
    }),
  ).rejects.toThrow()
}
