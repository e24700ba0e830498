import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { sqliteDemoTemplate, sqliteTemplate } from '../support/db-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite file each integration test file copies (tests/int/support/payload.ts). */
    sqliteTemplate: string
    /** Where this run's demo template is made when a file first asks (tests/support/db-templates.ts). */
    demoTemplate: string
  }
}

/** Migrates the SQLite template once per change of the migrations (ADR 0045). */
export default async function setup(project: TestProject) {
  const migrated = await sqliteTemplate()
  project.provide('sqliteTemplate', migrated)
  // This run's demo template, made by the first file that asks for it, removed after the run.
  const run = mkdtempSync(path.join(tmpdir(), 'atout-demo-'))
  const demo = path.join(run, 'demo')
  project.provide('demoTemplate', demo)
  // `npm test` runs every file, seven of which start from the demo: it is seeded from here, beside
  // the unit tests (which run first), instead of when the first of those files asks, with both
  // workers waiting for it (~60 s). A run of chosen files seeds it only if one of them asks.
  const early =
    process.env.ATOUT_DEMO_TEMPLATE_EARLY === '1'
      ? sqliteDemoTemplate(demo, migrated).then(
          () => undefined,
          // Written to demo.failed, which the files that ask report.
          () => undefined,
        )
      : undefined
  return async () => {
    await early
    rmSync(run, { recursive: true, force: true })
  }
}
