#!/usr/bin/env node
// `npm run migrate:create -- <name>`: after changing collections, writes the migration for both
// engines (SQLite and PostgreSQL) and regenerates the types and the admin import map.
// PostgreSQL needs a reachable server: MIGRATION_DATABASE_URL (default: a local 'atout' database).
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { run } from './lib.mjs'

const name = process.argv[2]
if (!name || !/^[a-z0-9-]+$/.test(name)) {
  console.error('Usage: npm run migrate:create -- <kebab-case-name>')
  process.exit(1)
}
const pgUrl = process.env.MIGRATION_DATABASE_URL ?? 'postgres://atout:atout@localhost:5432/atout'
const scratch = mkdtempSync(path.join(tmpdir(), 'atout-migration-'))
const base = { ...process.env, DATA_DIR: scratch }

run('npx', ['payload', 'migrate:create', name], { ...base, DATABASE_URL: '' })
run('npx', ['payload', 'migrate:create', name], { ...base, DATABASE_URL: pgUrl })
run('npx', ['payload', 'generate:types'], base)
run('npx', ['payload', 'generate:importmap'], base)
console.log('Migrations written to src/migrations/sqlite and src/migrations/postgres.')
