import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { ESLint } from 'eslint'
import { beforeAll, describe, expect, test } from 'vitest'

import { createConfig } from '../../eslint.config.mjs'

/**
 * The dependency rules must fire: tests/lint-fixtures copies the project's layout with imports
 * that break them (and some that keep them), and is linted here with the project's own config.
 */
const fixtures = path.resolve(import.meta.dirname, '../lint-fixtures')

type Problem = { file: string; line: number; rule: string | null }
let problems: Problem[]

beforeAll(async () => {
  const eslint = new ESLint({
    cwd: fixtures,
    overrideConfigFile: true,
    overrideConfig: createConfig(fixtures),
  })
  const results = await eslint.lintFiles(['src/**/*.ts'])
  problems = results.flatMap((result) =>
    result.messages.map((message) => ({
      file: path.relative(fixtures, result.filePath),
      line: message.line,
      rule: message.ruleId,
    })),
  )
}, 120_000)

const ring = [1, 2, 3, 4, 5, 6, 7, 8].map(
  (step) => `src/features/alpha/server/ring/step-${step}.ts`,
)
const inFile = (file: string) => problems.filter((problem) => problem.file === file)

describe('the lint config enforces the dependency rule', () => {
  test('domain code imports no framework and nothing outside domain folders', () => {
    expect(inFile('src/features/alpha/domain/rules.ts')).toEqual([
      { file: 'src/features/alpha/domain/rules.ts', line: 2, rule: 'no-restricted-imports' },
      { file: 'src/features/alpha/domain/rules.ts', line: 4, rule: 'import/no-restricted-paths' },
    ])
  })

  test('another area is reached through its index.ts only', () => {
    expect(inFile('src/features/alpha/server/reader.ts')).toEqual([
      { file: 'src/features/alpha/server/reader.ts', line: 2, rule: 'import/no-restricted-paths' },
    ])
    // Its internals, and an area on a higher layer: both rules fire.
    expect(inFile('src/features/beta/ui/leak.ts')).toEqual([
      { file: 'src/features/beta/ui/leak.ts', line: 2, rule: 'import/no-restricted-paths' },
      { file: 'src/features/beta/ui/leak.ts', line: 2, rule: 'import/no-restricted-paths' },
    ])
  })

  test('an area imports only areas on lower layers (src/features/layers.json)', () => {
    expect(inFile('src/features/beta/server/uses-alpha.ts')).toEqual([
      {
        file: 'src/features/beta/server/uses-alpha.ts',
        line: 2,
        rule: 'import/no-restricted-paths',
      },
    ])
    // alpha sits above beta: its use of beta's index.ts passes (checked below).
  })

  test('an area folder on no layer stops the lint config', () => {
    const root = mkdtempSync(path.join(tmpdir(), 'atout-layers-'))
    try {
      mkdirSync(path.join(root, 'src/features/alpha'), { recursive: true })
      mkdirSync(path.join(root, 'src/features/gamma'), { recursive: true })
      writeFileSync(
        path.join(root, 'src/features/layers.json'),
        JSON.stringify({ layers: [['alpha']] }),
      )
      expect(() => createConfig(root)).toThrow(/no layer for gamma/)
    } finally {
      rmSync(root, { recursive: true, force: true })
    }
  })

  test('foundation areas: identity imports no area; content may use identity', () => {
    expect(inFile('src/features/identity/server/uses-beta.ts')).toEqual([
      {
        file: 'src/features/identity/server/uses-beta.ts',
        line: 2,
        rule: 'import/no-restricted-paths',
      },
    ])
    expect(inFile('src/features/content/ui/uses-identity.ts')).toEqual([])
  })

  test('the platform kernel is pure; domains may use it', () => {
    expect(inFile('src/platform/domain/leak.ts')).toEqual([
      { file: 'src/platform/domain/leak.ts', line: 2, rule: 'import/no-restricted-paths' },
    ])
    expect(inFile('src/platform/domain/counters.ts')).toEqual([])
  })

  test('platform code never imports a business area', () => {
    expect(inFile('src/platform/feature-user.ts')).toEqual([
      { file: 'src/platform/feature-user.ts', line: 2, rule: 'import/no-restricted-paths' },
    ])
  })

  test('manifests are read by the composition root only', () => {
    expect(inFile('src/payload.config.ts')).toEqual([])
    expect(inFile('src/features/alpha/manifest.ts')).toEqual([])
    expect(inFile('src/server/registry.ts')).toEqual([
      { file: 'src/server/registry.ts', line: 2, rule: 'import/no-restricted-paths' },
    ])
  })

  test('server code never imports view code (its ui/ folder or the design system)', () => {
    expect(inFile('src/features/alpha/server/uses-ui.ts')).toEqual([
      { file: 'src/features/alpha/server/uses-ui.ts', line: 2, rule: 'import/no-restricted-paths' },
      { file: 'src/features/alpha/server/uses-ui.ts', line: 3, rule: 'import/no-restricted-paths' },
    ])
  })

  test('routes use server code, never collections', () => {
    expect(inFile('src/app/page.ts')).toEqual([
      { file: 'src/app/page.ts', line: 2, rule: 'import/no-restricted-paths' },
    ])
  })

  test('the ring of eight modules breaks no lint rule: cycles are for scripts/import-cycles.mjs', () => {
    // scripts/import-cycles.test.ts finds this ring (ADR 0076).
    for (const file of ring) expect(inFile(file)).toEqual([])
  })

  test('imports that keep the rule pass: index.ts, domain barrels, cms to cms', () => {
    for (const file of [
      'src/features/alpha/domain/pure.ts',
      'src/features/alpha/server/public-use.ts',
      'src/features/alpha/cms/collection.ts',
      'src/features/alpha/index.ts',
    ]) {
      expect(inFile(file)).toEqual([])
    }
  })

  test('nothing else fires', () => {
    const expected = new Set([
      'src/features/alpha/domain/rules.ts',
      'src/features/alpha/server/reader.ts',
      'src/features/beta/ui/leak.ts',
      'src/platform/feature-user.ts',
      'src/app/page.ts',
      'src/server/registry.ts',
      'src/platform/domain/leak.ts',
      'src/features/identity/server/uses-beta.ts',
      'src/features/beta/server/uses-alpha.ts',
      'src/features/alpha/server/uses-ui.ts',
      ...ring,
    ])
    expect(problems.filter((problem) => !expected.has(problem.file))).toEqual([])
  })
})
