import { ValidationError } from 'payload'
import { describe, expect, test } from 'vitest'

import { isUniqueViolation } from './sql'

const invalid = (path: string) =>
  new ValidationError({ collection: 'payments', errors: [{ path, message: 'invalid' }] })

describe('isUniqueViolation: a unique index refused the write', () => {
  test.each([
    ['PostgreSQL 23505', Object.assign(new Error('x'), { code: '23505' }), undefined, true],
    [
      'SQLite code',
      Object.assign(new Error('x'), { code: 'SQLITE_CONSTRAINT_UNIQUE' }),
      undefined,
      true,
    ],
    [
      'SQLite message, wrapped twice',
      new Error('a', {
        cause: new Error('b', { cause: new Error('UNIQUE constraint failed: t.k') }),
      }),
      undefined,
      true,
    ],
    ['another error', new Error('no such table'), undefined, false],
    ['Payload on the named unique field', invalid('activeKey'), 'activeKey', true],
    ['Payload on a relationship, by its SQLite column', invalid('payment_id'), 'payment', true],
    ['Payload on a relationship, by its field (PostgreSQL)', invalid('payment'), 'payment', true],
    ['Payload on another field', invalid('email'), 'activeKey', false],
    ['Payload, no field named', invalid('activeKey'), undefined, false],
    [
      'Payload’s error from another bundle (not an instanceof), by its shape',
      Object.assign(new Error('invalid'), {
        status: 400,
        data: { collection: 'hotel-stays', errors: [{ path: 'entryKey', message: 'invalid' }] },
      }),
      'entryKey',
      true,
    ],
  ] as const)('%s → %s', (_label, error, field, expected) => {
    expect(isUniqueViolation(error, field)).toBe(expected)
  })
})
