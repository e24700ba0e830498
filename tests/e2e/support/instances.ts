import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { createClient } from '@redis/client'
import { expect } from '@playwright/test'

/**
 * More instances of the browser tests' server, on the same database (.e2e-data), and the shared
 * services they can be given: what several servers behind a load balancer look like, on one
 * machine (issue 23). Each process is started by the test that needs it and killed after it.
 */
const root = path.resolve(import.meta.dirname, '../../..')

export type Instance = {
  base: string
  process: ChildProcess
  output: () => string
  stop: (signal?: NodeJS.Signals) => Promise<number | null>
}

let bundle: Promise<string> | undefined

/** The server's bundle, made once per test process (two bundlings at once would race). */
function serverBundle(): Promise<string> {
  bundle ??= import(path.join(root, 'scripts/lib.mjs')).then((lib) =>
    (lib as { bundleServer: () => Promise<string> }).bundleServer(),
  )
  return bundle
}

/** A web instance on `port`, built from the test build, with `env` on top of the e2e settings. */
export async function startInstance(port: number, env: Record<string, string>): Promise<Instance> {
  const child = spawn(process.execPath, [await serverBundle()], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ATOUT_TEST_BUILD: '1',
      DATA_DIR: path.join(root, '.e2e-data'),
      DATABASE_URL: '',
      SITE_URL: `http://localhost:${port}`,
      PORT: String(port),
      PREVIEW_SECRET: 'e2e-preview-secret-0123456789',
      METRICS_TOKEN: 'e2e-metrics-token-0123456789',
      // The browser tests' server runs the job queues; these instances are web only.
      JOBS_AUTORUN: '0',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve))
  const base = `http://localhost:${port}`
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status ?? 0, {
      timeout: 60_000,
      message: `instance on ${port} did not start:\n${output}`,
    })
    .toBe(200)
  return {
    base,
    process: child,
    output: () => output,
    stop: async (signal = 'SIGTERM') => {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal)
      return exited
    },
  }
}

export type RedisServer = {
  url: string
  /** Keys and memory, read through a client of its own. */
  stats: () => Promise<{ keys: number; usedMemory: number }>
  stop: () => Promise<void>
  start: () => Promise<void>
  close: () => Promise<void>
}

/** Debian's redis-server on `port`, in memory only, in a folder of its own. */
export async function startRedis(port: number): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'atout-redis-'))
  let child: ChildProcess | null = null
  const url = `redis://127.0.0.1:${port}`

  async function start() {
    child = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      { cwd: dir, stdio: 'ignore' },
    )
    const client = createClient({ url, socket: { reconnectStrategy: false } })
    client.on('error', () => {})
    await expect
      .poll(
        async () => {
          try {
            if (!client.isOpen) await client.connect()
            return await client.ping()
          } catch {
            return 'down'
          }
        },
        { timeout: 15_000, message: 'redis-server did not start (apt-get install redis-server)' },
      )
      .toBe('PONG')
    client.destroy()
  }

  async function stop() {
    const running = child
    child = null
    if (!running || running.exitCode !== null) return
    const exited = new Promise((resolve) => running.once('exit', resolve))
    running.kill('SIGKILL')
    await exited
  }

  await start()
  return {
    url,
    start,
    stop,
    async stats() {
      const client = createClient({ url })
      await client.connect()
      try {
        const keys = await client.dbSize()
        const info = await client.info('memory')
        const usedMemory = Number(/used_memory:(\d+)/.exec(info)?.[1] ?? 'NaN')
        return { keys, usedMemory }
      } finally {
        client.destroy()
      }
    },
    async close() {
      await stop()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

const OBJECT_SUFFIX = '._S3rver_object'

export type ObjectStore = {
  /** The S3_* settings that point an instance at it. */
  env: Record<string, string>
  /** The keys stored in the bucket. */
  keys: () => string[]
  close: () => Promise<void>
}

/**
 * An S3-compatible server (s3rver, the Node test double of S3) on `port`, with one bucket, its
 * objects in a folder of its own. s3rver checks request signatures against its fixed key.
 */
export async function startObjectStore(port: number, bucket = 'atout-media'): Promise<ObjectStore> {
  const { default: S3rver } = await import('s3rver')
  const directory = mkdtempSync(path.join(tmpdir(), 'atout-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  })
  await server.run()
  const bucketDir = path.join(directory, bucket)
  return {
    env: {
      S3_BUCKET: bucket,
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    keys: () =>
      existsSync(bucketDir)
        ? readdirSync(bucketDir, { recursive: true, withFileTypes: true })
            // s3rver keeps each object as `<key>._S3rver_object` beside its metadata.
            .filter((entry) => entry.isFile() && entry.name.endsWith(OBJECT_SUFFIX))
            .map((entry) =>
              path
                .relative(bucketDir, path.join(entry.parentPath, entry.name))
                .slice(0, -OBJECT_SUFFIX.length),
            )
        : [],
    close: async () => {
      await server.close()
      rmSync(directory, { recursive: true, force: true })
    },
  }
}
