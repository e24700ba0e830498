import type { Payload } from 'payload'

import { getEnv } from '@/platform/config/env'

import { hashPassword } from '@/features/identity/server/crypto'

/** Demo logins, listed in the README. Only seeded with DEMO_CONTENT (the embedded demo). */
export const DEMO_MEMBER_PASSWORD = 'Atout-Demo-2026!'

type DemoMember = {
  email: string
  luckyDays?: [string, string]
  firstname: string
  lastname: string
  civility: 'Mr' | 'Mrs'
  birthdate: string
  state: 'Active' | 'PreMember'
  cardNumber: string | null
  emailVerified: boolean
  acceptCgu: boolean
  locale: 'fr' | 'en'
}

export const demoMembers: DemoMember[] = [
  {
    email: 'marie.dupont@demo.atout.example',
    luckyDays: ['04-17', '07-14'],
    firstname: 'Marie',
    lastname: 'Dupont',
    civility: 'Mrs',
    birthdate: '1982-04-17',
    state: 'Active',
    cardNumber: '5000000001',
    emailVerified: true,
    acceptCgu: true,
    locale: 'fr',
  },
  {
    email: 'lucas.bernard@demo.atout.example',
    firstname: 'Lucas',
    lastname: 'Bernard',
    civility: 'Mr',
    birthdate: '1994-09-02',
    state: 'PreMember',
    cardNumber: null,
    emailVerified: true,
    acceptCgu: true,
    locale: 'fr',
  },
  {
    email: 'chloe.petit@demo.atout.example',
    firstname: 'Chloé',
    lastname: 'Petit',
    civility: 'Mrs',
    birthdate: '1988-12-24',
    state: 'PreMember',
    cardNumber: null,
    emailVerified: false,
    acceptCgu: true,
    locale: 'fr',
  },
  {
    email: 'hugo.moreau@demo.atout.example',
    firstname: 'Hugo',
    lastname: 'Moreau',
    civility: 'Mr',
    birthdate: '1976-06-30',
    state: 'Active',
    cardNumber: '5000000002',
    emailVerified: true,
    acceptCgu: false,
    locale: 'en',
  },
  // The hotel programme's demo: Marie's spouse card, and a collaborator of the group.
  {
    email: 'paul.dupont@demo.atout.example',
    firstname: 'Paul',
    lastname: 'Dupont',
    civility: 'Mr',
    birthdate: '1980-02-11',
    state: 'PreMember',
    cardNumber: null,
    emailVerified: true,
    acceptCgu: true,
    locale: 'fr',
  },
  {
    email: 'jeanne.martin@atout-hotels.fr',
    firstname: 'Jeanne',
    lastname: 'Martin',
    civility: 'Mrs',
    birthdate: '1990-05-06',
    state: 'PreMember',
    cardNumber: null,
    emailVerified: true,
    acceptCgu: true,
    locale: 'en',
  },
]

/** Casino cards without an online account yet, to try the card-holder sign-up. */
export const demoCardHolders = [
  {
    cardNumber: '6000000001',
    firstname: 'Sophie',
    lastname: 'Laurent',
    birthdate: '1985-07-21',
    casino: 'cannes',
  },
  {
    cardNumber: '6000000002',
    firstname: 'Thomas',
    lastname: 'Girard',
    birthdate: '1979-11-03',
    casino: 'deauville',
  },
]

export async function seedDemoMembers(payload: Payload): Promise<{ created: number }> {
  let created = 0
  const passwordHash = await hashPassword(DEMO_MEMBER_PASSWORD)
  const now = new Date().toISOString()
  for (const [index, { luckyDays, ...member }] of demoMembers.entries()) {
    const found = await payload.count({
      collection: 'members',
      where: { email: { equals: member.email } },
    })
    if (found.totalDocs > 0) continue
    await payload.create({
      collection: 'members',
      data: {
        ...member,
        passwordHash,
        sponsorCode: `DEM0000${index + 1}`,
        // Chosen last year: they count, and may be changed once this year.
        luckyDay1: luckyDays?.[0],
        luckyDay2: luckyDays?.[1],
        luckyDaysChangedAt: luckyDays
          ? new Date(Date.UTC(new Date().getUTCFullYear() - 1, 0, 10, 10)).toISOString()
          : null,
        consents: {
          acceptCgu: member.acceptCgu,
          acceptCguAt: member.acceptCgu ? now : null,
          termsVersion: member.acceptCgu ? getEnv().TERMS_VERSION : null,
          privacyAcceptedAt: now,
        },
      },
    })
    created++
  }
  for (const holder of demoCardHolders) {
    const found = await payload.count({
      collection: 'card-holders',
      where: { cardNumber: { equals: holder.cardNumber } },
    })
    if (found.totalDocs > 0) continue
    await payload.create({ collection: 'card-holders', data: holder })
    created++
  }
  return { created }
}
