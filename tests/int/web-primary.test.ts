import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { get } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, beforeAll, describe, expect, test } from 'vitest'

/**
 * `npm start`'s primary (scripts/web-primary.ts, ADR 0056) with two web processes that answer
 * what the primary needs of them (tests/support/bus-web-process.mjs): the port shared, a change
 * in one process known by the other before the request that made it answers, metrics merged,
 * jobs in one process only, a killed process replaced, SIGTERM a clean stop.
 */
const root = path.resolve(import.meta.dirname, '../..')
let primary: ChildProcess
let port = 0
let output = ''

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, () => {
      const { port: free } = probe.address() as { port: number }
      probe.close(() => resolve(free))
    })
  })
}

/** One request on its own connection: the primary hands each connection to the next process. */
function fetchFresh(pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path: pathname, agent: false }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
      .setTimeout(2_000, function (this: { destroy: (error: Error) => void }) {
        this.destroy(new Error('no answer in 2 s'))
      })
      .on('error', reject)
  })
}

const json = async <T>(pathname: string) => JSON.parse((await fetchFresh(pathname)).body) as T
type Who = { pid: number; slot: string; jobs: string }

async function processes(): Promise<Who[]> {
  const seen = new Map<number, Who>()
  for (let i = 0; i < 8; i++) {
    const who = await json<Who>('/whoami')
    seen.set(who.pid, who)
  }
  return [...seen.values()].sort((a, b) => a.slot.localeCompare(b.slot))
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) {
  const deadline = Date.now() + ms
  for (;;) {
    try {
      const value = await read()
      if (ok(value)) return value
    } catch {
      // not answering yet
    }
    if (Date.now() > deadline) throw new Error(`not reached in ${ms} ms:\n${output}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

beforeAll(async () => {
  const lib = (await import(path.join(root, 'scripts/lib.mjs'))) as {
    bundleTypeScript: (entry: string) => Promise<string>
  }
  const bundle = await lib.bundleTypeScript('scripts/web-primary.ts')
  port = await freePort()
  primary = spawn(process.execPath, [bundle], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atout-primary-')),
      DATABASE_URL: '',
      PORT: String(port),
      WEB_CONCURRENCY: '2',
      JOBS_AUTORUN: '1',
      ATOUT_SERVER_BUNDLE: path.join(root, 'tests/support/bus-web-process.mjs'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  primary.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  primary.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  await until(
    async () => output,
    (text) => text.includes('2 web processes ready'),
  )
}, 60_000)

afterAll(() => {
  if (primary.exitCode === null) primary.kill('SIGKILL')
})

describe('the web primary', () => {
  test('two processes share the port; only the first runs the job queues', async () => {
    const seen = await processes()
    expect(seen.map((who) => [who.slot, who.jobs])).toEqual([
      ['0', '1'],
      ['1', '0'],
    ])
  })

  test('a change made in one process is known by every process when its request answers', async () => {
    for (let round = 0; round < 5; round++) {
      const value = `v${round}`
      await fetchFresh(`/set?key=k&value=${value}`)
      const reads = await Promise.all(
        Array.from({ length: 6 }, () => json<{ pid: number; value: string }>('/get?key=k')),
      )
      expect(new Set(reads.map((read) => read.pid)).size).toBe(2)
      expect(reads.map((read) => read.value)).toEqual(Array(6).fill(value))
    }
  })

  test('/metrics is every process merged: counters summed, the processes counted', async () => {
    await processes()
    const text = (await fetchFresh('/metrics')).body
    const requests = Number(/^stub_requests_total (\d+)$/m.exec(text)?.[1])
    // At least the 8 + 8 + 30 + 1 requests above, spread over both processes.
    expect(requests).toBeGreaterThanOrEqual(47)
    expect(text).toMatch(/^atout_web_processes\{state="answering"\} 2$/m)
    expect(text).toMatch(/^atout_web_processes\{state="expected"\} 2$/m)
  })

  test('a process killed is replaced in its slot, with its role', async () => {
    const [first] = await processes()
    process.kill(first!.pid, 'SIGKILL')
    const replaced = await until(
      processes,
      (seen) => seen.length === 2 && seen[0]!.pid !== first!.pid,
    )
    expect(replaced.map((who) => [who.slot, who.jobs])).toEqual([
      ['0', '1'],
      ['1', '0'],
    ])
    expect(output).toContain('web process exited, restarting it')
  })

  test('SIGTERM stops every process and the primary exits 0', async () => {
    const seen = await processes()
    const exit = new Promise<number | null>((resolve) => primary.once('exit', resolve))
    primary.kill('SIGTERM')
    expect(await exit).toBe(0)
    for (const who of seen) expect(() => process.kill(who.pid, 0)).toThrow()
  })
})
