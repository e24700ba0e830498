import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import type { User } from '@/payload-types'

import { demoStaff, seedDemoStaff } from '@/demo/staff'

import { createTestPayload, type TestPayload } from './support/payload'

/**
 * Staff roles through Payload's access control (what the admin and /api/cms apply): editors edit
 * the site and never see member data; member support sees members and does not edit the site.
 */
let ctx: TestPayload
const staff: Record<'admin' | 'editor' | 'support', User> = {} as never

const memberData: CollectionSlug[] = [
  'members',
  'member-sessions',
  'auth-attempts',
  'card-holders',
  'outbox',
  'quote-requests',
  'contact-requests',
  'newsletter-subscriptions',
  'loyalty-accounts',
  'loyalty-entries',
  'loyalty-adjustments',
  'loyalty-period-points',
  'reward-vouchers',
  'sponsorship-invitations',
  'table-bookings',
  'room-bookings',
  'payments',
  'payment-events',
  'tournament-registrations',
  'tournament-waitlist',
  'payment-caps',
  'machine-spend-counters',
  'casino-credits',
]
const content: CollectionSlug[] = ['pages', 'shows', 'casinos', 'restaurants', 'media', 'redirects']

async function signIn(payload: Payload, role: keyof typeof staff) {
  const created = await payload.create({
    collection: 'users',
    data: { email: `${role}@staff.example`, password: 'Staff-Password-2026!', roles: [role] },
  })
  // Access functions read the user as the admin session carries it.
  return { ...created, collection: 'users' } as User
}

beforeAll(async () => {
  ctx = await createTestPayload()
  for (const role of ['admin', 'editor', 'support'] as const) {
    staff[role] = await signIn(ctx.payload, role)
  }
  await ctx.payload.create({
    collection: 'members',
    data: {
      email: 'member@example.com',
      firstname: 'Léa',
      lastname: 'Roux',
      state: 'Active',
      cardNumber: '5000000999',
    },
  })
  await ctx.payload.create({
    collection: 'outbox',
    data: { to: 'member@example.com', subject: 'Bienvenue', status: 'kept' },
  })
})
afterAll(async () => {
  await ctx?.cleanup()
})

async function canRead(collection: CollectionSlug, user: User): Promise<boolean> {
  try {
    await ctx.payload.find({ collection, user, overrideAccess: false, limit: 1, depth: 0 })
    return true
  } catch (error) {
    if ((error as { status?: number }).status === 403) return false
    throw error
  }
}

describe('staff roles', () => {
  test.each(memberData)(
    '%s: administrators and member support read it, editors do not',
    async (collection) => {
      expect(await canRead(collection, staff.admin)).toBe(true)
      expect(await canRead(collection, staff.support)).toBe(true)
      expect(await canRead(collection, staff.editor)).toBe(false)
    },
  )

  test.each(content)('%s: every staff role reads it', async (collection) => {
    for (const user of Object.values(staff)) expect(await canRead(collection, user)).toBe(true)
  })

  test('an editor edits a page but cannot touch a member', async () => {
    const page = await ctx.payload.create({
      collection: 'pages',
      data: { title: 'Essai', slug: 'essai', _status: 'draft' },
      user: staff.editor,
      overrideAccess: false,
    })
    expect(page.id).toBeTruthy()
    await expect(
      ctx.payload.create({
        collection: 'members',
        data: { email: 'x@example.com', firstname: 'X', lastname: 'Y', state: 'Active' },
        user: staff.editor,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  test('member support updates a member but cannot edit the site', async () => {
    const members = await ctx.payload.find({ collection: 'members', limit: 1 })
    const updated = await ctx.payload.update({
      collection: 'members',
      id: members.docs[0]!.id,
      data: { phone: '+33612345678' },
      user: staff.support,
      overrideAccess: false,
    })
    expect(updated.phone).toBe('+33612345678')
    await expect(
      ctx.payload.create({
        collection: 'pages',
        data: { title: 'Non', slug: 'non', _status: 'draft' },
        user: staff.support,
        overrideAccess: false,
      }),
    ).rejects.toMatchObject({ status: 403 })
  })

  test('only administrators manage staff accounts and background jobs', async () => {
    expect(await canRead('payload-jobs', staff.admin)).toBe(true)
    expect(await canRead('payload-jobs', staff.editor)).toBe(false)
    expect(await canRead('payload-jobs', staff.support)).toBe(false)
    const others = await ctx.payload.find({
      collection: 'users',
      user: staff.editor,
      overrideAccess: false,
    })
    expect(others.docs.map((user) => user.email)).toEqual(['editor@staff.example'])
    await expect(
      ctx.payload.update({
        collection: 'users',
        id: staff.editor.id,
        data: { roles: ['admin'] },
        user: staff.editor,
        overrideAccess: false,
      }),
    ).resolves.toMatchObject({ roles: ['editor'] })
  })

  test('the demo seed adds one editor and one member-support account, once', async () => {
    expect(await seedDemoStaff(ctx.payload)).toEqual({ created: 2 })
    expect(await seedDemoStaff(ctx.payload)).toEqual({ created: 0 })
    for (const account of demoStaff) {
      const found = await ctx.payload.find({
        collection: 'users',
        where: { email: { equals: account.email } },
      })
      expect(found.docs[0]?.roles).toEqual(account.roles)
    }
  })
})
