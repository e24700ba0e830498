// JavaScript a first visit downloads, measured as a CDN would send it (gzip level 9).
// Usage: npx tsx bench/page-weight.ts --base http://localhost:3000 --paths /,/en
//        [--member-paths /account,/account/fidelite --member-budget 170]
import { gzipSync } from 'node:zlib'

import { type BenchArgs, isMain, runCli } from './args'
import { KB, kb, round, table } from './format'
import { demoMemberCookies } from './init'

export interface Chunk {
  url: string
  rawBytes: number
  gzipBytes: number
}

export interface PageWeight {
  /** The path, marked `(member)` when loaded with the demo member's session. */
  path: string
  status: number
  /** Where the document was found, when the request was redirected. */
  redirectedTo: string | null
  /** Chunks of the first load, biggest (gzip) first. */
  chunks: Chunk[]
  scriptCount: number
  jsRawBytes: number
  jsGzipBytes: number
  /** The RSC payload: inline `self.__next_f.push(...)` scripts, concatenated then gzipped. */
  rscRawBytes: number
  rscGzipBytes: number
  /** Other inline scripts (Turbopack bootstrap, theme script...). */
  otherInlineRawBytes: number
  otherInlineGzipBytes: number
  htmlRawBytes: number
  htmlGzipBytes: number
  cssGzipBytes: number
  /** `<script nomodule>` files: legacy polyfills that modern browsers never download. */
  noModule: string[]
  budgetKb: number
  overBudgetBytes: number
}

const gzip = (data: Buffer | string): number => gzipSync(data, { level: 9 }).length

function attribute(tag: string, name: string): string | null {
  const match = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag)
  if (!match) return null
  return (match[1] ?? match[2] ?? match[3] ?? '').replace(/&amp;/g, '&')
}

const hasAttribute = (tag: string, name: string): boolean =>
  new RegExp(`\\s${name}(?:[\\s=>/]|$)`, 'i').test(tag)

interface ParsedHtml {
  scripts: Set<string>
  noModule: Set<string>
  styles: Set<string>
  rsc: string[]
  otherInline: string[]
}

/** Collects what the browser fetches and runs for the first load, from the HTML alone. */
export function parseHtml(html: string, pageUrl: string): ParsedHtml {
  const parsed: ParsedHtml = {
    scripts: new Set(),
    noModule: new Set(),
    styles: new Set(),
    rsc: [],
    otherInline: [],
  }
  const resolve = (href: string): string => new URL(href, pageUrl).href

  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)) {
    const attrs = match[1] ?? ''
    const body = match[2] ?? ''
    const src = attribute(attrs, 'src')
    const type = attribute(attrs, 'type')
    if (src) {
      if (hasAttribute(attrs, 'nomodule')) parsed.noModule.add(resolve(src))
      else parsed.scripts.add(resolve(src))
    } else if (type && !/^(text|application)\/javascript$|^module$/i.test(type)) {
      // JSON-LD and other data blocks are not executed: they weigh in the HTML only.
    } else if (body.includes('self.__next_f')) {
      parsed.rsc.push(body)
    } else if (body.trim().length > 0) {
      parsed.otherInline.push(body)
      // Turbopack's bootstrap lists chunks its runtime loads at start ("otherChunks").
      for (const chunk of body.matchAll(/"((?:\/_next\/)?static\/chunks\/[^"]+\.js)"/g)) {
        const path = chunk[1] ?? ''
        parsed.scripts.add(resolve(path.startsWith('/') ? path : `/_next/${path}`))
      }
    }
  }

  for (const match of html.matchAll(/<link\b[^>]*>/gi)) {
    const tag = match[0]
    const rel = (attribute(tag, 'rel') ?? '').toLowerCase().split(/\s+/)
    const href = attribute(tag, 'href')
    if (!href) continue
    const as = (attribute(tag, 'as') ?? '').toLowerCase()
    if (rel.includes('modulepreload') || (rel.includes('preload') && as === 'script')) {
      parsed.scripts.add(resolve(href))
    } else if (rel.includes('stylesheet')) {
      parsed.styles.add(resolve(href))
    }
  }

  // Client components of the page are named in the RSC payload; React loads them before it
  // hydrates, so they belong to the first load even when no tag names them.
  const payload = parsed.rsc.join('').replace(/\\"/g, '"')
  for (const chunk of payload.matchAll(/"(\/_next\/static\/chunks\/[^"\\]+\.js)"/g)) {
    parsed.scripts.add(resolve(chunk[1] ?? ''))
  }
  for (const url of parsed.noModule) parsed.scripts.delete(url)
  return parsed
}

