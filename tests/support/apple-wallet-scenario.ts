import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { MembersRepository } from '@/features/identity/server/members-repository'
import {
  answerAppleWebService,
  passAuthenticationToken,
  type WebServiceContext,
} from '@/features/loyalty/server/apple-wallet-service'

import { makeAppleWalletTestCertificates } from '../../scripts/wallet-test-certificates.mjs'

/**
 * Apple Wallet's update web service against a real database, shared by the SQLite (tests/int)
 * and PostgreSQL (tests/pg) suites (issue 26, ADR 0068): a device registers for a member's pass
 * with the pass's token, asks which of its passes changed since a tag, gets the pass as it is now,
 * and unregisters; a wrong token gets nothing.
 */

const PASS_TYPE_ID = 'pass.example.atout.test'
const SITE = 'https://www.atout.example'

export async function checkAppleWebService(payload: Payload) {
  const run = Date.now()
  const serial = String(7_000_000_000 + (run % 1_000_000_000))
  const device = `device-${run.toString(36)}`
  const members = new MembersRepository(payload)
  const member = await members.create(
    {
      email: `wallet-${run.toString(36)}@example.com`,
      passwordHash: 'scrypt$test$not-a-real-hash',
      firstname: 'Lina',
      lastname: 'Marchand',
      state: 'Active',
      locale: 'en',
      emailVerified: true,
      cardNumber: serial,
    } as never,
    'signUp',
  )
  const ctx: WebServiceContext = {
    payload,
    wallet: {
      passTypeId: PASS_TYPE_ID,
      teamId: 'ABCDE12345',
      keyPassphrase: undefined,
      ...makeAppleWalletTestCertificates(PASS_TYPE_ID, 'ABCDE12345'),
    },
    secret: 'wallet-test-secret-0123456789abcdef',
    siteUrl: SITE,
  }
  const token = passAuthenticationToken(ctx.secret, PASS_TYPE_ID, serial)
  let now = Date.UTC(2026, 10, 28, 10, 0)
  const call = (method: string, path: string, options: { token?: string; body?: unknown } = {}) =>
    answerAppleWebService(
      ctx,
      new Request(`${SITE}/api/wallet/apple/v1/${path}`, {
        method,
        headers: {
          ...(options.token ? { authorization: `ApplePass ${options.token}` } : {}),
          ...(options.body ? { 'content-type': 'application/json' } : {}),
        },
        body: options.body ? JSON.stringify(options.body) : undefined,
      }),
      path.split('?')[0]!.split('/'),
      now,
    )
  const registration = `devices/${device}/registrations/${PASS_TYPE_ID}/${serial}`
  const list = (since?: string) =>
    call(
      'GET',
      `devices/${device}/registrations/${PASS_TYPE_ID}${since ? `?passesUpdatedSince=${since}` : ''}`,
    )

  // Registering needs the pass's token; again, it is already registered.
  expect(
    (await call('POST', registration, { token: 'wrong', body: { pushToken: 'p1' } })).status,
  ).toBe(401)
  expect((await call('POST', registration, { token, body: { pushToken: 'p1' } })).status).toBe(201)
  expect((await call('POST', registration, { token, body: { pushToken: 'p2' } })).status).toBe(200)
  expect((await call('POST', registration, { token, body: {} })).status).toBe(400)
  const { docs } = await payload.find({
    collection: 'wallet-registrations',
    where: { deviceId: { equals: device } },
    overrideAccess: true,
  })
  expect(docs.map((doc) => [doc.serial, doc.pushToken])).toEqual([[serial, 'p2']])

  // The device's passes: this one, changed at registration; nothing since then.
  const first = await list()
  expect(first.status).toBe(200)
  const { serialNumbers, lastUpdated } = (await first.json()) as {
    serialNumbers: string[]
    lastUpdated: string
  }
  expect(serialNumbers).toEqual([serial])
  expect(Number(lastUpdated)).toBe(now)
  expect((await list(lastUpdated)).status).toBe(204)

  // The holder's name changes: the pass changed, dated when the device asked.
  await members.update(member.id, { lastname: 'Marchand-Roy' } as never)
  now += 60_000
  const changed = await list(lastUpdated)
  expect(changed.status).toBe(200)
  const after = (await changed.json()) as { serialNumbers: string[]; lastUpdated: string }
  expect(after).toEqual({ serialNumbers: [serial], lastUpdated: String(now) })
  expect((await list(after.lastUpdated)).status).toBe(204)

  // The pass as it is now, with its web service; only with the pass's token, only of this type.
  const pass = await call('GET', `passes/${PASS_TYPE_ID}/${serial}`, { token })
  expect(pass.status).toBe(200)
  expect(pass.headers.get('content-type')).toBe('application/vnd.apple.pkpass')
  const json = JSON.parse(
    strFromU8(unzipSync(new Uint8Array(await pass.arrayBuffer()))['pass.json']!),
  )
  expect(json).toMatchObject({
    serialNumber: serial,
    webServiceURL: `${SITE}/api/wallet/apple`,
    authenticationToken: token,
    storeCard: { secondaryFields: [{ label: 'Card holder', value: 'Lina Marchand-Roy' }] },
  })
  expect((await call('GET', `passes/${PASS_TYPE_ID}/${serial}`, { token: 'wrong' })).status).toBe(
    401,
  )
  expect((await call('GET', `passes/pass.other/${serial}`, { token })).status).toBe(404)

  // The device's log is taken; unregistering needs the token, then the device has no pass.
  expect((await call('POST', 'log', { body: { logs: ['a line'] } })).status).toBe(200)
  expect((await call('DELETE', registration, { token: 'wrong' })).status).toBe(401)
  expect((await call('DELETE', registration, { token })).status).toBe(200)
  expect((await list()).status).toBe(204)
}
