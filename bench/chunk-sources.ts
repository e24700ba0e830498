// Which sources make up a page's first-load JavaScript, and which of them are shipped twice.
// Needs a build with browser source maps (never deploy it: the maps publish the sources):
//   ATOUT_BROWSER_SOURCE_MAPS=1 npm run build && npm start
//   npx tsx bench/chunk-sources.ts --base http://localhost:3000 --paths /,/nos-casinos
import { gzipSync } from 'node:zlib'

import { SourceMapConsumer, type RawSourceMap } from 'source-map-js'

import { type BenchArgs, isMain, runCli } from './args'
import { kb } from './format'
import { parseHtml } from './page-weight'

/** A source map as bundlers write it: plain, or in sections (Turbopack's chunks). */
type ChunkMap = RawSourceMap & {
  sections?: Array<{ offset: { line: number; column: number }; map: RawSourceMap }>
}

/** Bytes of a chunk's code per source file it came from (`?` for code no mapping covers). */
export function attributeChunk(code: string, map: ChunkMap): Map<string, number> {
  const lines = code.split('\n')
  const segments: Array<{ line: number; column: number; source: string }> = []
  const sections = map.sections ?? [{ offset: { line: 0, column: 0 }, map }]
  for (const { offset, map: sectionMap } of sections) {
    new SourceMapConsumer(sectionMap).eachMapping((mapping) => {
      const line = mapping.generatedLine - 1 + offset.line
      const column = mapping.generatedColumn + (mapping.generatedLine === 1 ? offset.column : 0)
      segments.push({ line, column, source: mapping.source ?? '?' })
    })
  }
  segments.sort((a, b) => a.line - b.line || a.column - b.column)
  const bytes = new Map<string, number>()
  const add = (source: string, count: number) => {
    if (count > 0) bytes.set(source, (bytes.get(source) ?? 0) + count)
  }
  let covered = 0
  segments.forEach((segment, index) => {
    const next = segments[index + 1]
    const end = next?.line === segment.line ? next.column : (lines[segment.line]?.length ?? 0)
    add(readableSource(segment.source), end - segment.column)
    covered += Math.max(0, end - segment.column)
  })
  add('?', code.length - covered)
  return bytes
}

/** `turbopack:///[project]/src/x.tsx` → `src/x.tsx`; packages keep their node_modules path. */
export function readableSource(source: string): string {
  return source
    .replace(/^turbopack:\/\/\/?/, '')
    .replace(/^\[project\]\//, '')
    .replace(/^webpack:\/\/[^/]*\//, '')
    .replace(/ \[.*$/, '')
}

/**
 * The part of the build a source belongs to: `ours` for `src/`, a package's name, Next split into
 * React DOM, the RSC client and Next's own client (router, links, runtime), and the bundler's
 * runtime. The framework floor of a page is everything but `ours` and the packages we chose.
 */
export function sourceGroup(source: string): string {
  if (source.startsWith('src/')) return 'ours'
  if (source.startsWith('[turbopack]')) return 'bundler runtime'
  const inModules = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\/(.*)$/.exec(source)
  if (!inModules) return source === '?' ? 'unmapped' : 'other'
  const [, name, rest] = inModules
  if (name !== 'next') return name!
  if (rest!.startsWith('dist/compiled/react-dom/')) return 'react-dom'
  if (rest!.startsWith('dist/compiled/react-server-dom-')) return 'react-server-dom (RSC client)'
  if (/^dist\/compiled\/(react|scheduler)\//.test(rest!)) return 'react'
  return 'next (client)'
}

export type SourceShare = { source: string; chunks: number; rawBytes: number; gzipBytes: number }

/**
 * The page's sources, biggest first: raw bytes, an estimate of their gzip share (each chunk's
 * gzip size spread over its sources by raw size) and in how many of the page's chunks they are.
 */
export function pageSources(chunks: Array<{ code: string; map: ChunkMap | null }>): SourceShare[] {
  const shares = new Map<string, SourceShare>()
  for (const { code, map } of chunks) {
    const gzipBytes = gzipSync(code, { level: 9 }).length
    const bytes = map ? attributeChunk(code, map) : new Map([['(no source map)', code.length]])
    for (const [source, rawBytes] of bytes) {
      const share = shares.get(source) ?? { source, chunks: 0, rawBytes: 0, gzipBytes: 0 }
      share.chunks += 1
      share.rawBytes += rawBytes
      share.gzipBytes += (rawBytes / Math.max(1, code.length)) * gzipBytes
      shares.set(source, share)
    }
  }
  return [...shares.values()].sort((a, b) => b.gzipBytes - a.gzipBytes)
}

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url)
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return response.text()
}

async function readChunk(url: string): Promise<{ code: string; map: ChunkMap | null }> {
  const code = await fetchText(url)
  const mapUrl = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1]
  if (!mapUrl) return { code, map: null }
  const map = JSON.parse(await fetchText(new URL(mapUrl, url).href)) as ChunkMap
  return { code, map }
}

const isOurs = (source: string) => source.startsWith('src/')

export async function runChunkSources(args: BenchArgs): Promise<void> {
  for (const path of args.paths) {
    const response = await fetch(args.base + path)
    const { scripts } = parseHtml(await response.text(), response.url)
    const chunks = await Promise.all([...scripts].map(readChunk))
    if (chunks.every((chunk) => chunk.map === null)) {
      throw new Error(
        'No source maps: build with ATOUT_BROWSER_SOURCE_MAPS=1 (see bench/README.md)',
      )
    }
    const sources = pageSources(chunks)
    const sum = (list: SourceShare[]) => list.reduce((total, share) => total + share.gzipBytes, 0)
    const ours = sources.filter((share) => isOurs(share.source))
    const twice = sources.filter((share) => share.chunks > 1 && share.source !== '?')
    console.log(`\n${path}: ${chunks.length} scripts, ${kb(sum(sources))} KB gzip`)
    console.log(`  ours (src/): ${kb(sum(ours))} KB gzip, biggest:`)
    for (const share of ours.slice(0, 15)) {
      console.log(`    ${kb(share.gzipBytes).padStart(6)}  ${share.source}`)
    }
    const groups = new Map<string, number>()
    for (const share of sources) {
      const group = sourceGroup(share.source)
      groups.set(group, (groups.get(group) ?? 0) + share.gzipBytes)
    }
    console.log('  by part (KB gzip):')
    for (const [group, bytes] of [...groups].sort((a, b) => b[1] - a[1])) {
      console.log(`    ${kb(bytes).padStart(6)}  ${group}`)
    }
    console.log(`  in more than one chunk: ${kb(sum(twice))} KB gzip in all their copies`)
    for (const share of twice.slice(0, 15)) {
      console.log(`    ${kb(share.gzipBytes).padStart(6)}  ×${share.chunks}  ${share.source}`)
    }
  }
}

if (isMain(import.meta.url)) {
  runCli(runChunkSources)
}
