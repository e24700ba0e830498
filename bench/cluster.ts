// Several servers (issue 23): throughput through nginx with one and with two web instances, and
// the time from a publish on one instance to the page seen on the other.
// Start the cluster first (`npm run cluster`), then: npx tsx bench/cluster.ts [--duration 15]
import { readFileSync } from 'node:fs'
import path from 'node:path'

import { type BenchArgs, isMain, runCli } from './args'
import { round, table } from './format'
import { runLoad } from './load'

const root = path.resolve(import.meta.dirname, '..')
/** nginx of scripts/cluster.mjs: both instances, then instance A alone; the instances. */
const BOTH = 'http://localhost:8080'
const SINGLE = 'http://localhost:8081'
const INSTANCE_A = 'http://localhost:3011'
const INSTANCE_B = 'http://localhost:3012'
const PATHS = ['/', '/recherche?q=casino']

type Secrets = { ADMIN_EMAIL: string; ADMIN_PASSWORD: string }

async function staffToken(): Promise<string> {
  const secrets = JSON.parse(
    readFileSync(path.join(root, '.cluster', 'secrets.json'), 'utf8'),
  ) as Secrets
  const login = await fetch(`${INSTANCE_A}/api/cms/users/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: secrets.ADMIN_EMAIL, password: secrets.ADMIN_PASSWORD }),
  })
  if (!login.ok) throw new Error(`staff login on instance A answered ${login.status}`)
  return ((await login.json()) as { token: string }).token
}

const heading = async (url: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await fetch(url)).text())?.[1] ?? null

/** Publishes a new title through A and polls B every 10 ms until it shows it. */
async function publishToVisible(rounds: number): Promise<number[]> {
  const auth = { Authorization: `JWT ${await staffToken()}`, 'content-type': 'application/json' }
  const slug = `bench-grappe-${Date.now()}`
  const created = await fetch(`${INSTANCE_A}/api/cms/pages?locale=fr`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ title: 'Mesure 0', slug, _status: 'published', layout: [] }),
  })
  if (created.status !== 201) throw new Error(`page creation answered ${created.status}`)
  const { doc } = (await created.json()) as { doc: { id: number } }
  const times: number[] = []
  try {
    for (let attempt = 1; attempt <= rounds; attempt++) {
      await heading(`${INSTANCE_B}/${slug}`) // cached on B before the change
      const title = `Mesure ${attempt}`
      const started = performance.now()
      const edited = await fetch(`${INSTANCE_A}/api/cms/pages/${doc.id}?locale=fr`, {
        method: 'PATCH',
        headers: auth,
        body: JSON.stringify({ title, _status: 'published' }),
      })
      if (!edited.ok) throw new Error(`publish answered ${edited.status}`)
      while ((await heading(`${INSTANCE_B}/${slug}`)) !== title) {
        if (performance.now() - started > 30_000) throw new Error('not visible on B after 30 s')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
      times.push(performance.now() - started)
    }
  } finally {
    await fetch(`${INSTANCE_A}/api/cms/pages/${doc.id}`, { method: 'DELETE', headers: auth })
  }
  return times
}

export async function runCluster(args: BenchArgs) {
  const load = async (base: string) => runLoad({ ...args, base, paths: PATHS })
  const single = await load(SINGLE)
  const both = await load(BOTH)
  const publish = await publishToVisible(5)
  return { single, both, publish }
}

if (isMain(import.meta.url)) {
  runCli(async (args) => {
    const { single, both, publish } = await runCluster(args)
    console.log(
      `\nThrough nginx, ${args.connections} connections, ${args.duration}s per path (after ${args.warmup}s warm-up)\n`,
    )
    console.log(
      table(
        ['path', 'instances', 'status', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'errors'],
        [...single.map((r) => ({ r, n: 1 })), ...both.map((r) => ({ r, n: 2 }))].map(({ r, n }) => [
          r.path,
          n,
          r.status,
          r.reqPerSec.toFixed(1),
          r.p50Ms,
          r.p99Ms,
          r.non2xx,
          r.errors,
        ]),
      ),
    )
    const sorted = [...publish].sort((x, y) => x - y)
    console.log(
      `\nPublish on A → visible on B (5 rounds): median ${round(sorted[2]!, 0)} ms, max ${round(sorted.at(-1)!, 0)} ms (target ≤ 2,000 ms)`,
    )
  })
}
