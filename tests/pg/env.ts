import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { inject } from 'vitest'

import { withClient, withDatabase } from '../support/db-templates'
import { startFileAfresh } from '../support/fresh-file'

await startFileAfresh()

/**
 * Each PostgreSQL test file gets a fresh data folder (media, keys) before any of its imports reads
 * the configuration: uploads never land in the developer's data/ (where earlier runs' files made
 * Payload rename the seed's pictures and the seed find them missing).
 */
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'atout-pg-'))
process.env.LOG_LEVEL ??= 'warn'

/**
 * …and its own database, a copy of the template tests/pg/global-setup.ts migrated once
 * (ADR 0045): files never see each other's rows, so they may run in any order, two at a time.
 */
const serverUrl = inject('postgresServerUrl')
const database = `${inject('postgresRunPrefix')}${randomBytes(4).toString('hex')}`
await withClient(serverUrl, (client) =>
  client.query(`create database ${database} template ${inject('postgresTemplate')}`),
)
process.env.DATABASE_URL = withDatabase(serverUrl, database)
