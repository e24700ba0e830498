import type { TestProject } from 'vitest/node'

import { sqliteTemplate } from '../support/db-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated SQLite file each integration test file copies (tests/int/support/payload.ts). */
    sqliteTemplate: string
  }
}

/** Migrates the SQLite template once per change of the migrations (ADR 0045). */
export default async function setup(project: TestProject) {
  project.provide('sqliteTemplate', await sqliteTemplate())
}
