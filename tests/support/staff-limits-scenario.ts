import type { Payload } from 'payload'
import { expect } from 'vitest'

import { AdjustmentsRepository } from '@/features/loyalty/server/adjustments-repository'
import { LedgerRepository } from '@/features/loyalty/server/ledger-repository'
import { readMachineRules } from '@/features/payments/server/machine-payments'

import { createCmsClient, createStaffAccount, type CmsAnswer } from './cms-api'

/**
 * Staff limits (ADR 0041) against a real database, shared by the SQLite (tests/int) and
 * PostgreSQL (tests/pg) suites: money settings are administrators' only, and member support's
 * points adjustments above the threshold of the loyalty rules wait for an administrator, whose
 * approval writes the ledger entry exactly once, whatever races.
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
  // The threshold as shipped, whatever an earlier run left in the database.
  await payload.updateGlobal({
    slug: 'loyalty-rules',
    data: { adjustmentApprovalThreshold: 10_000 },
  })
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

async function balanceOf(payload: Payload, memberId: number): Promise<number> {
  const accounts = await new LedgerRepository(payload).readAccounts([memberId])
  return accounts.get(memberId)?.rewardPoints ?? 0
}

async function adjustmentEntries(payload: Payload, memberId: number) {
  const found = await payload.find({
    collection: 'loyalty-entries',
    where: { member: { equals: memberId }, kind: { equals: 'adjustment' } },
    depth: 0,
    limit: 100,
  })
  return found.docs
}

const idOf = (value: unknown) =>
  typeof value === 'object' && value !== null ? (value as { id: number }).id : value

/** Member support's request, through /api/cms as the admin's drawer sends it. */
async function requestAdjustment(
  world: StaffLimitsWorld,
  memberId: number,
  rewardPoints: number,
  by: Staff = world.support,
): Promise<CmsAnswer> {
  return world.cms.rest('POST', 'loyalty-adjustments', by.headers, {
    member: memberId,
    rewardPoints,
    statusPoints: 0,
    reason: 'Geste commercial après réclamation',
  })
}

const decide = (
  world: StaffLimitsWorld,
  id: number | string,
  decision: 'approve' | 'reject',
  by: Staff,
  headers: Record<string, string> = {},
) =>
  world.cms.rest(
    'POST',
    `loyalty-adjustments/${id}/${decision}`,
    { ...by.headers, ...headers },
    {
      note: decision === 'reject' ? 'Montant non justifié' : undefined,
    },
  )

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

  // Loyalty rules, the approval threshold included: administrators only.
  for (const staff of [world.editor, world.support]) {
    const answer = await cms.rest('POST', 'globals/loyalty-rules', staff.headers, {
      adjustmentApprovalThreshold: 1_000_000,
    })
    expect(answer.status).toBe(403)
  }
  const refused = await cms.rest('POST', 'globals/loyalty-rules', world.admin.headers, {
    adjustmentApprovalThreshold: 2.5,
  })
  expect(refused.status).toBe(400)
  const rules = await payload.findGlobal({ slug: 'loyalty-rules' })
  expect(rules.adjustmentApprovalThreshold).toBe(10_000)
}

export async function checkLargeAdjustmentIsHeld(world: StaffLimitsWorld) {
  const { payload, cms } = world
  const memberId = await world.member()
  const answer = await requestAdjustment(world, memberId, 100_000)
  expect(answer.status).toBe(201)
  expect(answer.doc).toMatchObject({
    status: 'pending',
    requestedByName: 'Sam Support <' + world.support.email + '>',
    entry: null,
  })
  expect(idOf(answer.doc?.requestedBy)).toBe(world.support.id)
  expect(await adjustmentEntries(payload, memberId)).toEqual([])
  expect(await balanceOf(payload, memberId)).toBe(0)
  // A debit or status points as large are held too (the size is the larger amount, either sign).
  for (const points of [
    { rewardPoints: -50_000, statusPoints: 0 },
    { rewardPoints: 0, statusPoints: 20_000 },
  ]) {
    const held = await cms.rest('POST', 'loyalty-adjustments', world.support.headers, {
      member: memberId,
      ...points,
      reason: 'Correction',
    })
    expect(held.doc?.status).toBe('pending')
  }
  // Straight to the ledger: refused, to support as to anyone (only the server writes it).
  const direct = await cms.rest('POST', 'loyalty-entries', world.support.headers, {
    member: memberId,
    rewardPoints: 100_000,
    statusPoints: 0,
    reason: 'Contournement',
  })
  expect(direct.status).toBe(403)
  // A status or an author sent with the request is ignored.
  const forged = await cms.rest('POST', 'loyalty-adjustments', world.support.headers, {
    member: memberId,
    rewardPoints: 100_000,
    statusPoints: 0,
    reason: 'Contournement',
    status: 'applied',
    requestedBy: world.admin.id,
    decidedBy: world.admin.id,
  })
  expect(forged.doc).toMatchObject({ status: 'pending', decidedBy: null })
  expect(idOf(forged.doc?.requestedBy)).toBe(world.support.id)
  expect(await balanceOf(payload, memberId)).toBe(0)
  // Editors adjust nothing; support does not decide.
  expect((await requestAdjustment(world, memberId, 10, world.editor)).status).toBe(403)
  const bySupport = await decide(world, answer.doc!.id, 'approve', world.support)
  expect(bySupport.status).toBe(403)
  expect(bySupport.code).toBe('forbidden')
  expect(await balanceOf(payload, memberId)).toBe(0)
}

