import { createTranslator } from 'next-intl'
import { describe, expect, test } from 'vitest'

import en from '../../../../messages/en.json'
import fr from '../../../../messages/fr.json'
import {
  ACCEPT_TERMS_KEYS,
  COMMON_TEMPLATE_KEYS,
  FIELD_KEYS,
  HINT_KEYS,
  PASSWORD_RULE_KEYS,
  pickFormKit,
  pickStrings,
  pickTemplates,
  SIGN_UP_TEMPLATE_KEYS,
  STRING_GROUPS,
  UPDATE_PASSWORD_TEMPLATE_KEYS,
  type Translate,
} from './strings'
import { MEMBER_PAGE_GROUPS, MEMBER_PAGE_ROUTES } from '../domain/account-routes'

const catalogues = { fr, en } as const

function translatorFor(locale: 'fr' | 'en'): Translate {
  return createTranslator({
    locale,
    messages: catalogues[locale],
    namespace: 'identity.ui',
  }) as unknown as Translate
}

function listLeafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix]
  return Object.entries(value).flatMap(([key, child]) =>
    listLeafKeys(child, prefix ? `${prefix}.${key}` : key),
  )
}

const expectedKeys = Object.entries(STRING_GROUPS)
  .flatMap(([group, keys]) => keys.map((key) => `${group}.${key}`))
  .sort()

describe.each(['fr', 'en'] as const)('identity.ui in %s', (locale) => {
  const ui = (catalogues[locale].identity as { ui?: unknown }).ui

  test('has exactly the keys the account screens use', () => {
    expect(listLeafKeys(ui).sort()).toEqual(expectedKeys)
  })

  test('every text formats, with the rules’ numbers filled in', () => {
    const t = translatorFor(locale)
    const templates = new Set<string>([
      ...COMMON_TEMPLATE_KEYS.map((key) => `common.${key}`),
      ...SIGN_UP_TEMPLATE_KEYS.map((key) => `signUp.${key}`),
      ...UPDATE_PASSWORD_TEMPLATE_KEYS.map((key) => `updatePassword.${key}`),
      'memberStatus.greeting',
      'signUp.sponsorPrefilled',
      'fields.phoneHint',
    ])
    for (const [group, keys] of Object.entries(STRING_GROUPS)) {
      const formattable = keys.filter((key) => !templates.has(`${group}.${key}`))
      for (const [key, text] of Object.entries(pickStrings(t, group, formattable))) {
        expect(text, `${group}.${key}`).not.toMatch(/[{}]|identity\.ui/)
        expect(text.trim(), `${group}.${key}`).not.toBe('')
      }
    }
    expect(pickStrings(t, 'password', PASSWORD_RULE_KEYS).length).toContain('12')
    expect(pickStrings(t, 'hints', HINT_KEYS).cardNumber).toContain('10')
  })

  test('templates keep their placeholders for the browser', () => {
    const t = translatorFor(locale)
    expect(pickTemplates(t, 'signUp', SIGN_UP_TEMPLATE_KEYS).stepOf).toMatch(
      /\{current\}.*\{total\}/,
    )
    expect(pickFormKit(t).common.summaryItem).toMatch(/\{field\}.*\{message\}/)
    expect(
      pickTemplates(t, 'updatePassword', UPDATE_PASSWORD_TEMPLATE_KEYS).endedSessionsOther,
    ).toContain('{count}')
    // The format of the member's country, filled in as the country is chosen.
    expect(pickStrings(t, 'fields', FIELD_KEYS).phoneHint).toContain('{example}')
  })

  test('the account menu names every member page and group of the list, and the hub', () => {
    const common = catalogues[locale].common as {
      accountPages: Record<string, string>
      accountGroups: Record<string, string>
    }
    expect(Object.keys(common.accountPages).sort()).toEqual(['hub', ...MEMBER_PAGE_ROUTES].sort())
    expect(Object.keys(common.accountGroups).sort()).toEqual([...MEMBER_PAGE_GROUPS].sort())
  })
})

test('French is written in French', () => {
  const t = translatorFor('fr')
  expect(pickStrings(t, 'login', ['forgotPassword'] as const).forgotPassword).toBe(
    'Mot de passe oublié ?',
  )
  expect(pickStrings(t, 'signUp', ['ageCertified'] as const).ageCertified).toBe(
    'Je certifie avoir 18 ans ou plus',
  )
  expect(pickStrings(t, 'acceptTerms', ACCEPT_TERMS_KEYS).submit).toBe('Accepter et continuer')
})
