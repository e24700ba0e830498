// Cached public pages against their practical ceiling (issue 24, target 2): nginx serving the very
// same bytes from disk, with the same encoding, measured with wrk in the same run, interleaved.
// Usage: npx tsx bench/cached-pages.ts --base http://localhost:3000 --duration 10 --connections 20
//        [--paths /,/nos-casinos/casino-deauville-les-planches,/cannes/spectacle/nuit-gainsbourg,/en]
// Needs wrk and nginx (apt-get install wrk nginx). Requests are a returning visitor's: the locale
// cookie of the page's language (a first visit's language is decided from the browser's languages,
// which is the proxy's work: bench/load.ts measures that).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { get } from 'node:http'

import { isMain, runCli, type BenchArgs } from './args'
import { round, table, type Cell } from './format'
import { hasWrk, runWrk, type LoadFigures } from './wrk'

const DEFAULT_PATHS = [
  '/',
  '/nos-casinos/casino-deauville-les-planches',
  '/cannes/spectacle/nuit-gainsbourg',
  '/en',
]
const NGINX_PORT = 8097
const TARGET_RATIO = 0.2
const TARGET_P99_MS = 50
const TARGET_HTML_KB = 60

const cookieFor = (pagePath: string) =>
  `NEXT_LOCALE=${pagePath === '/en' || pagePath.startsWith('/en/') ? 'en' : 'fr'}`

/** nginx serving a folder on NGINX_PORT: identity files as they are, gzip ones with their header. */
function startNginx(root: string): ChildProcess {
  const conf = path.join(root, 'nginx.conf')
  writeFileSync(
    conf,
    `daemon off;
worker_processes 1;
pid ${path.join(root, 'nginx.pid')};
error_log ${path.join(root, 'error.log')};
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${root}; proxy_temp_path ${root}; fastcgi_temp_path ${root};
  uwsgi_temp_path ${root}; scgi_temp_path ${root};
  server {
    listen ${NGINX_PORT};
    root ${root};
    default_type text/html;
    location /gzip/ { add_header Content-Encoding gzip; }
  }
}
`,
  )
  return spawn('nginx', ['-c', conf, '-p', root], { stdio: 'inherit' })
}

/** The answer's bytes as sent (no decoding), on a connection of its own. */
function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    get(url, { headers, agent: false }, (response) => {
      const chunks: Buffer[] = []
      response.on('data', (chunk: Buffer) => chunks.push(chunk))
      response.on('end', () => {
        if (response.headers['content-encoding'] !== 'gzip') {
          reject(new Error(`${url} answered without gzip`))
        } else resolve(Buffer.concat(chunks))
      })
    }).on('error', reject)
  })
}

