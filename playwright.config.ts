import { defineConfig, devices } from '@playwright/test'

import { CHROMIUM_FLAGS } from './scripts/chromium-flags'

const port = process.env.E2E_PORT ?? '3100'

const CHROMIUM_ARGS = [...CHROMIUM_FLAGS]
/** The specs run in Debian’s whole Chromium with motion on (every other one: its headless shell). */
const FULL_BROWSER_SPECS = [
  '**/motion.spec.ts',
  '**/locale.spec.ts',
  '**/accessibility.spec.ts',
  '**/chunk-reload.spec.ts',
]

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    // Recording a trace of every test (to keep only the failures') made the run about a quarter
    // slower on two cores. To look into a failure: npx playwright test <spec> --trace on
    trace: 'off',
  },
  projects: [
    {
      // The journeys: Debian's Chromium as its headless shell (the same Blink and V8, the browser
      // Playwright itself runs headless tests in) for a visitor who asked for less motion. A third
      // less CPU for the browser and no animation to wait out: the run is about a third shorter
      // (ADR 0075). What motion changes is the full browser's project below.
      name: 'journeys',
      testIgnore: FULL_BROWSER_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        locale: 'fr-FR',
        channel: undefined,
        reducedMotion: 'reduce',
        launchOptions: {
          executablePath: '/usr/bin/chromium-headless-shell',
          args: CHROMIUM_ARGS,
        },
      },
    },
    {
      // Debian's whole Chromium with motion on, as most visitors see the site: view transitions
      // between pages, none started by a page loading (tests/e2e/motion.spec.ts), the language
      // switch, the keyboard, the new-version notice.
      name: 'full-browser',
      testMatch: FULL_BROWSER_SPECS,
      use: {
        ...devices['Desktop Chrome'],
        locale: 'fr-FR',
        channel: undefined,
        reducedMotion: 'no-preference',
        launchOptions: {
          executablePath: '/usr/bin/chromium',
          args: ['--headless=new', ...CHROMIUM_ARGS],
        },
      },
    },
  ],
  webServer: {
    command: 'node scripts/e2e-server.mjs',
    url: `http://localhost:${port}/api/build`,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: port },
  },
})
