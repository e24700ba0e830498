#!/usr/bin/env node
// `node scripts/run-ts.mjs scripts/<file>.ts`: runs one of our TypeScript scripts (see lib.mjs).
import { runTypeScript } from './lib.mjs'

const entry = process.argv[2]
if (!entry) {
  console.error('Usage: node scripts/run-ts.mjs scripts/<file>.ts')
  process.exit(1)
}
await runTypeScript(entry)
