import path from 'node:path'

import { defineConfig } from 'vitest/config'

const src = path.resolve(import.meta.dirname, 'src')

export default defineConfig({
  resolve: {
    alias: [
      { find: '@payload-config', replacement: path.join(src, 'payload.config.ts') },
      { find: /^@\//, replacement: `${src}/` },
      {
        find: /^server-only$/,
        replacement: path.resolve(import.meta.dirname, 'tests/support/empty.ts'),
      },
    ],
  },
  test: {
    setupFiles: ['tests/support/fail-on-console-error.ts'],
    restoreMocks: true,
    // Vite loads these itself instead of Node's ESM loader: next-intl imports 'next/server' without
    // an extension, and Node 20 stalls at random while importing the @lexical graph (see
    // scripts/lib.mjs, runTypeScript).
    server: {
      deps: { inline: ['next-intl', '@payloadcms/richtext-lexical', /@lexical\//, 'lexical'] },
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
        },
      },
      {
        extends: true,
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts', 'tests/support/int-env.ts'],
          // Migrates once into a template SQLite file that each test file copies (ADR 0043).
          globalSetup: ['tests/int/global-setup.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Each file gets its own SQLite database and data folder (ADR 0043), so two files run at a
          // time; after the unit tests (groupOrder), which keep their own worker count.
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
