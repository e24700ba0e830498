#!/usr/bin/env node
// `npm start`: prepares the database (migrations, first admin, demo content on an empty
// database), builds the site when the sources changed since the last build, then serves it.
import { rmSync } from 'node:fs'
import path from 'node:path'

import {
  buildEnvironment,
  isBuildCurrent,
  markBuild,
  nextBin,
  root,
  run,
  runTypeScript,
  serveSite,
  sourceFingerprint,
} from './lib.mjs'

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ATOUT_TEST_BUILD: '0',
}
const port = process.env.PORT ?? '3000'

await runTypeScript('scripts/setup.ts', env)

// The security headers are fixed at build time: a change of captcha, map tiles or site address
// (https brings HSTS and upgrade-insecure-requests) needs a new build.
const fingerprint = sourceFingerprint(
  [
    'production',
    process.env.CAPTCHA_PROVIDER ?? '',
    process.env.MAP_TILE_URL ?? '',
    process.env.SITE_URL ?? '',
  ].join('|'),
)
if (isBuildCurrent('.next', fingerprint)) {
  console.log('Build is up to date.')
} else {
  console.log('Building the site (about 2 minutes on 2 cores)…')
  const seconds = run(process.execPath, [nextBin, 'build'], buildEnvironment(env))
  markBuild('.next', fingerprint)
  console.log(`Built in ${seconds.toFixed(0)} s`)
}

// The data cache lives on disk and survives restarts, but the database may have changed meanwhile
// (seed, reset, restore): start from an empty one. Rendered pages are kept in memory only.
rmSync(path.join(root, '.next', 'cache', 'fetch-cache'), { recursive: true, force: true })

console.log(
  `\nAtout is starting on http://localhost:${port} (admin: http://localhost:${port}/admin)\n`,
)
await serveSite(env, port)
