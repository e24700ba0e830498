import { createSecureServer } from 'node:http2'
import type { AddressInfo } from 'node:net'
import type { TLSSocket } from 'node:tls'

import { strFromU8, unzipSync } from 'fflate'
import type { Payload } from 'payload'
import { expect } from 'vitest'

import { MembersRepository } from '@/features/identity/server/members-repository'
import {
  answerAppleWebService,
  passAuthenticationToken,
  pushChangedPasses,
  type WebServiceContext,
} from '@/features/loyalty/server/apple-wallet-service'

import {
  makeAppleWalletTestCertificates,
  makeLocalTlsCertificate,
} from '../../scripts/wallet-test-certificates.mjs'

/**
 * Apple Wallet's update web service against a real database, shared by the SQLite (tests/int)
 * and PostgreSQL (tests/pg) suites (issue 26, ADR 0068): a device registers for a member's pass
 * with the pass's token, asks which of its passes changed since a tag, gets the pass as it is now,
 * and unregisters; a wrong token gets nothing.
 */

const PASS_TYPE_ID = 'pass.example.atout.test'
const SITE = 'https://www.atout.example'

/**
 * A member with a card and the web service's context for that card's pass (test certificates
 * made on the spot): `holder` names and the language of the pass, `prefix` the card numbers.
 */