async function ready(url: string) {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer`)
}

/** One page in one encoding: Atout and nginx serving the same bytes, in the same run. */
export type CeilingRow = {
  /** The page and the encoding (one key per row for run.ts's comparisons). */
  path: string
  encoding: 'identity' | 'gzip'
  kb: number
  reqPerSec: number
  p99Ms: number
  bad: number
  nginxReqPerSec: number
  ratio: number
  targetMet: boolean
}

/** Loads each page and its nginx twin (see the head of this file). */
export async function runCeiling(args: BenchArgs): Promise<CeilingRow[]> {
  if (!hasWrk()) throw new Error('wrk is not installed (apt-get install wrk)')
  if (spawnSync('nginx', ['-v']).error) throw new Error('nginx is not installed')
  const paths = args.paths.length === 1 && args.paths[0] === '/' ? DEFAULT_PATHS : args.paths
  const root = mkdtempSync(path.join(tmpdir(), 'atout-ceiling-'))
  mkdirSync(path.join(root, 'identity'))
  mkdirSync(path.join(root, 'gzip'))

  // The bytes Atout serves a returning visitor, written for nginx (each page warmed first).
  const files: { pagePath: string; name: string; htmlKb: number; gzipKb: number }[] = []
  for (const [index, pagePath] of paths.entries()) {
    const headers = { cookie: cookieFor(pagePath) }
    for (let i = 0; i < 4; i++) await fetch(`${args.base}${pagePath}`, { headers })
    // Each process compresses its kept page once, just after keeping it.
    await new Promise((resolve) => setTimeout(resolve, 500))
    const answer = await fetch(`${args.base}${pagePath}`, { headers, redirect: 'manual' })
    if (answer.status !== 200) throw new Error(`${pagePath} answered ${answer.status}`)
    const html = Buffer.from(await answer.arrayBuffer())
    const name = `page-${index}.html`
    writeFileSync(path.join(root, 'identity', name), html)
    // The very bytes Atout sends for gzip (fetch would decode them).
    const gzip = await rawBody(`${args.base}${pagePath}`, { ...headers, 'accept-encoding': 'gzip' })
    writeFileSync(path.join(root, 'gzip', name), gzip)
    files.push({ pagePath, name, htmlKb: html.length / 1000, gzipKb: gzip.length / 1000 })
  }

  const nginx = startNginx(root)
  try {
    await ready(`http://localhost:${NGINX_PORT}/identity/${files[0]!.name}`)
    const rows: CeilingRow[] = []
    const load = (url: string, headers: Record<string, string>) =>
      runWrk({ url, headers, connections: args.connections, durationSeconds: args.duration })
    const warm = (url: string, headers: Record<string, string>) =>
      runWrk({ url, headers, connections: args.connections, durationSeconds: args.warmup })
    for (const file of files) {
      for (const encoding of ['identity', 'gzip'] as const) {
        const atoutHeaders: Record<string, string> = { cookie: cookieFor(file.pagePath) }
        if (encoding === 'gzip') atoutHeaders['accept-encoding'] = 'gzip'
        const atoutUrl = `${args.base}${file.pagePath}`
        const nginxUrl = `http://localhost:${NGINX_PORT}/${encoding}/${file.name}`
        await warm(atoutUrl, atoutHeaders)
        const atout: LoadFigures = await load(atoutUrl, atoutHeaders)
        const ceiling: LoadFigures = await load(nginxUrl, {})
        const ratio = atout.requestsPerSecond / ceiling.requestsPerSecond
        rows.push({
          path: `${file.pagePath} ${encoding}`,
          encoding,
          kb: round(encoding === 'gzip' ? file.gzipKb : file.htmlKb, 1) ?? 0,
          reqPerSec: round(atout.requestsPerSecond, 0) ?? 0,
          p99Ms: round(atout.p99Ms, 1) ?? 0,
          bad: atout.non2xx + atout.errors,
          nginxReqPerSec: round(ceiling.requestsPerSecond, 0) ?? 0,
          ratio: Number(ratio.toFixed(3)),
          targetMet:
            ratio >= TARGET_RATIO &&
            atout.p99Ms <= TARGET_P99_MS &&
            (encoding === 'gzip' || file.htmlKb <= TARGET_HTML_KB),
        })
      }
    }
    return rows
  } finally {
    nginx.kill('SIGTERM')
  }
}

export function printCeiling(rows: CeilingRow[], args: BenchArgs): void {
  console.log('\nCached pages against nginx serving the same bytes (wrk, 1 thread)')
  console.log(
    table(
      ['page', 'KB', 'req/s', 'p99 ms', 'bad', 'nginx req/s', 'ratio', 'target met'],
      rows.map((row): Cell[] => [
        row.path,
        row.kb,
        row.reqPerSec,
        row.p99Ms,
        row.bad,
        row.nginxReqPerSec,
        row.ratio.toFixed(3),
        row.targetMet ? 'yes' : 'no',
      ]),
    ),
  )
  console.log(
    `targets: ratio >= ${TARGET_RATIO} of nginx with the same bytes and p99 <= ${TARGET_P99_MS} ms at ${args.connections} connections; identity HTML <= ${TARGET_HTML_KB} KB (informative; benchmarks never fail)`,
  )
}

if (isMain(import.meta.url)) {
  runCli(async (args) => printCeiling(await runCeiling(args), args))
}
