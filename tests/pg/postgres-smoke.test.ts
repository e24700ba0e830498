import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Payload } from 'payload'

import { ContentRepository } from '@/features/content/server/content-repository'
import { seedDemoContent } from '@/demo/content'

import { checkInitReadMatchesPayload } from '../support/members-init-scenario'
import { schemaChangesWithoutMigration } from '../support/schema-drift'

import { createPostgresPayload } from './support'

/**
 * The same migrations and content on PostgreSQL: the path past one machine must not rot.
 * Needs DATABASE_URL=postgres://… pointing at an empty database (.ci/run creates one).
 */
let payload: Payload

beforeAll(async () => {
  payload = await createPostgresPayload()
})

afterAll(async () => {
  await payload?.destroy()
})

describe('PostgreSQL smoke', () => {
  test('migrations apply and are recorded', async () => {
    const migrations = await payload.find({ collection: 'payload-migrations', limit: 50 })
    expect(migrations.totalDocs).toBeGreaterThan(0)
  })

  test('the PostgreSQL migrations build the configured schema (enums of options and jobs included)', async () => {
    expect(
      await schemaChangesWithoutMigration(payload),
      'a schema change has no migration: run npm run migrate:create -- <name>',
    ).toEqual([])
  })

  test('the demo content seeds, then reads back in both languages', async () => {
    // Other files of this suite share the database and may have seeded part of it: seeding is
    // idempotent, so it always runs here and fills in what they left out.
    await seedDemoContent(payload)
    const repo = new ContentRepository(payload)
    const settings = await repo.getSiteSettings('fr')
    expect(settings.homePageId).not.toBeNull()
    const casinos = await repo.findPageByPath('fr', '/nos-casinos')
    expect(casinos?.title).toBeTruthy()
    const english = await repo.findPageByPath('en', '/our-casinos')
    expect(english?.id).toBe(casinos?.id)
    const translation = await repo.findTranslationByPath('en', '/nos-casinos')
    expect(translation?.paths.en).toBe('/our-casinos')
    expect((await repo.listSitemapPages()).length).toBeGreaterThanOrEqual(15)
    // Every demo page with its blocks on PostgreSQL: over a minute on a busy two-core machine.
  }, 240_000)

  test('a second seed run creates nothing', async () => {
    const report = await seedDemoContent(payload)
    expect(report.created).toBe(0)
  })

  test('the init read (plain SQL) gives the same member as Payload', async () => {
    await checkInitReadMatchesPayload(payload)
  })
})
