import { spawn, type ChildProcess } from 'node:child_process'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { createTestPayload, type TestPayload } from './support/payload'

/**
 * `npm run worker` as a deployment runs it (issue 23): a separate process on the same database
 * takes the jobs the web instances queued (their JOBS_AUTORUN=0), and on SIGTERM stops taking
 * jobs, closes the database and exits 0.
 */
let ctx: TestPayload
let worker: ChildProcess | null = null
let output = ''

beforeAll(async () => {
  ctx = await createTestPayload()
})
afterAll(async () => {
  worker?.kill('SIGKILL')
  await ctx?.cleanup()
})

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))

describe('the worker', () => {
  test('runs a job queued by a web instance, then stops cleanly on SIGTERM', async () => {
    const queued = await ctx.payload.jobs.queue({
      task: 'expire-payments',
      input: {},
      queue: 'payments',
    })
    const root = path.resolve(import.meta.dirname, '../..')
    worker = spawn(process.execPath, [path.join(root, 'scripts/worker.mjs')], {
      cwd: root,
      env: { ...process.env, DATA_DIR: ctx.dataDir, DATABASE_URL: '', LOG_LEVEL: 'info' },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    worker.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    worker.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
    const stopped = exited(worker)

    // The payments queue runs every 10 s: the job is done (and deleted) well within a minute.
    await expect
      .poll(
        async () =>
          (
            await ctx.payload.count({
              collection: 'payload-jobs',
              where: { id: { equals: queued.id } },
            })
          ).totalDocs,
        { timeout: 90_000, interval: 1_000 },
      )
      .toBe(0)
    expect(output).toContain('worker started')
    expect(output).toMatch(/queues.*payments.*mail|queues.*mail.*payments/)

    worker.kill('SIGTERM')
    expect(await stopped).toBe(0)
    expect(output).toContain('worker stopped')
    worker = null
  }, 150_000)
})
