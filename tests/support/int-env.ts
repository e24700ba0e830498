import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { startFileAfresh } from './fresh-file'

await startFileAfresh()

/**
 * Integration test files each get a fresh data folder (SQLite file, media, keys) before any of
 * their imports reads the configuration: a test never touches the developer's data/.
 */
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'atout-int-'))
process.env.DATABASE_URL = ''
process.env.LOG_LEVEL ??= 'warn'
// Test runs solve captchas in the test itself (solveCaptchaForTest): a smaller proof of work keeps
// each form submission quick. Production keeps the default (README, ALTCHA_MAX_NUMBER).
process.env.ALTCHA_MAX_NUMBER ??= '2000'
