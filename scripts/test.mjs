#!/usr/bin/env node
// `npm test`: every test of the project, the way CI runs them.
// type-check with lint → unit and integration tests (Vitest, real SQLite) with the test build →
// browser tests (Playwright with Debian's Chromium). Stops at the first failing step.
import { spawn, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

import {
  buildEnvironment,
  isBuildCurrent,
  markBuild,
  nextBin,
  root,
  run,
  sourceFingerprint,
} from './lib.mjs'

/**
 * The Debian packages the browser tests use: Chromium drives the pages (the journeys in its
 * headless shell, those about motion in the whole browser: ADR 0075), redis-server is the shared
 * cache of the two-instance journeys (tests/e2e/cluster.spec.ts).
 */
const DEBIAN_PACKAGES = [
  { name: 'chromium', file: '/usr/bin/chromium', purpose: 'Browser tests need Debian’s Chromium' },
  {
    name: 'chromium-headless-shell',
    file: '/usr/bin/chromium-headless-shell',
    purpose: 'The journeys run in Chromium’s headless shell',
  },
  { name: 'redis-server', file: '/usr/bin/redis-server', purpose: 'The cluster tests need Redis' },
]

function ensureDebianPackages() {
  const missing = DEBIAN_PACKAGES.filter(({ file }) => !existsSync(file))
  if (missing.length === 0) return
  const names = missing.map(({ name }) => name)
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (isRoot && hasApt) {
    console.log(`Missing: installing Debian’s ${names.join(' and ')}…`)
    run('apt-get', ['update', '-qq'])
    run('apt-get', ['install', '-y', '-qq', ...names], {
      ...process.env,
      DEBIAN_FRONTEND: 'noninteractive',
    })
    return
  }
  console.error(
    `\n✗ ${missing.map(({ purpose, file }) => `${purpose} (${file})`).join('; ')}. Install them, then run npm test again:\n\n    sudo apt-get install -y ${names.join(' ')}\n`,
  )
  process.exit(1)
}

const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1' }
const timings = []
const step = (name, command, args, stepEnv = env) => {
  console.log(`\n▶ ${name}`)
  timings.push([name, run(command, args, stepEnv)])
}

/**
 * Steps that leave part of the machine idle, run side by side (each with its own extra
 * environment); each one's output is printed when it ends, and the run stops after all when one
 * failed.
 */
async function together(steps) {
  const results = await Promise.all(
    steps.map(
      ([name, command, args, extraEnv]) =>
        new Promise((resolve) => {
          const started = Date.now()
          const child = spawn(command, args, {
            cwd: root,
            env: { ...env, ...extraEnv },
            stdio: ['ignore', 'pipe', 'pipe'],
          })
          const output = []
          child.stdout.on('data', (chunk) => output.push(chunk))
          child.stderr.on('data', (chunk) => output.push(chunk))
          child.on('close', (code, signal) => {
            console.log(`\n▶ ${name}`)
            process.stdout.write(Buffer.concat(output))
            const seconds = (Date.now() - started) / 1000
            timings.push([name, seconds])
            if (code !== 0)
              console.error(`\n✗ ${command} ${args.join(' ')} failed (exit ${code ?? signal})`)
            resolve(code === 0 ? 0 : (code ?? 1))
          })
        }),
    ),
  )
  const failed = results.find((code) => code !== 0)
  if (failed !== undefined) process.exit(failed)
}

ensureDebianPackages()
await together([
  ['Type-check', 'npx', ['tsc', '--noEmit']],
  // Two lint workers: the type-check ends long before a single one would, leaving a core idle
  // (152 s → 115 s for the pair here).
  ['Lint', 'npx', ['eslint', '.', '--max-warnings=0', '--concurrency=2']],
])
// The whole suite: the integration files' demo database is seeded as the run starts, beside the
// unit tests (tests/int/global-setup.ts).
const vitest = [
  'Unit and integration tests',
  'npx',
  ['vitest', 'run'],
  { LOG_LEVEL: 'warn', ATOUT_DEMO_TEMPLATE_EARLY: '1' },
]
// The browser tests' database, seeded beside the unit tests (~50 s of one core that the browser
// tests would otherwise wait for); the server Playwright starts uses it once.
const e2eData = [
  'Browser tests’ database',
  process.execPath,
  ['scripts/e2e-server.mjs', '--prepare'],
]
const buildEnv = buildEnvironment({ ...env, NODE_ENV: 'production', ATOUT_TEST_BUILD: '1' })
const fingerprint = sourceFingerprint('test')
if (isBuildCurrent('.next-test', fingerprint)) {
  console.log('\n▶ Test build is up to date')
  await together([vitest, e2eData])
} else {
  // Vitest leaves about a third of two cores idle (its integration files run two at a time and
  // wait on SQLite): the production build of the browser tests fills it (−45 s here; it reads
  // only the sources, which no test writes).
  await together([vitest, ['Test build', process.execPath, [nextBin, 'build'], buildEnv], e2eData])
  markBuild('.next-test', fingerprint)
}
step('Browser tests', 'npx', ['playwright', 'test'], env)

console.log('\n✓ All tests passed')
for (const [name, seconds] of timings)
  console.log(`  ${name.padEnd(28)} ${seconds.toFixed(0).padStart(4)} s`)
