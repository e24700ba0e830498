import { describe, expect, test } from 'vitest'

import en from '../../../../messages/en.json'
import fr from '../../../../messages/fr.json'
import { COMMON_KEYS, STAY_KEYS, TABLE_KEYS } from './strings'

const groups = { common: COMMON_KEYS, table: TABLE_KEYS, stay: STAY_KEYS }

describe.each([
  ['fr', fr],
  ['en', en],
])('messages/%s.json has every booking form text', (_locale, messages) => {
  test.each(Object.entries(groups))('bookings.ui.%s', (group, keys) => {
    const texts = (messages.bookings.ui as unknown as Record<string, Record<string, string>>)[
      group
    ]!
    for (const key of keys) expect(texts[key], `${group}.${key}`).toEqual(expect.any(String))
  })
})
