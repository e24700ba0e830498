import { describe, expect, test } from 'vitest'

import { listPhoneExamples, normalizePhone, phoneExample } from './phone'

describe('the one phone rule: national numbers in the chosen country’s plan, E.164 out', () => {
  test.each([
    // France, the default plan.
    ['06 12 34 56 78', undefined, '+33612345678'],
    ['01 23 45 67 89', 'FR', '+33123456789'],
    ['+33 (0)6 12 34 56 78', 'FR', '+33612345678'],
    ['0033 6 12 34 56 78', 'FR', '+33612345678'],
    // Belgium: the guest's mobile, national and international.
    ['0470 12 34 56', 'BE', '+32470123456'],
    ['02 123 45 67', 'be', '+3221234567'],
    ['+32 470 12 34 56', 'BE', '+32470123456'],
    // Switzerland, Monaco, Luxembourg.
    ['078 123 45 67', 'CH', '+41781234567'],
    ['044 668 18 00', 'CH', '+41446681800'],
    ['99 99 99 99', 'MC', '+37799999999'],
    ['+377 6 12 34 56 78', 'MC', '+377612345678'],
    ['621 123 456', 'LU', '+352621123456'],
    // United Kingdom, Germany, Italy (whose landlines keep their 0), Spain, United States.
    ['07911 123456', 'GB', '+447911123456'],
    ['020 7946 0018', 'GB', '+442079460018'],
    ['0151 23456789', 'DE', '+4915123456789'],
    ['030 123456', 'DE', '+4930123456'],
    ['312 345 6789', 'IT', '+393123456789'],
    ['06 1234 5678', 'IT', '+390612345678'],
    ['612 34 56 78', 'ES', '+34612345678'],
    ['91 123 45 67', 'ES', '+34911234567'],
    ['(212) 736-5000', 'US', '+12127365000'],
    ['+1 212-736-5000', 'FR', '+12127365000'],
  ])('%j in %j → %j', (value, country, expected) => {
    expect(normalizePhone(value, country)).toBe(expected)
  })

  test('the same digits are another number in another plan: never read as French by default', () => {
    // The defect of issue 25: a Belgian mobile typed without a country was stored as French.
    expect(normalizePhone('0470 12 34 56', 'FR')).toBe('+33470123456')
    expect(normalizePhone('0470 12 34 56', 'BE')).toBe('+32470123456')
    // Written internationally, the number names its own country whatever is chosen.
    expect(normalizePhone('0032 470 12 34 56', 'FR')).toBe('+32470123456')
    expect(normalizePhone('+33 6 12 34 56 78', 'BE')).toBe('+33612345678')
  })

  test.each([
    ['12', 'FR'],
    ['06 12 34 56 7', 'FR'],
    ['06 12 34 56 789', 'FR'],
    ['+33 6 12 34 56', undefined],
    ['06 12 AB 56 78', 'FR'],
    ['+0 123 456 789', 'FR'],
    ['0470 12', 'BE'],
    ['+1234567890123456', 'FR'],
    ['06 12 34 56 78 06 12 34 56 78 06', 'FR'],
    // A national number in a plan the library does not know is no number.
    ['0470 12 34 56', 'XX'],
    ['', 'FR'],
  ])('%j in %j is refused', (value, country) => {
    expect(normalizePhone(value, country)).toBeNull()
  })

  test('an unknown country still takes an international number', () => {
    expect(normalizePhone('+32 470 12 34 56', 'XX')).toBe('+32470123456')
  })
})

describe('the format a form suggests for the chosen country', () => {
  test.each([
    ['FR', '06 12 34 56 78'],
    ['BE', '0450 00 12 34'],
    ['CH', '078 123 45 67'],
    ['MC', '06 12 34 56 78'],
    ['LU', '628 123 456'],
    ['GB', '07400 123456'],
    ['DE', '01512 3456789'],
    ['IT', '312 345 6789'],
    ['ES', '612 34 56 78'],
    ['US', '(201) 555-0123'],
    ['be', '0450 00 12 34'],
    // No country, or one the numbering plans do not know: France's, the site's default.
    [undefined, '06 12 34 56 78'],
    ['ZZ', '06 12 34 56 78'],
  ])('%s → %s', (country, example) => {
    expect(phoneExample(country)).toBe(example)
  })

  test('every suggested number is one the rule accepts in its country', () => {
    const countries = ['FR', 'BE', 'CH', 'MC', 'LU', 'GB', 'DE', 'IT', 'ES', 'US']
    const examples = listPhoneExamples(countries)
    expect(Object.keys(examples)).toEqual(countries)
    for (const country of countries)
      expect(normalizePhone(examples[country]!, country), country).not.toBeNull()
  })
})
