import { describe, expect, test } from 'vitest'

import { judgeRecaptchaAnswer, toRecaptchaAction, type RecaptchaAnswer } from './captcha'
import { formRateLimitKeys } from './public-forms'

type Expected = Parameters<typeof judgeRecaptchaAnswer>[1]

describe('reCAPTCHA answers', () => {
  const v2: Expected = { version: 'v2', minScore: 0.5, action: 'contact' }
  const v3: Expected = { version: 'v3', minScore: 0.5, action: 'contact' }

  test.each<[string, RecaptchaAnswer, Expected, string]>([
    ['v2 success', { success: true }, v2, 'ok'],
    [
      'v2 box not ticked',
      { success: false, 'error-codes': ['missing-input-response'] },
      v2,
      'captchaRequired',
    ],
    [
      'token used twice (replay)',
      { success: false, 'error-codes': ['timeout-or-duplicate'] },
      v2,
      'captchaReplayed',
    ],
    [
      'forged token',
      { success: false, 'error-codes': ['invalid-input-response'] },
      v2,
      'captchaInvalid',
    ],
    [
      'our secret is wrong',
      { success: false, 'error-codes': ['invalid-input-secret'] },
      v2,
      'captchaUnavailable',
    ],
    ['no error codes at all', { success: false }, v3, 'captchaInvalid'],
    ['v3 good score', { success: true, score: 0.9, action: 'contact' }, v3, 'ok'],
    ['v3 score at the threshold', { success: true, score: 0.5, action: 'contact' }, v3, 'ok'],
    ['v3 low score', { success: true, score: 0.1, action: 'contact' }, v3, 'captchaInvalid'],
    ['v3 without a score', { success: true, action: 'contact' }, v3, 'captchaInvalid'],
    [
      'v3 token of another form',
      { success: true, score: 0.9, action: 'signUp' },
      v3,
      'captchaInvalid',
    ],
    ['v2 ignores scores', { success: true, score: 0.1 }, v2, 'ok'],
  ])('%s', (_name, answer, expected, outcome) => {
    const verdict = judgeRecaptchaAnswer(answer, expected)
    expect(verdict.ok ? 'ok' : verdict.code).toBe(outcome)
  })

  test.each([
    ['contact', 'contact'],
    ['signUp', 'signUp'],
    ['forgot-password', 'forgot_password'],
  ])('action name %s → %s', (form, action) => {
    expect(toRecaptchaAction(form)).toBe(action)
  })
})

describe('rate-limit keys', () => {
  test.each([
    [
      'contact',
      { ip: '203.0.113.9', email: ' Ann@Example.com ' },
      ['form:contact:ip:203.0.113.9', 'form:contact:email:ann@example.com'],
    ],
    ['contact', { ip: null, email: null }, []],
    ['newsletter', { ip: null, email: 'a@b.example' }, ['form:newsletter:email:a@b.example']],
    ['signUp', { ip: '203.0.113.9', email: 'ann@example.com' }, ['form:signUp:ip:203.0.113.9']],
  ] as const)('%s %j', (form, who, keys) => {
    expect(formRateLimitKeys(form, who).map((entry) => entry.key)).toEqual(keys)
  })
})
