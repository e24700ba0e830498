import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

/**
 * The process's logger writes stdout in batches (index.ts): checked in a process of its own, as
 * the server runs it, that no line is lost at exit and that a quiet process's line goes out soon;
 * and the level of the errors Payload reports.
 */
const logger = path.resolve(import.meta.dirname, '../../src/platform/logger/index.ts')

function run(script: string) {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    {
      env: {
        ...process.env,
        LOG_LEVEL: 'info',
        DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atout-log-')),
      },
      encoding: 'utf8',
      timeout: 30_000,
    },
  )
  return result.stdout
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>)
}

describe('process logs', () => {
  test('2,000 lines then process.exit: every line is written, in order', () => {
    const lines = run(`
      const { logger } = await import(${JSON.stringify(logger)})
      for (let i = 0; i < 2000; i++) logger.info('line', { i })
      process.exit(0)
    `)
    expect(lines.map((line) => line.i)).toEqual(Array.from({ length: 2000 }, (_, i) => i))
  })

  test('a line goes out at once, before what the process writes later', () => {
    const lines = run(`
      const { writeSync } = await import('node:fs')
      const { logger } = await import(${JSON.stringify(logger)})
      logger.warn('alone')
      await new Promise((resolve) => setTimeout(resolve, 400))
      writeSync(1, JSON.stringify({ message: 'after 400 ms' }) + '\\n')
      await new Promise((resolve) => setTimeout(resolve, 50))
    `)
    expect(lines.map((line) => line.message)).toEqual(['alone', 'after 400 ms'])
  })

  test('a request line carries its fields; other lines are redacted', () => {
    const lines = run(`
      const { logger, logRequest } = await import(${JSON.stringify(logger)})
      logRequest({ requestId: 'r-1', method: 'GET', route: '/', path: '/', status: 200, durationMs: 1.5 })
      logger.info('with a secret', { password: 'hunter2', nested: { token: 't' } })
    `)
    expect(lines[0]).toMatchObject({
      message: 'request',
      level: 'info',
      requestId: 'r-1',
      method: 'GET',
      route: '/',
      status: 200,
      durationMs: 1.5,
    })
    expect(lines[1]).toMatchObject({ password: '[redacted]', nested: { token: '[redacted]' } })
  })

  test('Payload’s errors for a caller’s mistake are info (401: warn) without a stack, even with minified class names; a failure stays an error', () => {
    const lines = run(`
      const { getPayloadLogger } = await import(${JSON.stringify(logger)})
      const { APIError, logError, NotFound } = await import('payload')
      // Payload's own levels and ours (src/payload.config.ts), which it looks up by class name.
      const loggingLevels = { Forbidden: 'info', NotFound: 'info', QueryError: 'info' }
      const payload = { config: { loggingLevels }, logger: getPayloadLogger() }
      // As the production build names them.
      const minified = (error, name) => Object.defineProperty(error, 'name', { value: name })
      logError({ err: minified(new NotFound(), 'A'), payload })
      logError({ err: minified(new APIError('Missing ID of version.', 400), ''), payload })
      logError({ err: minified(new APIError('Unauthorized, you must be logged in.', 401), 'n'), payload })
      logError({ err: minified(new APIError('Database unavailable', 500), 'm'), payload })
      logError({ err: new TypeError('boom'), payload })
      getPayloadLogger().info({ password: 'hunter2' }, 'redacted as the others')
    `)
    expect(lines.map(({ level, status, message }) => ({ level, status, message }))).toEqual([
      { level: 'info', status: 404, message: 'Not Found' },
      { level: 'info', status: 400, message: 'Missing ID of version.' },
      { level: 'warn', status: 401, message: 'Unauthorized, you must be logged in.' },
      { level: 'error', status: undefined, message: 'Database unavailable' },
      { level: 'error', status: undefined, message: 'boom' },
      { level: 'info', status: undefined, message: 'redacted as the others' },
    ])
    for (const line of lines.slice(0, 3)) expect(line).not.toHaveProperty('err')
    expect(lines[3]).toMatchObject({
      err: { status: 500, stack: expect.stringContaining('Database unavailable') },
    })
    expect(lines[4]).toMatchObject({
      err: { type: 'TypeError', stack: expect.stringContaining('boom') },
    })
    expect(lines[5]).toMatchObject({ password: '[redacted]' })
  })
})
