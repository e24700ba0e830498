import { describe, expect, test } from 'vitest'

import { buildSummaryItems } from './form-kit'
import { buildPopupFeatures } from './login-popup'
import { evaluatePasswordRules } from './password-rules'
import { fillTemplate } from './template'

describe('fillTemplate', () => {
  test('fills known placeholders and leaves others', () => {
    expect(fillTemplate('Étape {current} sur {total}', { current: 2, total: 4 })).toBe(
      'Étape 2 sur 4',
    )
    expect(fillTemplate('{a} {b}', { a: 'x' })).toBe('x {b}')
  })
})

describe('evaluatePasswordRules', () => {
  test('ticks each rule separately', () => {
    expect(evaluatePasswordRules('abc')).toEqual([
      { rule: 'length', met: false },
      { rule: 'lowercase', met: true },
      { rule: 'uppercase', met: false },
      { rule: 'digit', met: false },
      { rule: 'special', met: false },
    ])
    expect(evaluatePasswordRules('Correct-Horse-9').every((rule) => rule.met)).toBe(true)
  })
})

describe('buildSummaryItems', () => {
  const idOf = (name: string) => `f-${name}`
  const common = { summaryItem: '{field} : {message}' }

  test('the form error with its code, then field errors in form order, unknown fields last', () => {
    const items = buildSummaryItems(
      {
        error: { code: '0090', message: 'E-mail ou mot de passe incorrect.' },
        fieldErrors: { _: 'Autre', password: 'Obligatoire', email: 'Invalide' },
      },
      { email: 'E-mail', password: 'Mot de passe' },
      idOf,
      common,
    )
    expect(items).toEqual([
      { message: 'E-mail ou mot de passe incorrect.', code: '0090' },
      { message: 'E-mail : Invalide', fieldId: 'f-email' },
      { message: 'Mot de passe : Obligatoire', fieldId: 'f-password' },
      { message: 'Autre' },
    ])
  })

  test('no code shown for a network failure', () => {
    const items = buildSummaryItems(
      { error: { code: 'network', message: 'Hors ligne' }, fieldErrors: {} },
      {},
      idOf,
      common,
    )
    expect(items).toEqual([{ message: 'Hors ligne', code: undefined }])
  })
})

test('the login popup is 480×720, centred over the window', () => {
  expect(
    buildPopupFeatures({ screenX: 100, screenY: 50, outerWidth: 1280, outerHeight: 900 }),
  ).toBe('popup=yes,width=480,height=720,left=500,top=140')
  expect(buildPopupFeatures({ screenX: 0, screenY: 0, outerWidth: 390, outerHeight: 700 })).toBe(
    'popup=yes,width=480,height=720,left=0,top=0',
  )
})
