import type { Payload } from 'payload'
import { expect } from 'vitest'

import { readMachineRules } from '@/features/payments/server/machine-payments'

import { createCmsClient, createStaffAccount } from './cms-api'

/**
 * Staff limits (ADR 0041) against a real database, shared by the SQLite (tests/int) and
 * PostgreSQL (tests/pg) suites: settings are not content, and money settings are administrators'
 * only.
 */

// Unique per run: the PostgreSQL database of a developer may keep earlier runs' rows.
const run = Date.now().toString(36)
let sequence = 0
const unique = (name: string) => `${name}-${run}-${++sequence}`

type Staff = Awaited<ReturnType<typeof createStaffAccount>>

export type StaffLimitsWorld = {
  payload: Payload
  cms: ReturnType<typeof createCmsClient>
  admin: Staff
  otherAdmin: Staff
  editor: Staff
  support: Staff
  member: () => Promise<number>
}

export async function createStaffLimitsWorld(payload: Payload): Promise<StaffLimitsWorld> {
  const staff = (role: 'admin' | 'editor' | 'support', name: string) =>
    createStaffAccount(payload, `${unique(role)}@staff.example`, [role], name)
  return {
    payload,
    cms: createCmsClient(payload.config),
    admin: await staff('admin', 'Alice Admin'),
    otherAdmin: await staff('admin', 'Arthur Admin'),
    editor: await staff('editor', 'Édith Éditrice'),
    support: await staff('support', 'Sam Support'),
    async member() {
      const created = await payload.create({
        collection: 'members',
        data: {
          email: `${unique('member')}@example.com`,
          firstname: 'Louise',
          lastname: 'Fabre',
          state: 'Active',
        },
      })
      return created.id
    },
  }
}

export async function checkPaymentSettingsAdministratorsOnly(world: StaffLimitsWorld) {
  const { payload, cms } = world
  // The rules in force (the defaults on a database never saved), stored as they are.
  const before = await readMachineRules(payload)
  await payload.updateGlobal({ slug: 'machine-payment-settings', data: before })
  const change = { minCents: 2_000, maxCents: 40_000, stepCents: 1_000 }
  for (const staff of [world.editor, world.support]) {
    // The admin's form posts here; the Local API with the user checks the same access.
    expect(
      (await cms.rest('POST', 'globals/machine-payment-settings', staff.headers, change)).status,
    ).toBe(403)
    await expect(
      payload.updateGlobal({
        slug: 'machine-payment-settings',
        data: change,
        user: staff.user,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
    // They still read the amounts in the admin.
    expect((await cms.rest('GET', 'globals/machine-payment-settings', staff.headers)).status).toBe(
      200,
    )
  }
  expect(await readMachineRules(payload)).toEqual(before)
  // Visitors no longer read them through the API (the payment page reads them on the server).
  expect((await cms.rest('GET', 'globals/machine-payment-settings', {})).status).toBe(403)
  const saved = await cms.rest(
    'POST',
    'globals/machine-payment-settings',
    world.admin.headers,
    change,
  )
  expect(saved.status).toBe(200)
  expect(await readMachineRules(payload)).toEqual(change)
  await payload.updateGlobal({ slug: 'machine-payment-settings', data: before })
}

/** Site settings saved once, as the demo seed leaves them (they need a home page and chrome). */
async function saveSiteSettings(payload: Payload) {
  const chrome = async (collection: 'headers' | 'footers' | 'banners') =>
    (
      await payload.create({
        collection,
        draft: true,
        data: { name: unique(collection), slug: unique(collection), _status: 'draft' } as never,
      })
    ).id
  const home = await payload.create({
    collection: 'pages',
    locale: 'fr',
    data: { title: 'Accueil', slug: unique('accueil'), _status: 'published' },
  })
  await payload.updateGlobal({
    slug: 'site-settings',
    data: {
      siteName: 'Atout',
      rootFolderName: 'website-casinos',
      homePage: home.id,
      header: await chrome('headers'),
      footer: await chrome('footers'),
      banner: await chrome('banners'),
      requestsEmail: 'demandes@atout.example',
      tagManagerId: null,
    },
  })
}

export async function checkOtherSettings(world: StaffLimitsWorld) {
  const { payload, cms } = world
  // Site settings stay the editors', except the tag manager (script on every page) and the
  // address customers' requests go to: administrators only.
  await saveSiteSettings(payload)
  const risky = { tagManagerId: 'GTM-EVIL123', requestsEmail: 'moi@ailleurs.example' }
  const byEditor = await cms.rest('POST', 'globals/site-settings', world.editor.headers, {
    tagline: 'Le jeu, autrement',
    ...risky,
  })
  expect(byEditor.status).toBe(200)
  expect(await payload.findGlobal({ slug: 'site-settings', locale: 'fr' })).toMatchObject({
    tagline: 'Le jeu, autrement',
    tagManagerId: null,
    requestsEmail: 'demandes@atout.example',
  })
  const byAdmin = await cms.rest('POST', 'globals/site-settings', world.admin.headers, risky)
  expect(byAdmin.status).toBe(200)
  expect(await payload.findGlobal({ slug: 'site-settings' })).toMatchObject(risky)

  // Newsletter reasons: member support and administrators; editors read them only.
  const reasons = { unsubscribeReasons: [{ key: 'trop-de-mails', label: 'Trop de mails' }] }
  expect(
    (await cms.rest('POST', 'globals/newsletter-settings', world.editor.headers, reasons)).status,
  ).toBe(403)
  expect((await cms.rest('GET', 'globals/newsletter-settings', world.editor.headers)).status).toBe(
    200,
  )
  expect(
    (await cms.rest('POST', 'globals/newsletter-settings', world.support.headers, reasons)).status,
  ).toBe(200)
}