async function download(url: string, headers: Record<string, string>): Promise<Buffer> {
  // fetch undoes the server's own compression: the body is the raw file, gzipped again below at
  // level 9 whatever the server chose, so figures do not depend on its compression settings.
  const response = await fetch(url, { headers })
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`)
  return Buffer.from(await response.arrayBuffer())
}

export async function runPageWeight(args: BenchArgs): Promise<PageWeight[]> {
  const headers: Record<string, string> = args.acceptLanguage
    ? { 'accept-language': args.acceptLanguage }
    : {}
  // Shared chunks are downloaded once for all pages.
  const cache = new Map<string, Promise<Buffer>>()
  const fetchOnce = (url: string): Promise<Buffer> => {
    let pending = cache.get(url)
    if (!pending) {
      pending = download(url, {})
      cache.set(url, pending)
    }
    return pending
  }

  // Member pages are measured as the demo member sees them, against their own budget (issue 24:
  // 170 KB, their forms and islands on top of the public pages' 150 KB).
  const memberHeaders =
    args.memberPaths.length > 0
      ? { ...headers, cookie: await demoMemberCookies(args.base) }
      : headers
  const targets = [
    ...args.paths.map((path) => ({ path, label: path, headers, budget: args.budget })),
    ...args.memberPaths.map((path) => ({
      path,
      label: `${path} (member)`,
      headers: memberHeaders,
      budget: args.memberBudget,
    })),
  ]

  const pages: PageWeight[] = []
  for (const target of targets) {
    const pageUrl = args.base + target.path
    const response = await fetch(pageUrl, { headers: target.headers }).catch((error: unknown) => {
      throw new Error(`${pageUrl} is unreachable: is the server started?`, { cause: error })
    })
    const html = await response.text()
    if (target.headers !== headers && response.redirected) {
      throw new Error(
        `${target.path} redirected to ${response.url}: the member session was refused`,
      )
    }
    // fetch follows redirects: parse relative URLs against where the document really is.
    const parsed = parseHtml(html, response.url)

    const chunks: Chunk[] = []
    for (const url of parsed.scripts) {
      const body = await fetchOnce(url)
      chunks.push({ url, rawBytes: body.length, gzipBytes: gzip(body) })
    }
    chunks.sort((a, b) => b.gzipBytes - a.gzipBytes)

    let cssGzipBytes = 0
    for (const url of parsed.styles) cssGzipBytes += gzip(await fetchOnce(url))

    const jsGzipBytes = chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0)
    const rsc = parsed.rsc.join('\n')
    const otherInline = parsed.otherInline.join('\n')
    pages.push({
      path: target.label,
      status: response.status,
      redirectedTo: response.redirected ? response.url : null,
      chunks,
      scriptCount: chunks.length,
      jsRawBytes: chunks.reduce((sum, chunk) => sum + chunk.rawBytes, 0),
      jsGzipBytes,
      rscRawBytes: Buffer.byteLength(rsc),
      rscGzipBytes: rsc ? gzip(rsc) : 0,
      otherInlineRawBytes: Buffer.byteLength(otherInline),
      otherInlineGzipBytes: otherInline ? gzip(otherInline) : 0,
      htmlRawBytes: Buffer.byteLength(html),
      htmlGzipBytes: gzip(html),
      cssGzipBytes,
      noModule: [...parsed.noModule],
      budgetKb: target.budget,
      overBudgetBytes: Math.max(0, jsGzipBytes - target.budget * KB),
    })
  }
  return pages
}

const chunkName = (url: string): string =>
  new URL(url).pathname.replace('/_next/static/chunks/', '')

export function printPageWeight(pages: PageWeight[], args: BenchArgs): void {
  console.log(`\nPage weight: ${args.base} (gzip level 9, 1 KB = 1000 bytes)\n`)
  console.log(
    table(
      ['path', 'scripts', 'JS raw KB', 'JS gzip KB', 'RSC inline gz KB', 'HTML gz KB', 'CSS gz KB'],
      pages.map((p) => [
        p.path,
        p.scriptCount,
        kb(p.jsRawBytes),
        kb(p.jsGzipBytes),
        kb(p.rscGzipBytes),
        kb(p.htmlGzipBytes),
        kb(p.cssGzipBytes),
      ]),
    ),
  )
  for (const p of pages) {
    const redirect = p.redirectedTo ? ` (redirected to ${p.redirectedTo})` : ''
    console.log(`\n${p.path}${p.status === 200 ? '' : ` (HTTP ${p.status})`}${redirect}`)
    console.log(
      `  first-load JS: ${p.scriptCount} scripts, ${kb(p.jsRawBytes)} KB raw, ${kb(p.jsGzipBytes)} KB gzip`,
    )
    console.log('  biggest chunks (gzip KB):')
    for (const chunk of p.chunks.slice(0, 5)) {
      console.log(`    ${kb(chunk.gzipBytes).padStart(7)}  ${chunkName(chunk.url)}`)
    }
    console.log(
      `  inline RSC payload: ${kb(p.rscRawBytes)} KB raw, ${kb(p.rscGzipBytes)} KB gzip;` +
        ` other inline scripts: ${kb(p.otherInlineRawBytes, 2)} KB raw, ${kb(p.otherInlineGzipBytes, 2)} KB gzip`,
    )
    console.log(
      `  HTML document: ${kb(p.htmlRawBytes)} KB raw, ${kb(p.htmlGzipBytes)} KB gzip (RSC included)`,
    )
    if (p.noModule.length > 0) {
      console.log(
        `  not counted: ${p.noModule.length} nomodule polyfill script(s), legacy browsers only`,
      )
    }
    const verdict =
      p.overBudgetBytes > 0
        ? `over budget by ${kb(p.overBudgetBytes)} KB`
        : `within budget (${kb(p.budgetKb * KB - p.jsGzipBytes)} KB to spare)`
    console.log(
      `  budget: first-load JS ${kb(p.jsGzipBytes)} KB gzip <= ${p.budgetKb} KB -> ${verdict}`,
    )
  }
}

export function summarisePageWeight(pages: PageWeight[]): Record<string, unknown>[] {
  // The JSON summary keeps figures, not every chunk URL (hashes change on each build).
  return pages.map((p) => ({
    path: p.path,
    status: p.status,
    redirectedTo: p.redirectedTo,
    scriptCount: p.scriptCount,
    jsRawKb: round(p.jsRawBytes / KB, 1),
    jsGzipKb: round(p.jsGzipBytes / KB, 1),
    rscGzipKb: round(p.rscGzipBytes / KB, 1),
    otherInlineGzipKb: round(p.otherInlineGzipBytes / KB, 2),
    htmlGzipKb: round(p.htmlGzipBytes / KB, 1),
    cssGzipKb: round(p.cssGzipBytes / KB, 1),
    biggestChunks: p.chunks
      .slice(0, 5)
      .map((chunk) => ({ chunk: chunkName(chunk.url), gzipKb: round(chunk.gzipBytes / KB, 1) })),
    budgetKb: p.budgetKb,
    withinBudget: p.overBudgetBytes === 0,
  }))
}

if (isMain(import.meta.url)) {
  runCli(async (args) => printPageWeight(await runPageWeight(args), args))
}
