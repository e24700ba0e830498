// Lighthouse 12, mobile (the default config: Moto G Power emulation, simulated slow 4G and 4x CPU
// slowdown), medians over several runs because a single run varies by several points.
// Usage: npx tsx bench/lighthouse.ts --base http://localhost:3000 --paths /,/en --runs 3
import { existsSync } from 'node:fs'

// chrome-launcher is not a direct dependency: it comes with lighthouse (same major, same API).
import { launch } from 'chrome-launcher'
import lighthouse, { type Flags, type Result } from 'lighthouse'

import { CHROMIUM_FLAGS } from '../scripts/chromium-flags'

import { type BenchArgs, isMain, runCli } from './args'
import { median, round, table } from './format'
import { demoMemberCookies } from './init'

const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_FLAGS]
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const

export interface LighthouseRun {
  scores: Record<(typeof CATEGORIES)[number], number | null>
  lcpMs: number | null
  cls: number | null
  tbtMs: number | null
  fcpMs: number | null
  speedIndexMs: number | null
  finalUrl: string
  warnings: string[]
}

export interface LighthouseResult {
  /** The path, with " (member)" after it when measured as the demo member. */
  path: string
  /** The path asked for, to tell a redirect. */
  requestedPath: string
  /** Runs that succeeded, out of the runs asked for. */
  runs: number
  /** Category scores 0-100, median over the runs. */
  performance: number | null
  accessibility: number | null
  bestPractices: number | null
  seo: number | null
  lcpS: number | null
  cls: number | null
  tbtMs: number | null
  fcpS: number | null
  speedIndexS: number | null
  /** Spread (max - min) of the performance score, to tell noise from change. */
  performanceSpread: number | null
  finalUrl: string
  warnings: string[]
}

function numeric(lhr: Result, audit: string): number | null {
  const value = lhr.audits[audit]?.numericValue
  return typeof value === 'number' ? value : null
}

