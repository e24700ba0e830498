// All benchmarks in sequence, a JSON summary in bench/results/, and the deltas against the latest
// previous summary. Figures are compared, never gated: the exit code only reports a tool failure.
// Usage: npm run bench -- --base http://localhost:3000 --paths /,/nos-casinos
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises'
import os from 'node:os'
import { fileURLToPath } from 'node:url'

import { type BenchArgs, runCli } from './args'
import { printCeiling, runCeiling } from './cached-pages'
import { table } from './format'
import { parseIngestArgs, printIngest, runIngest } from './ingest'
import { printInit, runInit } from './init'
import { printLighthouse, runLighthouse } from './lighthouse'
import { printLoad, runLoad } from './load'
import { printPageWeight, runPageWeight, summarisePageWeight } from './page-weight'

const RESULTS_DIR = fileURLToPath(new URL('./results/', import.meta.url))

type StageOutcome = Record<string, unknown>[] | { error: string }

interface Summary {
  timestamp: string
  base: string
  paths: string[]
  options: { connections: number; duration: number; warmup: number; runs: number; budget: number }
  environment: { node: string; cpus: number; cpuModel: string; loadAverage: number[] }
  pageWeight?: StageOutcome
  lighthouse?: StageOutcome
  load?: StageOutcome
  ceiling?: StageOutcome
  init?: StageOutcome
  ingest?: StageOutcome
}

/** Whether a bigger figure is better; figures not listed here are not compared. */
const METRICS: Record<
  'pageWeight' | 'lighthouse' | 'load' | 'ceiling' | 'init' | 'ingest',
  Record<string, boolean>
> = {
  pageWeight: {
    scriptCount: false,
    jsGzipKb: false,
    rscGzipKb: false,
    htmlGzipKb: false,
    cssGzipKb: false,
  },
  lighthouse: {
    performance: true,
    accessibility: true,
    bestPractices: true,
    seo: true,
    lcpS: false,
    cls: false,
    tbtMs: false,
    fcpS: false,
    speedIndexS: false,
  },
  load: { reqPerSec: true, p50Ms: false, p99Ms: false, non2xx: false, errors: false },
  ceiling: { kb: false, reqPerSec: true, p99Ms: false, bad: false, ratio: true },
  init: { reqPerSec: true, p50Ms: false, p99Ms: false, non2xx: false, errors: false },
  ingest: { eventsPerSec: true, p50Ms: false, p99Ms: false, failed: false },
}

async function stage(
  name: string,
  skip: string[],
  work: () => Promise<Record<string, unknown>[]>,
): Promise<StageOutcome | undefined> {
  if (skip.includes(name)) return undefined
  try {
    return await work()
  } catch (error) {
    // One broken stage (e.g. no Chrome) must not throw away the figures of the others.
    const message = error instanceof Error ? error.message : String(error)
    console.error(`\n${name} failed: ${message}`)
    return { error: message }
  }
}

interface Stored {
  file: string
  summary: Summary
}

/** Earlier summaries, oldest first; an unreadable file is skipped, not fatal. */
async function storedSummaries(): Promise<Stored[]> {
  const files = (await readdir(RESULTS_DIR).catch(() => [] as string[]))
    .filter((file) => file.endsWith('.json'))
    // ISO timestamps sort lexically in time order.
    .sort()
  const stored: Stored[] = []
  for (const file of files) {
    try {
      stored.push({
        file,
        summary: JSON.parse(await readFile(RESULTS_DIR + file, 'utf8')) as Summary,
      })
    } catch {
      console.error(`(could not read bench/results/${file}: left out of comparisons)`)
    }
  }
  return stored
}

function figures(
  summary: Summary,
): Map<string, { stage: string; path: string; metric: string; value: number }> {
  const map = new Map<string, { stage: string; path: string; metric: string; value: number }>()
  for (const [stageName, metrics] of Object.entries(METRICS)) {
    const outcome = summary[stageName as keyof typeof METRICS]
    if (!Array.isArray(outcome)) continue
    for (const row of outcome) {
      const path = String(row.path)
      for (const metric of Object.keys(metrics)) {
        const value = row[metric]
        if (typeof value === 'number' && Number.isFinite(value)) {
          map.set(`${stageName} ${path} ${metric}`, { stage: stageName, path, metric, value })
        }
      }
    }
  }
  return map
}

/** Options that change a stage's figures: a difference is pointed out next to its deltas. */
const OPTIONS_OF: Record<keyof typeof METRICS, (keyof Summary['options'])[]> = {
  pageWeight: [],
  lighthouse: ['runs'],
  load: ['connections', 'duration', 'warmup'],
  ceiling: ['connections', 'duration', 'warmup'],
  init: ['connections', 'duration', 'warmup'],
  ingest: [],
}

/** Below this relative change a figure is marked '~': run-to-run noise, not a change. */
const NOISE = 0.02

