/**
 * Crash safety of ingestion (issue 10): `kill -9` of the server during a load of play events must
 * lose or double no acknowledged event. The script starts the production server itself (the
 * bundled scripts/server.ts, as `npm start` does, on the configured database: DATABASE_URL or
 * DATA_DIR), sends batches, kills the server with SIGKILL in the middle, starts it again, then:
 *   1. every event acknowledged before the kill (a 200 saying accepted or duplicate) is in the
 *      ledger exactly once;
 *   2. sending every batch again writes only what had not been acknowledged (never an
 *      acknowledged one: 'duplicate'), and a third pass writes nothing;
 *   3. each account's points equal the sum of its ledger entries.
 *
 *   npm run build && npx tsx bench/ingest-crash.ts --port 3300 --requests 30 --kill-after 3
 *
 * Exit code 1 when a check fails. Needs a database seeded with the demo content (npm start once).
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { parseArgs } from 'node:util'

import { DEMO_INTEGRATION_KEY } from '../src/demo/loyalty'
import { getEnv } from '../src/platform/config/env'
import { openDirectReader } from '../src/platform/db/direct-reader'
import { bundleServer, root } from '../scripts/lib.mjs'
import { isMain } from './args'
import { makeBatch, postBatch, type IngestOptions } from './ingest'

async function startServer(port: number): Promise<ChildProcess> {
  const entry = (await bundleServer()) as string
  const child = spawn(process.execPath, [entry], {
    cwd: root as string,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`http://localhost:${port}/api/build`)).ok) return child
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  child.kill('SIGKILL')
  throw new Error('the server did not start')
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '3300' },
      requests: { type: 'string', default: '30' },
      batch: { type: 'string', default: '500' },
      'kill-after': { type: 'string', default: '3' },
    },
  })
  const port = Number(values.port)
  const options: IngestOptions = {
    base: `http://localhost:${port}`,
    key: DEMO_INTEGRATION_KEY,
    cards: ['5000000001', '5000000002'],
    casino: 'cannes',
    batch: Number(values.batch),
    requests: Number(values.requests),
    concurrency: 2,
  }
  const batches = Array.from({ length: options.requests }, (_, index) => makeBatch(options, index))
  const acknowledged = new Set<string>()

  let server = await startServer(port)
  console.log(
    `server up (pid ${server.pid}); sending ${options.requests} batches of ${options.batch}`,
  )
  setTimeout(
    () => {
      console.log(`kill -9 ${server.pid}`)
      server.kill('SIGKILL')
    },
    Number(values['kill-after']) * 1000,
  )
  let next = 0
  let refused = 0
  await Promise.all(
    Array.from({ length: options.concurrency }, async () => {
      while (next < batches.length) {
        const batch = batches[next++]!
        try {
          const answer = await postBatch(options, batch)
          if (answer.status !== 200) {
            refused++
            continue
          }
          for (const result of answer.body?.results ?? []) {
            if (result.eventId && (result.status === 'accepted' || result.status === 'duplicate')) {
              acknowledged.add(result.eventId)
            }
          }
        } catch {
          refused++ // the connection died with the server: nothing acknowledged
        }
      }
    }),
  )
  console.log(
    `acknowledged before the kill: ${acknowledged.size} events; failed requests: ${refused}`,
  )

  server = await startServer(port)
  const failures: string[] = []
  const reader = await openDirectReader(getEnv())
  try {
    const clientRows = await reader.all<{
      author_client_id: unknown
      source_ref: unknown
      n: unknown
    }>(
      `SELECT author_client_id, source_ref, COUNT(*) AS n FROM loyalty_entries WHERE kind = 'play' AND source_ref LIKE ? GROUP BY author_client_id, source_ref`,
      [`${batches[0]![0]!.eventId.split('-').slice(0, 2).join('-')}-%`],
    )
    const stored = new Map(clientRows.map((row) => [String(row.source_ref), Number(row.n)]))
    const lost = [...acknowledged].filter((eventId) => !stored.has(eventId))
    const doubled = [...stored].filter(([, count]) => count > 1)
    if (lost.length > 0) failures.push(`${lost.length} acknowledged events lost`)
    if (doubled.length > 0) failures.push(`${doubled.length} events stored twice`)

    let replayWritten = 0
    let replayedAcknowledged = 0
    for (const batch of batches) {
      const answer = await postBatch(options, batch)
      for (const result of answer.body?.results ?? []) {
        if (result.status === 'accepted') {
          replayWritten++
          if (result.eventId && acknowledged.has(result.eventId)) replayedAcknowledged++
        }
      }
    }
    if (replayedAcknowledged > 0) {
      failures.push(`${replayedAcknowledged} acknowledged events were written again on replay`)
    }
    let thirdPass = 0
    for (const batch of batches) thirdPass += (await postBatch(options, batch)).body?.accepted ?? 0
    if (thirdPass > 0) failures.push(`a third pass wrote ${thirdPass} events`)

    const drift = await reader.all(
      `SELECT e.member_id FROM loyalty_entries e LEFT JOIN loyalty_accounts a ON a.member_id = e.member_id
       GROUP BY e.member_id HAVING SUM(e.reward_points) <> COALESCE(MAX(a.reward_points), 0)`,
      [],
    )
    if (drift.length > 0) failures.push(`${drift.length} accounts differ from their ledger`)
    console.log(
      [
        `after restart: ${stored.size} events stored, ${lost.length} acknowledged lost, ${doubled.length} doubled`,
        `replay: ${replayWritten} events written (those never acknowledged), ${replayedAcknowledged} acknowledged written again`,
        `third pass: ${thirdPass} written; accounts off their ledger: ${drift.length}`,
      ].join('\n'),
    )
  } finally {
    await reader.close()
    server.kill('SIGTERM')
  }
  if (failures.length > 0) {
    console.error(`✗ ${failures.join('; ')}`)
    process.exitCode = 1
  } else {
    console.log('✓ no acknowledged event lost or doubled')
  }
}

if (isMain(import.meta.url)) await main()
