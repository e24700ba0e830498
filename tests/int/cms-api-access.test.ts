import configPromise from '@payload-config'
import type { CollectionSlug, Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { signAccessToken } from '@/features/identity/server/tokens'
import { getEnv } from '@/platform/config/env'

import {
  createCmsClient,
  createStaffAccount,
  type CmsAnswer,
  type CmsDoc,
  type CmsMethod,
} from '../support/cms-api'
import { createTestPayload, type TestPayload } from './support/payload'

/**
 * What each caller reads and writes through /api/cms (Payload's REST and GraphQL), for every
 * collection and global of the configuration (ADR 0041): visitors and members only what the site
 * shows them (published documents, members' pages to members), never member data, drafts or
 * versions; each staff role what ADR 0018 gives it. A collection or global added to the config
 * without a policy below fails the first test.
 */

const config = await configPromise

const callers = ['anonymous', 'member', 'vipMember', 'editor', 'support', 'admin'] as const
type Caller = (typeof callers)[number]
const nonStaff: readonly Caller[] = ['anonymous', 'member', 'vipMember']
const isStaffCaller = (caller: Caller) => !nonStaff.includes(caller)

/**
 * - public: everyone reads every document (no drafts in these collections);
 * - published: everyone reads published documents; staff read drafts and versions too;
 * - pages: published, and members' pages to the members they are for (tested below);
 * - staff / memberSupport / admin: those staff roles only (memberSupport: admin and support);
 * - own: each staff account its own documents;
 * - closed: nobody through the API;
 * - notServed: Payload serves no REST or GraphQL for it at all (501).
 */
type Policy =
  | 'public'
  | 'published'
  | 'pages'
  | 'staff'
  | 'memberSupport'
  | 'admin'
  | 'own'
  | 'closed'
  | 'notServed'

const readersOf: Record<Policy, readonly Caller[]> = {
  public: callers,
  published: callers,
  pages: callers,
  staff: ['editor', 'support', 'admin'],
  memberSupport: ['support', 'admin'],
  admin: ['admin'],
  own: ['editor', 'support', 'admin'],
  closed: [],
  notServed: [],
}

const collectionPolicies: Record<string, Policy> = {
  pages: 'pages',
  media: 'public',
  redirects: 'staff',
  casinos: 'published',
  shows: 'published',
  restaurants: 'published',
  hotels: 'published',
  rooms: 'public',
  'hotel-offers': 'published',
  tournaments: 'published',
  'game-tables': 'public',
  'seminar-offers': 'published',
  'quote-requests': 'memberSupport',
  'contact-requests': 'memberSupport',
  'newsletter-subscriptions': 'memberSupport',
  jackpots: 'public',
  'table-booking-settings': 'staff',
  'room-booking-settings': 'staff',
  'table-bookings': 'memberSupport',
  'room-bookings': 'memberSupport',
  'table-slot-counters': 'staff',
  'room-night-counters': 'staff',
  documents: 'public',
  headers: 'published',
  footers: 'published',
  banners: 'published',
  members: 'memberSupport',
  'member-sessions': 'memberSupport',
  'member-tokens': 'memberSupport',
  'auth-attempts': 'memberSupport',
  'card-holders': 'memberSupport',
  'loyalty-entries': 'memberSupport',
  'loyalty-adjustments': 'memberSupport',
  'loyalty-accounts': 'memberSupport',
  'loyalty-period-points': 'memberSupport',
  'hotel-memberships': 'memberSupport',
  'hotel-stays': 'memberSupport',
  'hotel-card-renewals': 'memberSupport',
  'hotel-spouse-links': 'memberSupport',
  'integration-clients': 'admin',
  'integration-errors': 'memberSupport',
  'consent-records': 'memberSupport',
  'data-exports': 'memberSupport',
  'erasure-requests': 'memberSupport',
  'wallet-registrations': 'memberSupport',
  rewards: 'staff',
  'reward-vouchers': 'memberSupport',
  'sponsorship-invitations': 'memberSupport',
  'member-offers': 'staff',
  payments: 'memberSupport',
  'payment-events': 'memberSupport',
  'tournament-registrations': 'memberSupport',
  'tournament-waitlist': 'memberSupport',
  'tournament-seat-counters': 'staff',
  'machine-spend-counters': 'memberSupport',
  'payment-caps': 'memberSupport',
  'casino-credits': 'memberSupport',
  outbox: 'memberSupport',
  users: 'own',
  'payload-kv': 'closed',
  'payload-jobs': 'admin',
  'payload-locked-documents': 'staff',
  'payload-preferences': 'own',
  'payload-migrations': 'notServed',
}

const globalPolicies: Record<string, Policy> = {
  'site-settings': 'public',
  'loyalty-rules': 'memberSupport',
  'hotel-programme-rules': 'memberSupport',
  'newsletter-settings': 'staff',
  'machine-payment-settings': 'staff',
  'payload-jobs-stats': 'admin',
}

const collectionSlugs = config.collections.map((collection) => collection.slug)
const globalSlugs = config.globals.map((global) => global.slug)
const hasDrafts = (slug: string) => {
  const versions = config.collections.find((collection) => collection.slug === slug)?.versions
  return Boolean(versions && versions.drafts)
}
const hasVersions = (slug: string) =>
  Boolean(config.collections.find((collection) => collection.slug === slug)?.versions)

type Doc = CmsDoc
type Answer = CmsAnswer

let ctx: TestPayload
let payload: Payload
const headers = {} as Record<Caller, Record<string, string>>
/** A draft (never published) of each collection with drafts, created before the tests. */
const drafts = new Map<string, number | string>()
const pages = {} as Record<
  'public' | 'member' | 'withTerms' | 'vipIndex' | 'vipChild' | 'draft' | 'withNewerDraft',
  number
>

const cms = createCmsClient(config)

/** A call to /api/cms/<path> as the caller's browser makes it. */
const rest = (
  method: CmsMethod,
  path: string,
  caller: Caller | Record<string, string>,
  body?: unknown,
) => cms.rest(method, path, typeof caller === 'string' ? headers[caller] : caller, body)

const graphql = (query: string, caller: Caller) => cms.graphql(query, headers[caller])

/** Refused, or (Payload's preferences endpoint, for a caller with no account) nothing found. */
const isRefused = (answer: Answer) =>
  [401, 403].includes(answer.status) ||
  (answer.status === 200 && answer.doc === null && answer.docs.length === 0)

const ids = (docs: Doc[]) => docs.map((doc) => Number(doc.id)).sort((a, b) => a - b)

async function createMember(email: string, acceptedTerms: boolean, emailVerified = true) {
  const member = await payload.create({
    collection: 'members',
    data: {
      email,
      firstname: 'Léa',
      lastname: 'Roux',
      state: 'Active',
      emailVerified,
      consents: acceptedTerms
        ? { acceptCgu: true, termsVersion: getEnv().TERMS_VERSION }
        : { acceptCgu: false },
    },
  })
  const token = await signAccessToken({ memberId: member.id, sessionFamily: `family-${email}` })
  return { cookie: `access_token=${token}` }
}

async function signInStaff(role: 'admin' | 'editor' | 'support') {
  return (await createStaffAccount(payload, `${role}@staff.example`, [role])).headers
}

async function createPage(
  data: { title: string; slug: string; access?: 'public' | 'member' | 'memberWithTerms' },
  options: { parent?: number; published?: boolean } = {},
) {
  const page = await payload.create({
    collection: 'pages',
    locale: 'fr',
    draft: options.published === false,
    data: {
      ...data,
      parent: options.parent,
      _status: options.published === false ? 'draft' : 'published',
    },
  })
  return page.id
}

beforeAll(async () => {
  ctx = await createTestPayload()
  payload = ctx.payload
  // Payload logs each refused call at 'info': hundreds of lines that say what the assertions do.
  payload.logger.level = 'warn'
  headers.anonymous = {}
  headers.member = await createMember('member@example.com', false)
  headers.vipMember = await createMember('vip@example.com', true)
  headers.editor = await signInStaff('editor')
  headers.support = await signInStaff('support')
  headers.admin = await signInStaff('admin')

  pages.public = await createPage({ title: 'Accueil public', slug: 'accueil-public' })
  pages.member = await createPage({ title: 'Mes offres', slug: 'mes-offres', access: 'member' })
  pages.withTerms = await createPage({
    title: 'Salon privé',
    slug: 'salon-prive',
    access: 'memberWithTerms',
  })
  pages.vipIndex = await createPage({ title: 'Le Carré VIP', slug: 'le-carre-vip' })
  // Marked public, yet a page of the VIP club: the site opens it to members with the terms only.
  pages.vipChild = await createPage(
    { title: 'Soirées privées', slug: 'soirees-privees' },
    { parent: pages.vipIndex },
  )
  pages.draft = await createPage(
    { title: 'Brouillon jamais publié', slug: 'brouillon' },
    { published: false },
  )
  pages.withNewerDraft = await createPage({ title: 'Version publiée', slug: 'version' })
  await payload.update({
    collection: 'pages',
    id: pages.withNewerDraft,
    locale: 'fr',
    draft: true,
    data: { title: 'Version en préparation', _status: 'draft' },
  })
  drafts.set('pages', pages.draft)

  // Every other collection with drafts gets one unpublished document (drafts skip validation).
  for (const slug of collectionSlugs.filter((slug) => hasDrafts(slug) && slug !== 'pages')) {
    const doc = await payload.create({
      collection: slug as CollectionSlug,
      draft: true,
      data: { _status: 'draft' } as never,
    })
    drafts.set(slug, doc.id)
  }
})
afterAll(async () => {
  await ctx?.cleanup()
})

/** Which of the pages above each caller reads: what the site would show them. */
const visible: Record<Caller, (keyof typeof pages)[]> = {
  anonymous: ['public', 'vipIndex', 'withNewerDraft'],
  member: ['public', 'vipIndex', 'withNewerDraft', 'member'],
  vipMember: ['public', 'vipIndex', 'withNewerDraft', 'member', 'withTerms', 'vipChild'],
  editor: ['public', 'vipIndex', 'withNewerDraft', 'member', 'withTerms', 'vipChild', 'draft'],
  support: ['public', 'vipIndex', 'withNewerDraft', 'member', 'withTerms', 'vipChild', 'draft'],
  admin: ['public', 'vipIndex', 'withNewerDraft', 'member', 'withTerms', 'vipChild', 'draft'],
}
const expected = (caller: Caller) => visible[caller].map((key) => pages[key]).sort((a, b) => a - b)

describe('every collection and global has a policy', () => {
  test('the policies above name exactly the configuration’s collections and globals', () => {
    expect(Object.keys(collectionPolicies).sort()).toEqual([...collectionSlugs].sort())
    expect(Object.keys(globalPolicies).sort()).toEqual([...globalSlugs].sort())
  })

  test('collections public to all have no drafts; those with drafts are never simply public', () => {
    for (const slug of collectionSlugs) {
      if (collectionPolicies[slug] === 'public') expect(hasDrafts(slug), slug).toBe(false)
      if (hasDrafts(slug)) expect(['published', 'pages']).toContain(collectionPolicies[slug])
    }
  })
})

describe('REST, collection by collection', () => {
  test.each(collectionSlugs)('%s: who lists it, and no draft for visitors', async (slug) => {
    const policy = collectionPolicies[slug]!
    const refusal = policy === 'notServed' ? 501 : 403
    for (const caller of callers) {
      const readable = readersOf[policy].includes(caller)
      const list = await rest('GET', `${slug}?limit=200&depth=0`, caller)
      expect([slug, caller, list.status]).toEqual([slug, caller, readable ? 200 : refusal])
      const withDrafts = await rest('GET', `${slug}?limit=200&depth=0&draft=true`, caller)
      expect([slug, caller, withDrafts.status]).toEqual([slug, caller, readable ? 200 : refusal])
      if (!readable) {
        const byId = await rest('GET', `${slug}/1?depth=0`, caller)
        const refused = policy === 'notServed' ? byId.status === 501 : isRefused(byId)
        expect([slug, caller, refused]).toEqual([slug, caller, true])
        continue
      }
      const draftId = drafts.get(slug)
      if (draftId === undefined) continue
      if (isStaffCaller(caller)) {
        expect(ids(withDrafts.docs), `${slug} drafts for ${caller}`).toContain(Number(draftId))
        continue
      }
      for (const answer of [list, withDrafts]) {
        expect(answer.docs.map((doc) => doc._status ?? 'published')).not.toContain('draft')
        expect(ids(answer.docs)).not.toContain(Number(draftId))
      }
      const draftById = await rest('GET', `${slug}/${draftId}?depth=0&draft=true`, caller)
      expect([slug, caller, draftById.status]).toEqual([slug, caller, 404])
    }
  })

  test.each(collectionSlugs.filter(hasVersions))(
    '%s: versions are for staff only',
    async (slug) => {
      for (const caller of callers) {
        const versions = await rest('GET', `${slug}/versions?depth=0`, caller)
        expect([slug, caller, versions.status]).toEqual([
          slug,
          caller,
          isStaffCaller(caller) ? 200 : 403,
        ])
      }
    },
  )

  test.each(collectionSlugs)('%s: visitors and members write nothing', async (slug) => {
    const refusal = collectionPolicies[slug] === 'notServed' ? [501] : [401, 403]
    for (const caller of nonStaff) {
      const created = await rest('POST', slug, caller, {})
      expect([slug, caller, refusal.includes(created.status)]).toEqual([slug, caller, true])
      for (const method of ['PATCH', 'DELETE'] as const) {
        const id = drafts.get(slug) ?? 1
        const answer = await rest(
          method,
          `${slug}/${id}`,
          caller,
          method === 'PATCH' ? {} : undefined,
        )
        expect([slug, caller, method, refusal.includes(answer.status)]).toEqual([
          slug,
          caller,
          method,
          true,
        ])
      }
    }
  })
})

describe('REST, global by global', () => {
  test.each(globalSlugs)('%s: who reads it; visitors and members never write it', async (slug) => {
    const policy = globalPolicies[slug]!
    for (const caller of callers) {
      const read = await rest('GET', `globals/${slug}?depth=0`, caller)
      const readable = readersOf[policy].includes(caller)
      expect([slug, caller, read.status]).toEqual([slug, caller, readable ? 200 : 403])
    }
    for (const caller of nonStaff) {
      const written = await rest('POST', `globals/${slug}`, caller, {})
      expect([slug, caller, written.status]).toEqual([slug, caller, 403])
    }
  })
})

describe('pages: members’ pages to members only, drafts and versions to staff only', () => {
  test.each(callers)('%s: the list, by id and by a where on access', async (caller) => {
    expect(ids((await rest('GET', 'pages?limit=100&depth=0', caller)).docs)).toEqual(
      expected(caller),
    )
    for (const key of Object.keys(pages) as (keyof typeof pages)[]) {
      const byId = await rest('GET', `pages/${pages[key]}?depth=0`, caller)
      expect([key, byId.status]).toEqual([key, visible[caller].includes(key) ? 200 : 404])
    }
    const forMembers = await rest('GET', 'pages?where[access][equals]=member&depth=0', caller)
    expect(ids(forMembers.docs)).toEqual(visible[caller].includes('member') ? [pages.member] : [])
    const unpublished = await rest('GET', 'pages?where[_status][equals]=draft&depth=0', caller)
    expect(ids(unpublished.docs)).toEqual(isStaffCaller(caller) ? [pages.draft] : [])
  })

  test.each(nonStaff)(
    '%s: ?draft=true shows no draft, never a newer draft’s text',
    async (caller) => {
      const list = await rest('GET', 'pages?limit=100&depth=0&draft=true&locale=fr', caller)
      expect(list.docs.map((doc) => doc.title)).not.toContain('Version en préparation')
      expect(ids(list.docs)).not.toContain(pages.draft)
      const page = await rest('GET', `pages/${pages.withNewerDraft}?draft=true&locale=fr`, caller)
      expect(page.doc?.title).toBe('Version publiée')
      const versions = await rest(
        'GET',
        `pages/versions?where[parent][equals]=${pages.withNewerDraft}`,
        caller,
      )
      expect(versions.status).toBe(403)
    },
  )

  test('a member awaiting e-mail activation, or a forged cookie, reads what a visitor reads', async () => {
    const awaiting = await createMember('awaiting@example.com', true, false)
    const vipToken = headers.vipMember.cookie!.replace('access_token=', '')
    const [header, claims] = vipToken.split('.')
    const forged = { cookie: `access_token=${header}.${claims}.${'A'.repeat(86)}` }
    for (const who of [awaiting, forged]) {
      const list = await rest('GET', 'pages?limit=100&depth=0', who)
      expect(ids(list.docs)).toEqual(expected('anonymous'))
    }
  })

  test('staff see the newer draft with ?draft=true', async () => {
    const page = await rest('GET', `pages/${pages.withNewerDraft}?draft=true&locale=fr`, 'editor')
    expect(page.doc?.title).toBe('Version en préparation')
  })
})

describe('GraphQL', () => {
  const pluralName = (slug: string) => {
    const graphQL = config.collections.find((collection) => collection.slug === slug)?.graphQL
    return graphQL ? graphQL.pluralName : null
  }
  const globalName = (slug: string) => {
    const graphQL = config.globals.find((global) => global.slug === slug)?.graphQL
    return graphQL ? graphQL.name : null
  }

  test.each(callers)('%s: Pages as on REST, drafts and versions refused', async (caller) => {
    const all = await graphql('{ Pages(limit: 100) { docs { id title } } }', caller)
    expect(ids((all.data?.Pages as { docs: Doc[] } | undefined)?.docs ?? [])).toEqual(
      expected(caller),
    )
    const draft = await graphql(`{ Page(id: ${pages.draft}) { id title } }`, caller)
    expect(draft.data?.Page ?? null).toEqual(
      isStaffCaller(caller) ? { id: pages.draft, title: 'Brouillon jamais publié' } : null,
    )
    const forMembers = await graphql(
      '{ Pages(where: { access: { equals: member } }) { docs { id } } }',
      caller,
    )
    const memberDocs = (forMembers.data?.Pages as { docs: Doc[] } | undefined)?.docs ?? []
    expect(ids(memberDocs)).toEqual(visible[caller].includes('member') ? [pages.member] : [])
    const withDrafts = await graphql(
      '{ Pages(draft: true, limit: 100, locale: fr) { docs { id title } } }',
      caller,
    )
    const draftDocs = (withDrafts.data?.Pages as { docs: Doc[] } | undefined)?.docs ?? []
    if (isStaffCaller(caller)) {
      expect(draftDocs.map((doc) => doc.title)).toContain('Version en préparation')
    } else {
      expect(draftDocs.map((doc) => doc.title)).not.toContain('Version en préparation')
      expect(ids(draftDocs)).not.toContain(pages.draft)
    }
    const versions = await graphql('{ versionsPages { docs { id } } }', caller)
    expect(versions.errors.length > 0).toBe(!isStaffCaller(caller))
  })

  test.each(collectionSlugs.filter((slug) => pluralName(slug) !== null))(
    '%s: readable by the same callers as on REST',
    async (slug) => {
      const readers = readersOf[collectionPolicies[slug]!]
      for (const caller of callers) {
        const answer = await graphql(
          `{ list: ${pluralName(slug)}(limit: 1) { totalDocs } }`,
          caller,
        )
        expect([slug, caller, answer.errors.length === 0]).toEqual([
          slug,
          caller,
          readers.includes(caller),
        ])
      }
    },
  )

  test.each(globalSlugs.filter((slug) => globalName(slug) !== null))(
    'global %s: readable by the same callers as on REST',
    async (slug) => {
      const readers = readersOf[globalPolicies[slug]!]
      for (const caller of callers) {
        const answer = await graphql(`{ global: ${globalName(slug)} { updatedAt } }`, caller)
        expect([slug, caller, answer.errors.length === 0]).toEqual([
          slug,
          caller,
          readers.includes(caller),
        ])
      }
    },
  )
})
