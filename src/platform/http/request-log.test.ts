import { describe, expect, test } from 'vitest'

import { acceptedRequestId, loggedPath } from './request-log'

describe('the request id of the log line and the answer', () => {
  test.each([
    ['a proxy’s id, behind a trusted proxy', 'req-7f3a.2:1', true, 'req-7f3a.2:1'],
    ['the same, without a trusted proxy', 'req-7f3a', false, null],
    ['a header injection attempt', 'abc\ninjected', true, null],
    ['too long', 'x'.repeat(101), true, null],
    ['sent twice', ['a', 'b'], true, null],
    ['absent', undefined, true, null],
  ] as const)('%s', (_, sent, trust, expected) => {
    expect(acceptedRequestId(sent as string | string[] | undefined, trust)).toBe(expected)
  })
})

describe('the path in the logs', () => {
  test.each([
    ['/nos-casinos/casino-cannes-croisette', '/nos-casinos/casino-cannes-croisette'],
    ['/fr/booking/Zk3v9Qx7LmN2pR8sT4uW6yB1cD5eF0gH', '/fr/booking/:token'],
    ['/sandbox-pay/Zk3v9Qx7LmN2pR8sT4uW6yB1cD5eF0gH/confirm', '/sandbox-pay/:token/confirm'],
    ['/api/epc/payments/PAY-2026-000123', '/api/epc/payments/PAY-2026-000123'],
  ])('%s → %s', (pathname, expected) => {
    expect(loggedPath(pathname)).toBe(expected)
  })
})