function printDeltas(stored: Stored[], current: Summary): void {
  const now = figures(current)
  let printed = false
  for (const stageName of Object.keys(METRICS) as (keyof typeof METRICS)[]) {
    if (!Array.isArray(current[stageName])) continue
    // The latest summary where this stage succeeded: a failed or skipped stage in the latest run
    // must not leave the stage without a baseline.
    const baseline = stored.findLast((entry) => Array.isArray(entry.summary[stageName]))
    if (!baseline) continue
    const before = figures(baseline.summary)
    const rows: (string | number)[][] = []
    for (const [key, fig] of now) {
      const then = before.get(key)
      if (fig.stage !== stageName || !then) continue
      // Zero before and after (non-2xx, errors) is the normal case: not worth a line.
      if (then.value === 0 && fig.value === 0) continue
      const delta = fig.value - then.value
      const relative = then.value === 0 ? Infinity : Math.abs(delta / then.value)
      const verdict =
        delta === 0
          ? '='
          : relative < NOISE
            ? '~'
            : delta > 0 === METRICS[stageName][fig.metric]
              ? 'better'
              : 'worse'
      rows.push([
        fig.path,
        fig.metric,
        then.value,
        fig.value,
        `${delta > 0 ? '+' : ''}${Number(delta.toFixed(3))}`,
        then.value === 0
          ? '-'
          : `${delta > 0 ? '+' : ''}${((delta / then.value) * 100).toFixed(1)}%`,
        verdict,
      ])
    }
    if (rows.length === 0) continue
    printed = true
    console.log(`\n${stageName}: deltas against bench/results/${baseline.file} (not a gate)`)
    const changed = OPTIONS_OF[stageName]
      .filter((key) => baseline.summary.options?.[key] !== current.options[key])
      .map((key) => `${key} ${baseline.summary.options?.[key]} -> ${current.options[key]}`)
    if (changed.length > 0)
      console.log(`! options differ, compare with care: ${changed.join(', ')}`)
    console.log(table(['path', 'metric', 'before', 'now', 'delta', 'delta %', ''], rows))
  }
  if (!printed) console.log('\n(no earlier figures for these stages and paths: nothing to compare)')
}

async function main(args: BenchArgs): Promise<void> {
  const startedAt = new Date()
  const stored = await storedSummaries()
  const summary: Summary = {
    timestamp: startedAt.toISOString(),
    base: args.base,
    paths: args.paths,
    options: {
      connections: args.connections,
      duration: args.duration,
      warmup: args.warmup,
      runs: args.runs,
      budget: args.budget,
    },
    environment: {
      node: process.version,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      // A busy machine explains a slow run: keep the load average next to the figures.
      loadAverage: os.loadavg().map((value) => Number(value.toFixed(2))),
    },
  }

  // Quiet measurements first, the load test last: its CPU heat and the memory it leaves in the
  // server must not leak into the browser timings. One at a time: the machine has two cores.
  summary.pageWeight = await stage('page-weight', args.skip, async () => {
    const pages = await runPageWeight(args)
    printPageWeight(pages, args)
    return summarisePageWeight(pages)
  })
  summary.lighthouse = await stage('lighthouse', args.skip, async () => {
    const results = await runLighthouse(args)
    printLighthouse(results, args)
    return results.map((result) => ({ ...result }))
  })
  summary.load = await stage('load', args.skip, async () => {
    const results = await runLoad(args)
    printLoad(results, args)
    return results.map((result) => ({ ...result }))
  })

  // Cached pages against nginx (issue 24): wrk and nginx, after the load test for the same reason.
  summary.ceiling = await stage('ceiling', args.skip, async () => {
    const rows = await runCeiling(args)
    printCeiling(rows, args)
    return rows.map((row) => ({ ...row }))
  })

  summary.init = await stage('init', args.skip, async () => {
    const rows = await runInit(args)
    printInit(rows)
    return rows
  })
  // The demo key and cards, 40 batches of 500 events, two at a time.
  summary.ingest = await stage('ingest', args.skip, async () => {
    const rows = await runIngest(parseIngestArgs(['--base', args.base]))
    printIngest(rows)
    return rows
  })
  const stages = ['pageWeight', 'lighthouse', 'load', 'ceiling', 'init', 'ingest'] as const
  const failed = stages.filter(
    (name) => summary[name] !== undefined && !Array.isArray(summary[name]),
  )
  if (!stages.some((name) => Array.isArray(summary[name]))) {
    // Nothing measured: a file of errors would only become a useless baseline.
    throw new Error(`no stage succeeded (${failed.join(', ') || 'all skipped'}): nothing written`)
  }

  await mkdir(RESULTS_DIR, { recursive: true })
  // Colons are not allowed in file names everywhere; the name still sorts in time order.
  const file = `${startedAt.toISOString().replace(/[:.]/g, '-')}.json`
  await writeFile(RESULTS_DIR + file, `${JSON.stringify(summary, null, 2)}\n`)
  console.log(`\nSummary written to bench/results/${file}`)

  printDeltas(stored, summary)

  if (failed.length > 0) {
    throw new Error(`stage(s) failed: ${failed.join(', ')} (figures of the others were kept)`)
  }
}

runCli(main)
