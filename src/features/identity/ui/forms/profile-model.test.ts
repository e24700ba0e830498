import { expect, test } from 'vitest'

import { ProfileUpdateBodySchema } from '../../server/api-schemas'
import type { ProfileDto } from '../../server/member-dto'
import { fromInput, mergeSection, toProfileUpdateBody } from './profile-model'

const profile: ProfileDto = {
  id: 7,
  email: 'a@example.fr',
  emailVerified: true,
  locale: 'fr',
  civility: 'Mr',
  firstname: 'Jean',
  lastname: 'Dupont',
  birthName: null,
  commonName: null,
  birthdate: '1980-01-02',
  phone: '+33612345678',
  addressLine1: '1 rue A',
  addressLine2: null,
  postalBox: null,
  placeKnownAs: null,
  zip: '06000',
  city: 'Nice',
  country: 'FR',
  favouriteCasino: 'Nice',
  luckyDays: ['01-02', '03-04'],
  optIns: { email: true, sms: false, mail: false, hotel: true, casino: false, partner: false },
  preferences: { games: true, barsRestaurants: false, shows: true },
  customFields: { state: 'Active' },
  consents: { acceptCgu: true, acceptCguAt: null, termsVersion: '1' },
  isEmployee: false,
  cardNumber: '1234567890',
}

test('the PUT body carries every editable field of the API, and only those', () => {
  const body = toProfileUpdateBody(profile)
  expect(Object.keys(body).sort()).toEqual(Object.keys(ProfileUpdateBodySchema.shape).sort())
  expect(ProfileUpdateBodySchema.strict().safeParse(body).success).toBe(true)
})

test('a section changes its own fields and keeps every other one as saved', () => {
  const body = mergeSection(profile, { city: 'Cannes', phone: fromInput('  ') })
  expect(body).toEqual({ ...toProfileUpdateBody(profile), city: 'Cannes', phone: null })
})
