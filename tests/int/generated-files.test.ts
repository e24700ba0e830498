import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import config from '@payload-config'
import { generateImportMap } from 'payload'
import { generateTypes } from 'payload/node'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { schemaChangesWithoutMigration } from '../support/schema-drift'
import { createTestPayload, type TestPayload } from './support/payload'

/**
 * The two files Payload generates from the config are committed: the types every area compiles
 * against and the admin's import map of custom components. A change to a collection, a field or an
 * admin component without regenerating them (`npm run generate:types`, `npm run
 * generate:importmap`) fails here, in CI, instead of in the admin or at run time. So does a
 * schema change without its migration (`npm run migrate:create`; PostgreSQL: tests/pg).
 */
const srcDir = path.resolve(import.meta.dirname, '../../src')

let ctx: TestPayload
beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  await ctx?.cleanup()
})

describe('generated files are up to date', () => {
  test('the SQLite migrations build the configured schema', async () => {
    expect(
      await schemaChangesWithoutMigration(ctx.payload),
      'a schema change has no migration: run npm run migrate:create -- <name>',
    ).toEqual([])
  })

  test('src/payload-types.ts', async () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'atout-types-'))
    const outputFile = path.join(folder, 'payload-types.ts')
    const previous = process.env.PAYLOAD_TS_OUTPUT_PATH
    process.env.PAYLOAD_TS_OUTPUT_PATH = outputFile
    try {
      await generateTypes(await config, { log: false })
      expect(
        readFileSync(outputFile, 'utf8') ===
          readFileSync(path.join(srcDir, 'payload-types.ts'), 'utf8'),
        'src/payload-types.ts is out of date: run npm run generate:types',
      ).toBe(true)
    } finally {
      if (previous === undefined) delete process.env.PAYLOAD_TS_OUTPUT_PATH
      else process.env.PAYLOAD_TS_OUTPUT_PATH = previous
      rmSync(folder, { recursive: true, force: true })
    }
  }, 60_000)

  test('the admin import map', async () => {
    const sanitized = await config
    const committed = sanitized.admin.importMap.importMapFile!
    // Beside the committed one, so that the relative import paths come out the same.
    const candidate = path.join(path.dirname(committed), `.importMap.check-${process.pid}.js`)
    try {
      await generateImportMap(
        {
          ...sanitized,
          admin: {
            ...sanitized.admin,
            importMap: { ...sanitized.admin.importMap, importMapFile: candidate },
          },
        },
        { force: true, log: false },
      )
      expect(
        readFileSync(candidate, 'utf8') === readFileSync(committed, 'utf8'),
        'the admin import map is out of date: run npm run generate:importmap',
      ).toBe(true)
    } finally {
      rmSync(candidate, { force: true })
    }
  }, 60_000)
})
