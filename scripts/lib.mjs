// Small helpers shared by the start and test scripts (plain Node: they run before any build).
import { spawn, spawnSync } from 'node:child_process'
import { createHash } from 'node:crypto'
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const root = path.resolve(import.meta.dirname, '..')

/** Next's CLI, run directly (not through npx) so signals reach the server itself. */
export const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next')

export function run(command, args, env = process.env) {
  const started = Date.now()
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env })
  if (result.status !== 0) {
    console.error(
      `\n✗ ${command} ${args.join(' ')} failed (exit ${result.status ?? result.signal})`,
    )
    process.exit(result.status ?? 1)
  }
  return (Date.now() - started) / 1000
}

/**
 * The production server's bundle. Next's globals (AsyncLocalStorage) are set before any module of
 * ours loads: ES imports are evaluated in the bundle's text order, where esbuild may place a
 * `next/cache` import ahead of server.ts's own first import, and Next then runs on a stand-in
 * that throws at the first request.
 */
export function bundleServer() {
  return bundleTypeScript('scripts/server.ts', {
    firstImports: ['next/dist/server/node-environment.js'],
  })
}

/**
 * Serves the built site: a primary (scripts/web-primary.ts) running WEB_CONCURRENCY web processes
 * (one per core by default, ADR 0056), each scripts/server.ts: Next's handler behind our fast
 * routes (ADR 0015). The server reads PORT; the build used is the one next.config.ts picks
 * (ATOUT_TEST_BUILD).
 */
export async function serveSite(env, port) {
  const server = await bundleServer()
  const primary = await bundleTypeScript('scripts/web-primary.ts')
  return serve(process.execPath, ['--enable-source-maps', primary], {
    ...env,
    PORT: String(port),
    ATOUT_SERVER_BUNDLE: server,
  })
}

/** Starts a long-running child and forwards Ctrl-C / SIGTERM to it. */
export function serve(command, args, env) {
  const child = spawn(command, args, { cwd: root, stdio: 'inherit', env })
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => child.kill(signal))
  process.on('exit', () => child.kill('SIGTERM'))
  child.on('exit', (code) => process.exit(code ?? 0))
  return child
}

const buildInputs = [
  'src',
  'messages',
  'public',
  'next.config.ts',
  'package-lock.json',
  'postcss.config.mjs',
  'tsconfig.json',
]

function walk(entry, out) {
  const full = path.join(root, entry)
  if (!existsSync(full)) return
  const stat = statSync(full)
  if (stat.isDirectory()) {
    for (const name of readdirSync(full).sort()) walk(path.join(entry, name), out)
  } else {
    out.push(`${entry}:${stat.size}:${Math.floor(stat.mtimeMs)}`)
  }
}

/** A fingerprint of everything a build depends on, to skip rebuilding an up-to-date build. */
export function sourceFingerprint(extra = '') {
  const lines = [extra]
  for (const input of buildInputs) walk(input, lines)
  return createHash('sha256').update(lines.join('\n')).digest('hex')
}

/**
 * Environment for `next build`: a scratch data folder with no database, so a build that starts
 * querying content at build time fails here and in CI instead of depending on a local database.
 */
export function buildEnvironment(env) {
  return { ...env, DATA_DIR: mkdtempSync(path.join(tmpdir(), 'atout-build-')), DATABASE_URL: '' }
}

export function isBuildCurrent(distDir, fingerprint) {
  const stamp = path.join(root, distDir, 'atout-fingerprint')
  return (
    existsSync(path.join(root, distDir, 'BUILD_ID')) &&
    existsSync(stamp) &&
    readFileSync(stamp, 'utf8') === fingerprint
  )
}

export function markBuild(distDir, fingerprint) {
  writeFileSync(path.join(root, distDir, 'atout-fingerprint'), fingerprint)
}

// Native or runtime-loaded packages that must stay outside the script bundle.
const bundleExternals = [
  'sharp',
  'libsql',
  'better-sqlite3',
  '@libsql/*',
  'pg',
  'pg-native',
  'esbuild',
  '@esbuild/*',
  'drizzle-kit',
  'drizzle-kit/*',
  'next',
  'react',
  'react-dom',
  'react/*',
  'react-dom/*',
  '@next/*',
  'graphql',
]

/**
 * Runs a TypeScript script of ours (setup, seed) with plain Node, bundled by esbuild with its
 * dependencies. Loading Payload's rich-text package through Node's ESM loader stalls at random on
 * Node 20 (the process then exits with code 13 half-way through its imports; Payload reports the
 * same for @lexical packages, payload#9382); a bundle has no such module graph to walk.
 */
export async function runTypeScript(entry, env = process.env) {
  const outfile = await bundleTypeScript(entry)
  return run(process.execPath, ['--enable-source-maps', outfile], env)
}

/**
 * Bundles one of our TypeScript scripts (see runTypeScript) and returns the bundle's path.
 * `firstImports` are imported before anything else the bundle holds.
 */
export async function bundleTypeScript(entry, { firstImports = [] } = {}) {
  const { build } = await import('esbuild')
  const name = path.basename(entry).replace(/\.[cm]?ts$/, '')
  const outfile = path.join(root, 'node_modules/.cache/atout', `${name}.mjs`)
  await build({
    entryPoints: [path.join(root, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: bundleExternals,
    loader: { '.css': 'empty', '.scss': 'empty' },
    tsconfig: path.join(root, 'tsconfig.json'),
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [
      {
        // next has no "exports" map: Node's ESM resolver needs 'next/cache.js', not 'next/cache'.
        name: 'next-subpaths',
        setup(b) {
          b.onResolve({ filter: /^next\/[a-z-]+$/ }, (args) => ({
            path: `${args.path}.js`,
            external: true,
          }))
        },
      },
    ],
    banner: {
      js: [
        ...firstImports.map((specifier) => `import ${JSON.stringify(specifier)};`),
        "import { createRequire as __atoutRequire } from 'node:module'; const require = __atoutRequire(import.meta.url);",
      ].join('\n'),
    },
  })
  return outfile
}
