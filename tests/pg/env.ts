import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

/**
 * Each PostgreSQL test file gets a fresh data folder (media, keys) before any of its imports reads
 * the configuration: uploads never land in the developer's data/ (where earlier runs' files made
 * Payload rename the seed's pictures and the seed find them missing).
 */
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'atout-pg-'))
process.env.LOG_LEVEL ??= 'warn'