async function walletMember(
  payload: Payload,
  run: number,
  prefix: number,
  holder: { email: string; firstname: string; lastname: string; locale: 'fr' | 'en' },
) {
  const serial = String(prefix + (run % 1_000_000_000))
  const members = new MembersRepository(payload)
  const member = await members.create(
    {
      ...holder,
      passwordHash: 'scrypt$test$not-a-real-hash',
      state: 'Active',
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
  return { serial, members, member, ctx, token }
}

export async function checkAppleWebService(payload: Payload) {
  const run = Date.now()
  const device = `device-${run.toString(36)}`
  const { serial, members, member, ctx, token } = await walletMember(payload, run, 7_000_000_000, {
    email: `wallet-${run.toString(36)}@example.com`,
    firstname: 'Lina',
    lastname: 'Marchand',
    locale: 'en',
  })
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

/**
 * A stand-in for Apple's push service (HTTP/2 over TLS, asking for the client's certificate):
 * answers 410 Unregistered for tokens starting with `gone-`, 200 otherwise, and records what it
 * received.
 */
async function startPushService() {
  const { cert, key } = makeLocalTlsCertificate()
  const received: { path: string; topic: string; body: string; client: string }[] = []
  const server = createSecureServer({ cert, key, requestCert: true, rejectUnauthorized: false })
  server.on('stream', (stream, headers) => {
    let body = ''
    stream.setEncoding('utf8')
    stream.on('data', (chunk: string) => (body += chunk))
    stream.on('end', () => {
      const socket = stream.session?.socket as TLSSocket | undefined
      const path = String(headers[':path'])
      received.push({
        path,
        topic: String(headers['apns-topic']),
        body,
        client: String(socket?.getPeerCertificate().subject?.CN ?? ''),
      })
      const gone = path.startsWith('/3/device/gone-')
      stream.respond({ ':status': gone ? 410 : 200, 'content-type': 'application/json' })
      stream.end(gone ? JSON.stringify({ reason: 'Unregistered' }) : '')
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    target: { origin: `https://localhost:${port}`, ca: cert },
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}

/**
 * The update pushes (ADR 0068): when a member's card changes, each device holding it gets one
 * push over HTTP/2 with the pass certificate and the pass type as topic, then finds the pass in
 * its changed passes; a device Apple says is gone loses its registration; nothing changed, nothing
 * pushed; two runners at once push each change once; a push that fails is pushed again by the
 * next run.
 */
export async function checkApplePushes(payload: Payload) {
  const run = Date.now()
  const { serial, members, member, ctx, token } = await walletMember(payload, run, 8_000_000_000, {
    email: `wallet-push-${run.toString(36)}@example.com`,
    firstname: 'Noé',
    lastname: 'Garnier',
    locale: 'fr',
  })
  let now = Date.UTC(2026, 10, 29, 9, 0)
  const service = await startPushService()
  try {
    const devices = [`phone-${run.toString(36)}`, `watch-${run.toString(36)}`]
    const pushTokens = [`tok-${run.toString(36)}`, `gone-${run.toString(36)}`]
    for (const [index, device] of devices.entries()) {
      const response = await answerAppleWebService(
        ctx,
        new Request(
          `${SITE}/api/wallet/apple/v1/devices/${device}/registrations/${PASS_TYPE_ID}/${serial}`,
          {
            method: 'POST',
            headers: { authorization: `ApplePass ${token}`, 'content-type': 'application/json' },
            body: JSON.stringify({ pushToken: pushTokens[index] }),
          },
        ),
        ['devices', device, 'registrations', PASS_TYPE_ID, serial],
        now,
      )
      expect(response.status).toBe(201)
    }
    const registrations = async () =>
      (
        await payload.find({
          collection: 'wallet-registrations',
          where: { serial: { equals: serial } },
          overrideAccess: true,
          sort: 'deviceId',
        })
      ).docs.map((doc) => doc.deviceId)
    const pushesHere = () => service.received.filter(({ path }) => path.includes(run.toString(36)))

    // Nothing changed: nothing pushed.
    now += 60_000
    expect(await pushChangedPasses(ctx, now, service.target)).toMatchObject({ changed: 0 })
    expect(pushesHere()).toEqual([])

    // The holder's name changes: each device gets one push, with the pass certificate and the
    // pass type as topic; the device Apple says is gone is forgotten.
    await members.update(member.id, { lastname: 'Garnier-Vidal' } as never)
    now += 60_000
    const first = await pushChangedPasses(ctx, now, service.target)
    expect(first).toMatchObject({ pushed: 1, gone: 1, failed: 0 })
    expect(
      pushesHere()
        .map(({ path }) => path)
        .sort(),
    ).toEqual(pushTokens.map((pushToken) => `/3/device/${pushToken}`).sort())
    for (const push of pushesHere()) {
      expect(push).toMatchObject({ topic: PASS_TYPE_ID, body: '{}' })
      expect(push.client).toBe(`Pass Type ID: ${PASS_TYPE_ID}`)
    }
    expect(await registrations()).toEqual([devices[0]])

    // The device asks what changed since its last update: this pass, dated by the push's run.
    const since = String(now - 60_000)
    const listed = await answerAppleWebService(
      ctx,
      new Request(
        `${SITE}/api/wallet/apple/v1/devices/${devices[0]}/registrations/${PASS_TYPE_ID}?passesUpdatedSince=${since}`,
      ),
      ['devices', devices[0]!, 'registrations', PASS_TYPE_ID],
      now + 1_000,
    )
    expect(await listed.json()).toEqual({ serialNumbers: [serial], lastUpdated: String(now) })

    // Nothing new: nothing pushed again.
    now += 60_000
    expect(await pushChangedPasses(ctx, now, service.target)).toMatchObject({ changed: 0 })
    expect(pushesHere()).toHaveLength(2)

    // Another change, two runners at once: one push.
    await members.update(member.id, { lastname: 'Garnier' } as never)
    now += 60_000
    const both = await Promise.all([
      pushChangedPasses(ctx, now, service.target),
      pushChangedPasses(ctx, now, service.target),
    ])
    expect(both.map((report) => report.pushed).sort()).toEqual([0, 1])
    expect(pushesHere()).toHaveLength(3)

    // The push service unreachable: the change is pushed by the next run that reaches it.
    await members.update(member.id, { firstname: 'Noémie' } as never)
    now += 60_000
    const unreachable = { origin: 'https://localhost:1', ca: service.target.ca }
    expect(await pushChangedPasses(ctx, now, unreachable)).toMatchObject({ failed: 1 })
    now += 60_000
    expect(await pushChangedPasses(ctx, now, service.target)).toMatchObject({ pushed: 1 })
    expect(pushesHere()).toHaveLength(4)
  } finally {
    await service.close()
  }
}
