#!/usr/bin/env node
// The server Playwright tests run against: the test build (.next-test) on a fresh database
// seeded with the demo content, and a known staff account for the preview tests.
//
// `--prepare` only makes that database and exits: `npm test` runs it beside the unit tests, and
// the server started next by Playwright uses it once instead of seeding its own (each start after
// that seeds afresh: the journeys change the data).
import { generateKeyPairSync } from 'node:crypto'
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import { root, runTypeScript, serveSite } from './lib.mjs'
import { makeAppleWalletTestCertificates } from './wallet-test-certificates.mjs'

export const E2E_PORT = process.env.E2E_PORT ?? '3100'
const dataDir = path.join(root, '.e2e-data')
const prepareOnly = process.argv.includes('--prepare')
const prepared = path.join(dataDir, 'prepared')

const env = {
  ...process.env,
  NODE_ENV: 'production',
  NEXT_TELEMETRY_DISABLED: '1',
  ATOUT_TEST_BUILD: '1',
  DATA_DIR: dataDir,
  DATABASE_URL: '',
  SITE_URL: `http://localhost:${E2E_PORT}`,
  PREVIEW_SECRET: 'e2e-preview-secret-0123456789',
  ADMIN_EMAIL: 'e2e-admin@atout.test',
  ADMIN_PASSWORD: 'E2e-admin-password!',
  LOG_LEVEL: 'warn',
  // A container for the consent journeys; the browser tests answer Google's script with a stub.
  GTM_CONTAINER_ID: 'GTM-E2ETEST',
  // The captcha's proof of work at a tenth of production's (ALTCHA_MAX_NUMBER, default 50,000):
  // the same widget, challenge and verification, about 0.1 s of the browser's CPU per form instead
  // of about 1 s; the integration tests lower it the same way (tests/support/int-env.ts).
  ALTCHA_MAX_NUMBER: '5000',
  // /metrics is read by the observability journey.
  METRICS_TOKEN: 'e2e-metrics-token-0123456789',
  // Two web processes behind the port, as `npm start` runs on two cores (ADR 0056): every
  // journey meets the processes in turn (tests/e2e/web-processes.spec.ts checks they agree).
  WEB_CONCURRENCY: '2',
  // "Save to Google Wallet" on the member card, signed with a key made for this run (the card
  // journeys read the link's claims; nothing is sent to Google).
  GOOGLE_WALLET_ISSUER_ID: '3388000000012345678',
  GOOGLE_WALLET_SERVICE_ACCOUNT: 'wallet@atout-e2e.iam.gserviceaccount.com',
  GOOGLE_WALLET_PRIVATE_KEY: generateKeyPairSync('rsa', { modulusLength: 2048 })
    .privateKey.export({ type: 'pkcs8', format: 'pem' })
    .toString(),
  // "Add to Apple Wallet", signed with test certificates made for this run (the card journeys
  // read the pass; no Apple certificate is involved).
  ...appleWalletTestSettings(),
}
function appleWalletTestSettings() {
  const passTypeId = 'pass.example.atout.e2e'
  const teamId = 'E2ETEAM123'
  const { wwdr, certificate, privateKey } = makeAppleWalletTestCertificates(passTypeId, teamId)
  return {
    APPLE_WALLET_PASS_TYPE_ID: passTypeId,
    APPLE_WALLET_TEAM_ID: teamId,
    APPLE_WALLET_CERTIFICATE: certificate,
    APPLE_WALLET_PRIVATE_KEY: privateKey,
    APPLE_WALLET_WWDR: wwdr,
  }
}
// Made for this port's site address, or made again.
const preparedHere = existsSync(prepared) && readFileSync(prepared, 'utf8') === E2E_PORT
if (prepareOnly || !preparedHere) {
  rmSync(dataDir, { recursive: true, force: true })
  await runTypeScript('scripts/setup.ts', env)
}
if (prepareOnly) {
  writeFileSync(prepared, E2E_PORT)
  process.exit(0)
}
rmSync(prepared, { force: true })
// A fresh database: the data cache and the pages cached by a previous run (rendered from its
// database, perhaps seeded from other demo content) must not answer for it.
rmSync(path.join(root, '.next-test', 'cache', 'fetch-cache'), { recursive: true, force: true })
rmSync(path.join(root, '.next-test', 'server', 'route-cache'), { recursive: true, force: true })
await serveSite(env, E2E_PORT)