export async function checkApprovalWritesOneEntryNamingBoth(world: StaffLimitsWorld) {
  const { payload } = world
  const memberId = await world.member()
  const request = await requestAdjustment(world, memberId, 100_000)
  const approved = await decide(world, request.doc!.id, 'approve', world.admin)
  expect(approved.status).toBe(200)
  expect(approved.message).toBe('Ajustement approuvé : le mouvement de points est écrit.')
  const entries = await adjustmentEntries(payload, memberId)
  expect(entries).toHaveLength(1)
  expect(entries[0]).toMatchObject({
    rewardPoints: 100_000,
    reason: 'Geste commercial après réclamation',
    authorKind: 'staff',
    authorUser: world.support.id,
    approvedBy: world.admin.id,
  })
  expect(await balanceOf(payload, memberId)).toBe(100_000)
  const stored = await payload.findByID({
    collection: 'loyalty-adjustments',
    id: request.doc!.id,
    depth: 0,
  })
  expect(stored).toMatchObject({
    status: 'approved',
    requestedBy: world.support.id,
    requestedByName: `Sam Support <${world.support.email}>`,
    decidedBy: world.admin.id,
    decidedByName: `Alice Admin <${world.admin.email}>`,
    entry: entries[0]!.id,
  })
  expect(stored.decidedAt).toBeTruthy()
  // A second click changes nothing; the other decision is refused, in the admin's language.
  expect((await decide(world, request.doc!.id, 'approve', world.otherAdmin)).status).toBe(200)
  const reject = await decide(world, request.doc!.id, 'reject', world.admin, {
    'accept-language': 'en',
  })
  expect(reject).toMatchObject({
    status: 409,
    code: 'alreadyDecided',
    message: 'This adjustment was already decided by another administrator.',
  })
  expect(await adjustmentEntries(payload, memberId)).toHaveLength(1)
  expect(await balanceOf(payload, memberId)).toBe(100_000)
  expect(await new LedgerRepository(payload).listDrift()).toEqual([])
}

export async function checkParallelApprovalsWriteOnce(world: StaffLimitsWorld) {
  const { payload } = world
  const memberId = await world.member()
  const request = await requestAdjustment(world, memberId, 100_000)
  // Two administrators clicking at once, each twice.
  const answers = await Promise.all(
    [world.admin, world.otherAdmin, world.admin, world.otherAdmin].map((admin) =>
      decide(world, request.doc!.id, 'approve', admin),
    ),
  )
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200])
  const entries = await adjustmentEntries(payload, memberId)
  expect(entries).toHaveLength(1)
  expect(await balanceOf(payload, memberId)).toBe(100_000)
  const stored = await payload.findByID({
    collection: 'loyalty-adjustments',
    id: request.doc!.id,
    depth: 0,
  })
  expect([world.admin.id, world.otherAdmin.id]).toContain(stored.decidedBy)
  expect(entries[0]).toMatchObject({ approvedBy: stored.decidedBy, authorUser: world.support.id })
  expect(stored.entry).toBe(entries[0]!.id)

  // An approval racing a rejection: one of them stands, and the ledger agrees with it.
  const raced = await requestAdjustment(world, memberId, 30_000)
  const [approve, reject] = await Promise.all([
    decide(world, raced.doc!.id, 'approve', world.admin),
    decide(world, raced.doc!.id, 'reject', world.otherAdmin),
  ])
  expect([approve.status, reject.status].sort()).toEqual([200, 409])
  const outcome = await payload.findByID({
    collection: 'loyalty-adjustments',
    id: raced.doc!.id,
    depth: 0,
  })
  const approvedIt = outcome.status === 'approved'
  expect(approve.status === 200).toBe(approvedIt)
  expect(await balanceOf(payload, memberId)).toBe(approvedIt ? 130_000 : 100_000)
  expect(await adjustmentEntries(payload, memberId)).toHaveLength(approvedIt ? 2 : 1)
}

