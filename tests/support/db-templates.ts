import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs'
import { setTimeout as sleep } from 'node:timers/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'

import pg from 'pg'

import { bundleTypeScript, root } from '../../scripts/lib.mjs'

/**
 * Template databases for the integration suites (ADR 0045). The committed migrations run once, in
 * a child process, into a template; each test file then starts from a copy of it (a file copy on
 * SQLite, `CREATE DATABASE … TEMPLATE` on PostgreSQL) instead of migrating its own database.
 *
 * A template is named after a hash of src/migrations and of the database packages' versions, so a
 * new or edited migration always makes a new one: a stale template is never reused.
 */
export function migrationsHash(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(full)
      else
        hash
          .update(`${path.relative(root, full)}\0`)
          .update(readFileSync(full))
          .update('\0')
    }
  }
  walk(path.join(root, 'src/migrations'))
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as {
    dependencies: Record<string, string>
  }
  for (const name of ['payload', '@payloadcms/db-sqlite', '@payloadcms/db-postgres'])
    hash.update(`${name}@${dependencies[name]}\0`)
  return hash.digest('hex').slice(0, 16)
}

/** Runs tests/support/migrate-template.ts against the database that `env` points at. */
async function migrateInChild(env: Record<string, string>): Promise<void> {
  const bundle = await bundleTypeScript('tests/support/migrate-template.ts')
  const result = spawnSync(process.execPath, ['--enable-source-maps', bundle], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
  })
  if (result.status !== 0)
    throw new Error(`migrating the test template failed (exit ${result.status ?? result.signal})`)
}

/**
 * The migrated SQLite template file, made if missing. It lives in the system's temporary folder
 * and is shared by every run with the same migrations; it is written under a temporary name and
 * renamed into place, so a concurrent run never reads a half-migrated file.
 */
export async function sqliteTemplate(): Promise<string> {
  const folder = path.join(tmpdir(), 'atout-test-templates')
  const file = path.join(folder, `sqlite-${migrationsHash()}.db`)
  if (existsSync(file)) return file
  mkdirSync(folder, { recursive: true })
  const scratch = mkdtempSync(path.join(folder, 'building-'))
  try {
    await migrateInChild({ DATA_DIR: scratch, DATABASE_URL: '' })
    for (const suffix of ['-wal', '-shm', '-journal']) {
      if (existsSync(path.join(scratch, `atout.db${suffix}`)))
        throw new Error(`the SQLite template was left with an atout.db${suffix} file`)
    }
    renameSync(path.join(scratch, 'atout.db'), file)
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  return file
}

/**
 * The demo template of one test run (ADR 0073): a data folder (SQLite file, media, generated
 * secrets, demo-report.json) with the whole demo seeded, made by the first integration file that
 * asks for it and copied by each such file after. Seeding the demo costs ~40 s of CPU; six files
 * read it. It is made per run, never reused by the next one: the demo's dates follow the clock.
 *
 * Two files may ask at once (two workers): the first takes a lock (an exclusive mkdir) and builds
 * under a temporary name, renamed into place when complete; the others wait for the folder, or
 * fail with the builder's error.
 */
export async function sqliteDemoTemplate(folder: string, migrated: string): Promise<string> {
  const lock = `${folder}.lock`
  const failed = `${folder}.failed`
  for (;;) {
    if (existsSync(folder)) return folder
    if (existsSync(failed)) throw new Error(readFileSync(failed, 'utf8'))
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      await sleep(250)
    }
  }
  const building = `${folder}.building`
  try {
    rmSync(building, { recursive: true, force: true })
    mkdirSync(building, { recursive: true })
    copyFileSync(migrated, path.join(building, 'atout.db'))
    const bundle = await bundleTypeScript('tests/support/seed-template.ts')
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, ['--enable-source-maps', bundle], {
        cwd: root,
        stdio: 'inherit',
        env: { ...process.env, LOG_LEVEL: 'warn', DATA_DIR: building, DATABASE_URL: '' },
      })
      child.on('error', reject)
      child.on('close', resolve)
    })
    if (code !== 0) throw new Error(`seeding the demo template failed (exit ${code})`)
    renameSync(building, folder)
    return folder
  } catch (error) {
    writeFileSync(failed, String((error as Error).message ?? error))
    throw error
  } finally {
    rmSync(building, { recursive: true, force: true })
    rmSync(lock, { recursive: true, force: true })
  }
}

/** A connection string for another database of the same server, with the same credentials. */
export function withDatabase(url: string, database: string): string {
  const next = new URL(url)
  next.pathname = `/${database}`
  return next.toString()
}

/** Database names built from DATABASE_URL's name: only the characters PostgreSQL keeps unquoted. */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1))
  if (!/^[a-z_][a-z0-9_]*$/.test(name))
    throw new Error(
      `DATABASE_URL's database name must be lower-case letters, digits and _: ${name}`,
    )
  return name
}

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

const databaseExists = async (client: pg.Client, name: string) =>
  (await client.query('select 1 from pg_database where datname = $1', [name])).rowCount === 1

/**
 * The migrated PostgreSQL template, made if missing, next to DATABASE_URL's database (whose owner
 * needs CREATEDB). It is migrated under a temporary name and renamed when complete.
 */
export async function postgresTemplate(url: string): Promise<string> {
  const base = databaseName(url)
  const template = `${base}_tmpl_${migrationsHash()}`
  await withClient(url, async (client) => {
    if (await databaseExists(client, template)) return
    const building = `${template}_${process.pid}`
    await client.query(`drop database if exists ${building}`)
    await client.query(`create database ${building}`)
    try {
      await migrateInChild({ DATABASE_URL: withDatabase(url, building) })
    } catch (error) {
      await client.query(`drop database if exists ${building} with (force)`)
      throw error
    }
    try {
      await client.query(`alter database ${building} rename to ${template}`)
    } catch (error) {
      // Another run made the same template meanwhile (duplicate_database): use theirs.
      await client.query(`drop database if exists ${building} with (force)`)
      if ((error as { code?: string }).code !== '42P04') throw error
    }
  })
  return template
}
