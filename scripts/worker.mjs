#!/usr/bin/env node
// `npm run worker`: every job queue with its schedules, in one process next to web instances that
// run with JOBS_AUTORUN=0 (scripts/worker.ts). Same settings as the server (DATABASE_URL, …).
import { bundleTypeScript, serve } from './lib.mjs'

const worker = await bundleTypeScript('scripts/worker.ts')
serve(process.execPath, ['--enable-source-maps', worker], {
  ...process.env,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  JOBS_AUTORUN: '1',
})
