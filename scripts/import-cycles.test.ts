import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

import { afterAll, describe, expect, test } from 'vitest'

import { findImportCycles, sourceFiles } from './import-cycles.mjs'

const root = path.resolve(import.meta.dirname, '..')
const made: string[] = []
afterAll(() => {
  for (const dir of made) rmSync(dir, { recursive: true, force: true })
})

/** A throwaway project with the given files (path → source). */
function project(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(tmpdir(), 'atout-cycles-'))
  made.push(dir)
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  return dir
}

describe('import cycles', () => {
  // ~2 s alone; CI runs it beside the test build, on two busy cores.
  test('the project has none', { timeout: 60_000 }, () => {
    expect(findImportCycles(root)).toEqual([])
  })

  test('the lint fixtures’ ring of eight modules is one cycle, whatever its length', () => {
    const fixtures = path.join(root, 'tests/lint-fixtures')
    expect(findImportCycles(fixtures, sourceFiles(fixtures))).toEqual([
      [1, 2, 3, 4, 5, 6, 7, 8].map((step) => `src/features/alpha/server/ring/step-${step}.ts`),
    ])
  })

  test.each([
    ['a named import', "import { b } from './b'", true],
    ['a default import', "import b from './b'", true],
    ['a namespace import', "import * as b from './b'", true],
    ['an import for its effects', "import './b'", true],
    ['a re-export', "export { b } from './b'", true],
    ['a re-export of everything', "export * from './b'", true],
    ['the @/ alias', "import { b } from '@/b'", true],
    ['an import with one value among types', "import { type B, b } from './b'", true],
    ['a type-only import', "import type { B } from './b'", false],
    ['an import of types only', "import { type B } from './b'", false],
    ['a type-only re-export', "export type { B } from './b'", false],
    ['a dynamic import', "export const load = () => import('./b')", false],
  ])('%s back to the importer: a cycle %s', (_, importOfB, isCycle) => {
    const dir = project({
      'src/a.ts': `${importOfB}\nexport const a = 1\nexport type A = number\n`,
      'src/b.ts': "import { a } from './a'\nexport const b = a\nexport type B = number\n",
    })
    expect(findImportCycles(dir, sourceFiles(dir))).toEqual(
      isCycle ? [['src/a.ts', 'src/b.ts']] : [],
    )
  })

  test('each cycle is named once, starting from its first file, shortest way round', () => {
    const dir = project({
      'src/a.ts': "import { b } from './b'\nimport { c } from './c'\nexport const a = [b, c]\n",
      'src/b.ts': "import { a } from './a'\nexport const b = () => a\n",
      'src/c.ts': "import { d } from './d'\nexport const c = d\n",
      'src/d.ts': "import { a } from './a'\nexport const d = () => a\n",
      'src/e.ts': "import { a } from './a'\nexport const e = a\n",
    })
    expect(findImportCycles(dir, sourceFiles(dir))).toEqual([['src/a.ts', 'src/b.ts']])
  })
})
