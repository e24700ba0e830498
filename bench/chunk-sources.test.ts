import { SourceMapGenerator } from 'source-map-js'
import { describe, expect, test } from 'vitest'

import { attributeChunk, pageSources, readableSource, sourceGroup } from './chunk-sources'

/** A chunk of two modules on one line, then a line of the first again, with its source map. */
function chunkOfTwoModules() {
  const code = 'var a=1;var bb=22;\nvar a2=3;'
  const generator = new SourceMapGenerator({ file: 'chunk.js' })
  const map = (line: number, column: number, source: string) =>
    generator.addMapping({
      generated: { line, column },
      original: { line: 1, column: 0 },
      source,
    })
  map(1, 0, 'turbopack:///[project]/src/a.ts')
  map(1, 8, 'turbopack:///[project]/node_modules/b/index.js [app-client] (ecmascript)')
  map(2, 0, 'turbopack:///[project]/src/a.ts')
  return { code, map: JSON.parse(generator.toString()) }
}

describe('chunk sources', () => {
  test.each([
    ['turbopack:///[project]/src/ui/x.tsx', 'src/ui/x.tsx'],
    [
      'turbopack:///[project]/node_modules/next/dist/a.js [app-client] (ecmascript)',
      'node_modules/next/dist/a.js',
    ],
    ['webpack://_N_E/src/y.ts', 'src/y.ts'],
  ])('%s reads as %s', (source, readable) => {
    expect(readableSource(source)).toBe(readable)
  })

  test('each byte of the chunk goes to the module it came from', () => {
    const { code, map } = chunkOfTwoModules()
    const bytes = attributeChunk(code, map)
    // The line break between the two lines belongs to no module.
    expect(Object.fromEntries(bytes)).toEqual({
      'src/a.ts': 8 + 9,
      'node_modules/b/index.js': 10,
      '?': 1,
    })
    expect([...bytes.values()].reduce((sum, count) => sum + count, 0)).toBe(code.length)
  })

  test('a sectioned map (Turbopack) is read section by section', () => {
    const { code, map } = chunkOfTwoModules()
    const sectioned = { version: 3, sections: [{ offset: { line: 0, column: 0 }, map }] }
    expect(attributeChunk(code, sectioned as never)).toEqual(attributeChunk(code, map))
  })

  test('a module in two chunks of a page is counted in both and said to be twice', () => {
    const chunk = chunkOfTwoModules()
    const [first] = pageSources([chunk, chunk]).filter((share) => share.source === 'src/a.ts')
    expect(first).toMatchObject({ chunks: 2, rawBytes: 34 })
  })
})

describe('sourceGroup', () => {
  test.each([
    ['src/features/consent/ui/consent-manager.tsx', 'ours'],
    ['node_modules/next/dist/compiled/react-dom/cjs/react-dom-client.production.js', 'react-dom'],
    [
      'node_modules/next/dist/compiled/react-server-dom-turbopack/cjs/client.js',
      'react-server-dom (RSC client)',
    ],
    ['node_modules/next/dist/compiled/react/cjs/react.production.js', 'react'],
    ['node_modules/next/dist/compiled/scheduler/cjs/scheduler.production.js', 'react'],
    ['node_modules/next/src/client/components/segment-cache/cache.ts', 'next (client)'],
    ['node_modules/lucide/dist/esm/icons/menu.js', 'lucide'],
    ['node_modules/@radix-ui/react-dialog/dist/index.mjs', '@radix-ui/react-dialog'],
    ['[turbopack]/browser/runtime/base/runtime-base.ts', 'bundler runtime'],
    ['?', 'unmapped'],
  ])('%s → %s', (source, group) => {
    expect(sourceGroup(source)).toBe(group)
  })
})