async function runOnce(url: string, headers: Record<string, string>): Promise<LighthouseRun> {
  // A fresh browser per run: no warm HTTP cache, V8 code cache or sockets carried between runs.
  const chrome = await launch({
    chromePath: CHROME_PATH,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  try {
    const flags: Flags = {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      // Headless Chrome asks for en-US, and the middleware sends such a visitor from an unprefixed
      // (French) path to /en: without this header the French pages would measure a redirect.
      // Member pages also carry the demo member's session cookies.
      extraHeaders: headers,
    }
    const result = await lighthouse(url, flags)
    if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
    const { lhr } = result
    if (lhr.runtimeError) {
      throw new Error(
        `Lighthouse failed on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`,
      )
    }
    const score = (id: string): number | null => {
      const value = lhr.categories[id]?.score
      return typeof value === 'number' ? Math.round(value * 100) : null
    }
    return {
      scores: {
        performance: score('performance'),
        accessibility: score('accessibility'),
        'best-practices': score('best-practices'),
        seo: score('seo'),
      },
      lcpMs: numeric(lhr, 'largest-contentful-paint'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      tbtMs: numeric(lhr, 'total-blocking-time'),
      fcpMs: numeric(lhr, 'first-contentful-paint'),
      speedIndexMs: numeric(lhr, 'speed-index'),
      finalUrl: lhr.finalDisplayedUrl,
      warnings: lhr.runWarnings.map(String),
    }
  } finally {
    chrome.kill()
  }
}

const pick = (runs: LighthouseRun[], get: (run: LighthouseRun) => number | null): number[] =>
  runs.map(get).filter((value): value is number => value !== null)

export async function runLighthouse(args: BenchArgs): Promise<LighthouseResult[]> {
  if (!existsSync(CHROME_PATH)) throw new Error(`no Chrome at ${CHROME_PATH} (set CHROME_PATH)`)
  const results: LighthouseResult[] = []
  const language = { 'Accept-Language': args.lighthouseLanguage }
  // Member pages (the loyalty dashboard is one of issue 24's five) as the demo member sees them:
  // one login, its cookies replayed on every run, as load.ts and page-weight.ts do.
  const member =
    args.memberPaths.length > 0
      ? { ...language, Cookie: await demoMemberCookies(args.base) }
      : language
  const targets = [
    ...args.paths.map((path) => ({ path, label: path, headers: language })),
    ...args.memberPaths.map((path) => ({ path, label: `${path} (member)`, headers: member })),
  ]
  for (const { path, label, headers } of targets) {
    const url = args.base + path
    const runs: LighthouseRun[] = []
    const failures: string[] = []
    for (let i = 1; i <= args.runs; i++) {
      process.stderr.write(`lighthouse ${label}: run ${i}/${args.runs}\n`)
      // Lighthouse itself fails now and then (NO_NAVSTART, NO_FCP on a busy machine) and asks to
      // be run again: one retry, then the run is left out of the medians rather than losing all.
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          runs.push(await runOnce(url, headers))
          break
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error)
          process.stderr.write(`lighthouse ${label}: attempt ${attempt} failed: ${message}\n`)
          if (attempt === 2) failures.push(`run ${i} failed twice: ${message}`)
        }
      }
    }
    if (runs.length === 0) throw new Error(`Lighthouse: every run failed on ${url}: ${failures[0]}`)
    const perf = pick(runs, (run) => run.scores.performance)
    const ms = (value: number | null): number | null => (value === null ? null : value / 1000)
    results.push({
      path: label,
      requestedPath: path,
      runs: runs.length,
      performance: median(perf),
      accessibility: median(pick(runs, (run) => run.scores.accessibility)),
      bestPractices: median(pick(runs, (run) => run.scores['best-practices'])),
      seo: median(pick(runs, (run) => run.scores.seo)),
      lcpS: round(ms(median(pick(runs, (run) => run.lcpMs))), 2),
      cls: round(median(pick(runs, (run) => run.cls)), 3),
      tbtMs: round(median(pick(runs, (run) => run.tbtMs)), 0),
      fcpS: round(ms(median(pick(runs, (run) => run.fcpMs))), 2),
      speedIndexS: round(ms(median(pick(runs, (run) => run.speedIndexMs))), 2),
      performanceSpread: perf.length > 0 ? Math.max(...perf) - Math.min(...perf) : null,
      finalUrl: runs[0]?.finalUrl ?? url,
      warnings: [...failures, ...new Set(runs.flatMap((run) => run.warnings))],
    })
  }
  return results
}

export function printLighthouse(results: LighthouseResult[], args: BenchArgs): void {
  console.log(
    `\nLighthouse mobile (simulated throttling): ${args.base}, median of ${args.runs} run(s),` +
      ` Accept-Language ${args.lighthouseLanguage}\n`,
  )
  const fixed = (value: number | null, digits: number): string | null =>
    value === null ? null : value.toFixed(digits)
  console.log(
    table(
      [
        'path',
        'runs',
        'perf',
        '(spread)',
        'a11y',
        'best-pr',
        'seo',
        'LCP s',
        'CLS',
        'TBT ms',
        'FCP s',
        'SI s',
      ],
      results.map((r) => [
        r.path,
        r.runs,
        r.performance,
        r.performanceSpread,
        r.accessibility,
        r.bestPractices,
        r.seo,
        fixed(r.lcpS, 2),
        fixed(r.cls, 3),
        r.tbtMs,
        fixed(r.fcpS, 2),
        fixed(r.speedIndexS, 2),
      ]),
    ),
  )
  for (const r of results) {
    // A redirect means the figures are those of another page than the one asked for.
    if (new URL(r.finalUrl).pathname !== new URL(args.base + r.requestedPath).pathname) {
      console.log(`! ${r.path}: measured ${r.finalUrl} (redirected)`)
    }
    for (const warning of r.warnings) console.log(`! ${r.path}: ${warning}`)
  }
}

if (isMain(import.meta.url)) {
  runCli(async (args) => printLighthouse(await runLighthouse(args), args))
}
