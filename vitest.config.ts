import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { defineConfig } from 'vitest/config'

const src = path.resolve(import.meta.dirname, 'src')

const unitFiles = ['src/**/*.test.{ts,tsx}', 'bench/**/*.test.ts', 'scripts/**/*.test.ts']
/**
 * Unit files share their workers’ module cache (no per-file isolation: 85 s → 35 s here, most of
 * it was starting a process per file), except those that replace a module (vi.mock): a module
 * another file imported first would not be replaced. They get their own module graph.
 */
const isolatedUnitFiles = ['src', 'bench', 'scripts']
  .flatMap((folder) =>
    (readdirSync(path.join(import.meta.dirname, folder), { recursive: true }) as string[]).map(
      (file) => path.join(folder, file),
    ),
  )
  .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
  .filter((file) =>
    /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(import.meta.dirname, file), 'utf8')),
  )

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
          include: unitFiles,
          exclude: isolatedUnitFiles,
          environment: 'node',
          isolate: false,
        },
      },
      {
        extends: true,
        test: { name: 'unit-isolated', include: isolatedUnitFiles, environment: 'node' },
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
          // A worker's files share its process; tests/support/int-env.ts gives each one fresh
          // modules, environment and Payload (ADR 0078).
          isolate: false,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
})
