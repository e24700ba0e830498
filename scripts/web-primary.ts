// `npm start`'s primary process (ADR 0056): runs WEB_CONCURRENCY web processes (one per core by
// default) sharing the port through node:cluster, restarts one that dies, relays the process bus
// (src/platform/runtime/process-bus.mjs) and stops them all gracefully on SIGTERM or Ctrl-C.
// It loads neither Next nor Payload: the web processes run the server bundle (scripts/server.ts),
// whose path serveSite (scripts/lib.mjs) passes in ATOUT_SERVER_BUNDLE.
import cluster, { type Worker } from 'node:cluster'

import { getEnv } from '@/platform/config/env'
import { createBusRelay } from '@/platform/runtime/bus-relay'
import { restartDelayMs } from '@/platform/runtime/restart-policy'
import { aggregateMetrics } from '@/platform/observability/aggregate-metrics'

const env = getEnv()
const count = env.WEB_CONCURRENCY
const bundle = process.env.ATOUT_SERVER_BUNDLE
if (!bundle) {
  console.error('web-primary: ATOUT_SERVER_BUNDLE (the server bundle to run) is not set')
  process.exit(1)
}
const grace = Number(process.env.SHUTDOWN_GRACE_MS ?? '10000')

cluster.setupPrimary({ exec: bundle, execArgv: ['--enable-source-maps'] })

/** The slot each worker fills: slot 0 runs the job queues (when JOBS_AUTORUN allows it). */
const slots = new Map<number, Worker>()
const listening = new Set<number>()
const startedAt = new Map<number, number>()
const failures = new Map<number, number>()
let stopping = false
let announced = false

const relay = createBusRelay({
  workers: () => [...slots.values()].filter((worker) => worker.isConnected()),
  aggregate: { 'metrics:collect': (values) => aggregateMetrics(values, count) },
})

function fork(slot: number) {
  const worker = cluster.fork({
    ATOUT_WEB_PROCESS: String(slot),
    // One process runs the job queues: the others only serve.
    JOBS_AUTORUN: slot === 0 && env.JOBS_AUTORUN ? '1' : '0',
  })
  slots.set(slot, worker)
  startedAt.set(slot, Date.now())
  worker.on('message', (message: unknown) => relay.receive(worker, message))
  worker.on('listening', () => {
    listening.add(slot)
    if (!announced && listening.size === count) {
      announced = true
      console.log(`✓ ${count} web processes ready on http://localhost:${process.env.PORT ?? 3000}`)
    }
  })
  worker.on('exit', (code, signal) => {
    if (slots.get(slot) === worker) slots.delete(slot)
    relay.forget(worker)
    if (stopping) return
    const ranMs = Date.now() - (startedAt.get(slot) ?? 0)
    const failed = (failures.get(slot) ?? 0) + 1
    failures.set(slot, ranMs > 60_000 ? 1 : failed)
    const delay = restartDelayMs(failures.get(slot) ?? 1)
    console.error(
      JSON.stringify({
        level: 'error',
        time: new Date().toISOString(),
        pid: process.pid,
        message: 'web process exited, restarting it',
        slot,
        exit: code ?? signal,
        restartInMs: delay,
      }),
    )
    setTimeout(() => {
      if (!stopping) fork(slot)
    }, delay)
  })
}

for (let slot = 0; slot < count; slot++) fork(slot)

function stop(signal: NodeJS.Signals) {
  if (stopping) return
  stopping = true
  console.log(`${signal}: stopping ${slots.size} web processes`)
  const workers = [...slots.values()]
  for (const worker of workers) worker.process.kill('SIGTERM')
  const exited = workers.map(
    (worker) =>
      new Promise<void>((resolve) => {
        if (worker.isDead()) return resolve()
        worker.once('exit', () => resolve())
      }),
  )
  // A process that outlives its own grace (plus a margin) is killed.
  const deadline = setTimeout(() => {
    for (const worker of workers) if (!worker.isDead()) worker.process.kill('SIGKILL')
  }, grace + 5_000)
  void Promise.all(exited).then(() => {
    clearTimeout(deadline)
    process.exit(0)
  })
}
process.on('SIGINT', stop)
process.on('SIGTERM', stop)
process.on('SIGHUP', stop)
