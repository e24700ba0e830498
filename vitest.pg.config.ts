import { defineConfig, mergeConfig } from 'vitest/config'

import base from './vitest.config'

/** The PostgreSQL suite (`npm run test:postgres`, run by .ci/run against a real server). */
export default mergeConfig(
  { ...base, test: { ...base.test, projects: undefined } },
  defineConfig({
    test: {
      name: 'postgres',
      include: ['tests/pg/**/*.test.ts'],
      setupFiles: ['tests/pg/env.ts'],
      // Migrates once into a template database that each test file copies (ADR 0043).
      globalSetup: ['tests/pg/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 180_000,
      // Each file has its own database (tests/pg/env.ts): two files run at a time.
      maxWorkers: 2,
      // A worker's files share its process; tests/pg/env.ts gives each one fresh modules,
      // environment, Payload and database (ADR 0078).
      isolate: false,
    },
  }),
)
