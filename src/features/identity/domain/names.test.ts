import { expect, test } from 'vitest'

import { isSameName } from './names'

test.each([
  ['Dupont', 'dupont', true],
  ['Éloïse', 'eloise', true],
  ['Jean-Pierre', 'jean pierre', true],
  ["N'Diaye", 'N’Diaye', true],
  ['  Martin ', 'martin', true],
  ['Martin', 'Martine', false],
  ['Dupont', 'Dupond', false],
])('isSameName(%j, %j) is %s', (a, b, expected) => {
  expect(isSameName(a, b)).toBe(expected)
})
