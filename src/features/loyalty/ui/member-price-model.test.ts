import { describe, expect, test } from 'vitest'

import en from '../../../../messages/en.json'
import fr from '../../../../messages/fr.json'
import {
  describeMemberPrice,
  discountPriceBand,
  toMemberBenefits,
  type DiscountedPrice,
  type MemberBenefits,
  type MemberPriceRequest,
  type MemberPriceStrings,
  type PriceBand,
} from './member-price-model'

describe('discountPriceBand: the member price of a show or a performance', () => {
  test.each<[string, PriceBand, number, DiscountedPrice | null]>([
    [
      'one price, Gold −20 %',
      { fromCents: 4_500, toCents: 4_500 },
      20,
      { kind: 'exact', cents: 3_600 },
    ],
    [
      'a band, White −10 %',
      { fromCents: 3_900, toCents: 4_500 },
      10,
      { kind: 'range', fromCents: 3_510, toCents: 4_050 },
    ],
    [
      'from a price only',
      { fromCents: 2_500, toCents: null },
      20,
      { kind: 'from', fromCents: 2_000 },
    ],
    [
      'up to a price only',
      { fromCents: null, toCents: 9_999 },
      10,
      { kind: 'upTo', toCents: 8_999 },
    ],
    [
      'odd cents, rounded in the member’s favour',
      { fromCents: 999, toCents: null },
      10,
      { kind: 'from', fromCents: 899 },
    ],
    ['no discount for the status', { fromCents: 4_500, toCents: 4_500 }, 0, null],
    ['free', { fromCents: 0, toCents: 0 }, 20, null],
    ['no price', { fromCents: null, toCents: null }, 20, null],
    [
      'a band whose ends meet after rounding',
      { fromCents: 1_001, toCents: 1_002 },
      50,
      { kind: 'range', fromCents: 500, toCents: 501 },
    ],
  ])('%s', (_name, band, percent, expected) => {
    expect(discountPriceBand(band, percent)).toEqual(expected)
  })
})

describe('toMemberBenefits: only a card holder has a status price', () => {
  test('a member with a status', () => {
    expect(
      toMemberBenefits({
        status: 'Gold',
        benefits: { showDiscountPercent: 20, barRestaurantDiscountPercent: 0 },
      }),
    ).toEqual({ status: 'Gold', showDiscountPercent: 20, barRestaurantDiscountPercent: 0 })
  })

  test.each([null, { status: null, benefits: null }])('no status: %j', (loyalty) => {
    expect(toMemberBenefits(loyalty)).toBeNull()
  })
})

describe('describeMemberPrice: the line a member reads, from the catalogues', () => {
  const stringsOf = (locale: 'fr' | 'en') =>
    (locale === 'fr' ? fr : en).loyalty.memberPrice as MemberPriceStrings
  const gold = { status: 'Gold', showDiscountPercent: 20, barRestaurantDiscountPercent: 0 } as const
  const black = {
    status: 'Black',
    showDiscountPercent: 20,
    barRestaurantDiscountPercent: 10,
  } as const
  const spaces = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null

  test.each<
    [string, 'fr' | 'en', MemberPriceRequest['scope'], PriceBand, MemberBenefits, string | null]
  >([
    [
      'fr, one price',
      'fr',
      'show',
      { fromCents: 4_500, toCents: 4_500 },
      gold,
      'Votre tarif Gold : 36,00 €',
    ],
    [
      'en, one price',
      'en',
      'show',
      { fromCents: 4_500, toCents: 4_500 },
      gold,
      'Your Gold price: €36.00',
    ],
    [
      'fr, a band',
      'fr',
      'show',
      { fromCents: 3_900, toCents: 4_500 },
      gold,
      'Votre tarif Gold : de 31,20 € à 36,00 €',
    ],
    [
      'en, from',
      'en',
      'show',
      { fromCents: 3_900, toCents: null },
      gold,
      'Your Gold price: from €31.20',
    ],
    [
      'fr, restaurant, Black',
      'fr',
      'barRestaurant',
      { fromCents: null, toCents: null },
      black,
      '−10 % avec votre statut Black',
    ],
    [
      'en, restaurant, Black',
      'en',
      'barRestaurant',
      { fromCents: null, toCents: null },
      black,
      '10% off with your Black status',
    ],
    [
      'restaurant, Gold: nothing',
      'fr',
      'barRestaurant',
      { fromCents: null, toCents: null },
      gold,
      null,
    ],
  ])('%s', (_name, locale, scope, band, benefits, expected) => {
    const request: MemberPriceRequest =
      scope === 'show'
        ? { locale, strings: stringsOf(locale), scope, band }
        : { locale, strings: stringsOf(locale), scope }
    expect(spaces(describeMemberPrice(request, benefits))).toBe(expected)
  })
})
