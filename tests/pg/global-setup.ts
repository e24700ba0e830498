import { randomBytes } from 'node:crypto'

import type { TestProject } from 'vitest/node'

import { databaseName, postgresTemplate, withClient } from '../support/db-templates'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The migrated template database each PostgreSQL test file copies (tests/pg/env.ts). */
    postgresTemplate: string
    /** DATABASE_URL as given to the run: the server where each file creates its database. */
    postgresServerUrl: string
    /** The prefix of this run's databases, dropped when the run ends. */
    postgresRunPrefix: string
  }
}

/**
 * Migrates a template database once per change of the migrations, next to DATABASE_URL's
 * database (ADR 0045); each test file gets `CREATE DATABASE … TEMPLATE` of it (tests/pg/env.ts),
 * and the run drops its databases at the end.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL ?? ''
  if (!/^postgres(ql)?:\/\//.test(url)) {
    throw new Error(
      'npm run test:postgres needs DATABASE_URL=postgres://user:password@host/db, a database whose owner may create databases (CREATEDB)',
    )
  }
  const prefix = `${databaseName(url)}_run_${randomBytes(4).toString('hex')}_`
  project.provide('postgresTemplate', await postgresTemplate(url))
  project.provide('postgresRunPrefix', prefix)
  project.provide('postgresServerUrl', url)
  return async () => {
    await withClient(url, async (client) => {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [prefix],
      )
      for (const { datname } of rows) await client.query(`drop database ${datname} with (force)`)
    })
  }
}
