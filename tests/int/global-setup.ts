import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import type { TestProject } from 'vitest/node'

import { sqliteTemplate } from '../support/db-templates'

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
  project.provide('sqliteTemplate', await sqliteTemplate())
  // This run's demo template, made by the first file that asks for it, removed after the run.
  const run = mkdtempSync(path.join(tmpdir(), 'atout-demo-'))
  project.provide('demoTemplate', path.join(run, 'demo'))
  return () => rmSync(run, { recursive: true, force: true })
}