export async function checkApprovalCompletesAfterACrash(world: StaffLimitsWorld) {
  const { payload } = world
  const memberId = await world.member()
  const request = await requestAdjustment(world, memberId, 100_000)
  const id = Number(request.doc!.id)
  // The process stopped between the decision and the entry: approved, nothing written.
  await new AdjustmentsRepository(payload).decide(
    id,
    'approved',
    { id: world.otherAdmin.id, name: 'Arthur Admin' },
    null,
    Date.now(),
  )
  expect(await balanceOf(payload, memberId)).toBe(0)
  const again = await decide(world, id, 'approve', world.admin)
  expect(again.status).toBe(200)
  const entries = await adjustmentEntries(payload, memberId)
  expect(entries).toHaveLength(1)
  // The approver of record is the one whose decision landed.
  expect(entries[0]).toMatchObject({ approvedBy: world.otherAdmin.id })
  expect(await balanceOf(payload, memberId)).toBe(100_000)
}

export async function checkRejectionWritesNothing(world: StaffLimitsWorld) {
  const { payload } = world
  const memberId = await world.member()
  const request = await requestAdjustment(world, memberId, 100_000)
  const rejected = await decide(world, request.doc!.id, 'reject', world.admin, {
    'accept-language': 'en',
  })
  expect(rejected).toMatchObject({
    status: 200,
    message: 'Adjustment rejected: no points are written.',
  })
  const stored = await payload.findByID({
    collection: 'loyalty-adjustments',
    id: request.doc!.id,
    depth: 0,
  })
  expect(stored).toMatchObject({
    status: 'rejected',
    decidedBy: world.admin.id,
    decisionNote: 'Montant non justifié',
    entry: null,
  })
  const approve = await decide(world, request.doc!.id, 'approve', world.otherAdmin)
  expect(approve).toMatchObject({ status: 409, code: 'alreadyDecided' })
  expect(await adjustmentEntries(payload, memberId)).toEqual([])
  expect(await balanceOf(payload, memberId)).toBe(0)
  expect((await decide(world, 987_654_321, 'approve', world.admin)).status).toBe(404)
}

export async function checkSmallAdjustmentsStayImmediate(world: StaffLimitsWorld) {
  const { payload } = world
  const memberId = await world.member()
  for (const points of [500, 10_000, -300]) {
    const answer = await requestAdjustment(world, memberId, points)
    expect(answer.status).toBe(201)
    expect(answer.doc).toMatchObject({ status: 'applied', decidedBy: null })
    expect(idOf(answer.doc?.entry)).toEqual(expect.any(Number))
  }
  const entries = await adjustmentEntries(payload, memberId)
  expect(entries.map((entry) => entry.rewardPoints).sort((a, b) => a - b)).toEqual([
    -300, 500, 10_000,
  ])
  for (const entry of entries) {
    expect(entry).toMatchObject({ authorUser: world.support.id, approvedBy: null })
  }
  expect(await balanceOf(payload, memberId)).toBe(10_200)
  // Administrators adjust at once at any size.
  const byAdmin = await requestAdjustment(world, memberId, 100_000, world.admin)
  expect(byAdmin.doc?.status).toBe('applied')
  expect(await balanceOf(payload, memberId)).toBe(110_200)
  // A required reason and whole points, as before.
  const noReason = await world.cms.rest('POST', 'loyalty-adjustments', world.support.headers, {
    member: memberId,
    rewardPoints: 10,
    statusPoints: 0,
    reason: '   ',
  })
  expect(noReason.status).toBe(400)
  expect(await balanceOf(payload, memberId)).toBe(110_200)
}

export async function checkThresholdAndOwnRequests(world: StaffLimitsWorld) {
  const { payload, cms } = world
  const memberId = await world.member()
  // An administrator lowers the threshold: it applies to the next adjustment at once.
  const lowered = await cms.rest('POST', 'globals/loyalty-rules', world.admin.headers, {
    adjustmentApprovalThreshold: 50,
  })
  expect(lowered.status).toBe(200)
  try {
    expect((await requestAdjustment(world, memberId, 100)).doc?.status).toBe('pending')
    expect((await requestAdjustment(world, memberId, 50)).doc?.status).toBe('applied')
  } finally {
    await payload.updateGlobal({
      slug: 'loyalty-rules',
      data: { adjustmentApprovalThreshold: 10_000 },
    })
  }
  // Nobody decides on their own request, even after becoming an administrator.
  const promoted = await createStaffAccount(payload, `${unique('promoted')}@staff.example`, [
    'support',
  ])
  const own = await requestAdjustment(world, memberId, 100_000, promoted)
  expect(own.doc?.status).toBe('pending')
  await payload.update({ collection: 'users', id: promoted.id, data: { roles: ['admin'] } })
  const relogged = await payload.login({
    collection: 'users',
    data: { email: promoted.email, password: 'Staff-Password-2026!' },
  })
  const answer = await world.cms.rest(
    'POST',
    `loyalty-adjustments/${own.doc!.id}/approve`,
    { authorization: `JWT ${relogged.token}` },
    {},
  )
  expect(answer).toMatchObject({ status: 403, code: 'ownRequest' })
  expect(await balanceOf(payload, memberId)).toBe(50)
}
