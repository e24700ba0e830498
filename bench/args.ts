import { realpathSync } from 'node:fs'
import { pathToFileURL } from 'node:url'
import { parseArgs } from 'node:util'

export interface BenchArgs {
  /** Origin of the running production server, without a trailing slash. */
  base: string
  /** Paths to measure, each starting with '/'. */
  paths: string[]
  /** Concurrent connections of the load test. */
  connections: number
  /** Seconds of the measured load run, per path. */
  duration: number
  /** Seconds of the discarded load run that precedes each measured one. */
  warmup: number
  /** Lighthouse runs per path; the medians are reported. */
  runs: number
  /** First-load JS budget, in KB (1 KB = 1000 bytes) of gzip. */
  budget: number
  /** First-load JS budget of the member pages (`--member-paths`), in KB of gzip. */
  memberBudget: number
  /** Accept-Language sent by the load and page-weight requests (none unless given). */
  acceptLanguage: string | undefined
  /** Accept-Language sent by Lighthouse's browser. */
  lighthouseLanguage: string
  /**
   * Pages load.ts and page-weight.ts also measure as the demo member (logged in once, its session
   * cookies replayed): the member hub, loyalty dashboard and rewards catalogue of issue 24.
   */
  memberPaths: string[]
  /** Stages run.ts leaves out: page-weight, lighthouse, load, ceiling. */
  skip: string[]
  /** Load generator of init.ts: wrk (C, light on the shared CPU) when installed, else autocannon. */
  loadTool: 'auto' | 'wrk' | 'autocannon'
}

const usage = `Options (all optional):
  --base URL              server origin (default http://localhost:3000)
  --paths /,/en,...       comma-separated paths (default /)
  --connections N         load test connections (default 20)
  --duration S            load test seconds per path (default 15)
  --warmup S              discarded warm-up seconds per path (default 3)
  --runs N                Lighthouse runs per path, median reported (default 3)
  --budget KB             first-load JS budget, gzip KB (default 150)
  --member-budget KB      first-load JS budget of the member paths, gzip KB (default 170)
  --accept-language L     Accept-Language of load/page-weight requests (default none)
  --lighthouse-language L Accept-Language of the Lighthouse browser (default fr-FR)
  --member-paths /a,/b    load, page weight, Lighthouse: paths also measured as the demo member (default none)
  --skip a,b              run.ts only: stages to skip (page-weight, lighthouse, load, ceiling, init, ingest)
  --load-tool T           init.ts: auto (wrk when installed), wrk or autocannon (default auto)
  --help`

function positiveNumber(name: string, raw: string): number {
  const value = Number(raw)
  if (!Number.isFinite(value) || value <= 0) {
    throw new Error(`--${name} must be a positive number, got '${raw}'`)
  }
  return value
}

function list(raw: string): string[] {
  return raw
    .split(',')
    .map((item) => item.trim())
    .filter((item) => item.length > 0)
}

export function parseBenchArgs(argv: string[] = process.argv.slice(2)): BenchArgs {
  const { values } = parseArgs({
    args: argv,
    // Every script accepts every option, so that run.ts can forward its command line as is.
    options: {
      base: { type: 'string', default: 'http://localhost:3000' },
      paths: { type: 'string', default: '/' },
      connections: { type: 'string', default: '20' },
      duration: { type: 'string', default: '15' },
      warmup: { type: 'string', default: '3' },
      runs: { type: 'string', default: '3' },
      budget: { type: 'string', default: '150' },
      'member-budget': { type: 'string', default: '170' },
      'accept-language': { type: 'string' },
      'lighthouse-language': { type: 'string', default: 'fr-FR' },
      skip: { type: 'string', default: '' },
      'member-paths': { type: 'string', default: '' },
      'load-tool': { type: 'string', default: 'auto' },
      help: { type: 'boolean', default: false },
    },
    strict: true,
    allowPositionals: false,
  })

  if (values.help) {
    console.log(usage)
    process.exit(0)
  }

  const base = values.base.replace(/\/+$/, '')
  // Fail early on a typo rather than after minutes of measuring nothing.
  new URL(base)

  const paths = list(values.paths).map((path) => (path.startsWith('/') ? path : `/${path}`))
  if (paths.length === 0) throw new Error('--paths is empty')

  const memberPaths = list(values['member-paths']).map((path) =>
    path.startsWith('/') ? path : `/${path}`,
  )

  return {
    base,
    paths,
    memberPaths,
    connections: Math.round(positiveNumber('connections', values.connections)),
    duration: positiveNumber('duration', values.duration),
    warmup: Number(values.warmup) > 0 ? Number(values.warmup) : 0,
    runs: Math.round(positiveNumber('runs', values.runs)),
    budget: positiveNumber('budget', values.budget),
    memberBudget: positiveNumber('member-budget', values['member-budget']),
    acceptLanguage: values['accept-language'],
    lighthouseLanguage: values['lighthouse-language'],
    skip: list(values.skip),
    loadTool: loadTool(values['load-tool']),
  }
}

function loadTool(raw: string): BenchArgs['loadTool'] {
  if (raw === 'auto' || raw === 'wrk' || raw === 'autocannon') return raw
  throw new Error(`--load-tool must be auto, wrk or autocannon, got '${raw}'`)
}

/** True when the module at `moduleUrl` is the script node/tsx was started with. */
export function isMain(moduleUrl: string): boolean {
  const entry = process.argv[1]
  if (!entry) return false
  try {
    // realpath so that a symlinked checkout still recognises itself.
    return pathToFileURL(realpathSync(entry)).href === moduleUrl
  } catch {
    return false
  }
}

/** Runs a CLI entry point, turning a thrown error into a message and exit code 1. */
export function runCli(main: (args: BenchArgs) => Promise<unknown>): void {
  let args: BenchArgs
  try {
    args = parseBenchArgs()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    console.error(usage)
    process.exit(2)
  }
  main(args).then(
    // Explicit exit: Lighthouse and autocannon can leave handles (timers, sockets) open.
    () => process.exit(0),
    (error: unknown) => {
      // The message says what to do (start the server, install Chrome...); a stack would bury it.
      console.error(error instanceof Error ? `Error: ${error.message}` : error)
      if (error instanceof Error && error.cause instanceof Error) {
        console.error(`  cause: ${error.cause.message}`)
      }
      process.exit(1)
    },
  )
}
