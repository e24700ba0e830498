#!/usr/bin/env node
// `npm run cluster`: the site as it runs on several servers, on this one machine (issue 23,
// ADR 0053–0055): PostgreSQL, Redis, an S3-compatible store (s3rver), two web instances, one
// worker, and nginx in front on http://localhost:8080 (:8081 reaches instance A alone, for the
// benchmark). Ctrl-C stops everything. State lives in .cluster/ (delete it to start afresh).
//
// What a real deployment swaps in: a managed PostgreSQL for the local one, a managed Redis,
// S3 (or any S3-compatible store) for s3rver, its load balancer for nginx.
import { spawn, spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'

import {
  buildEnvironment,
  bundleTypeScript,
  isBuildCurrent,
  markBuild,
  nextBin,
  root,
  run,
  runTypeScript,
  sourceFingerprint,
} from './lib.mjs'

const state = path.join(root, '.cluster')
const PUBLIC_PORT = 8080
const SINGLE_PORT = 8081
const WEB_PORTS = [3011, 3012]
const PG_PORT = 5439
const REDIS_PORT = 6389
const S3_PORT = 9009
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0

const children = []
let stopping = false
let stopPostgres = () => {}

function log(message) {
  console.log(`[cluster] ${message}`)
}

function ensureDebianPackages() {
  const wanted = [
    ['nginx', '/usr/sbin/nginx'],
    ['redis-server', '/usr/bin/redis-server'],
    ...(process.env.DATABASE_URL ? [] : [['postgresql', '/usr/lib/postgresql']]),
  ]
  const missing = wanted.filter(([, file]) => !existsSync(file)).map(([name]) => name)
  if (missing.length === 0) return
  const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
  if (!isRoot || !hasApt) {
    console.error(`✗ Missing Debian packages: sudo apt-get install -y ${missing.join(' ')}`)
    process.exit(1)
  }
  log(`installing ${missing.join(', ')}…`)
  run('apt-get', ['update', '-qq'])
  run('apt-get', ['install', '-y', '-qq', ...missing], {
    ...process.env,
    DEBIAN_FRONTEND: 'noninteractive',
  })
}

/** A long-running child: its lines prefixed with its name; when one dies, everything stops. */
function start(name, command, args, env = process.env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] })
  const prefix = (chunk) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .map((line) => `${name.padEnd(8)}| ${line}`)
      .join('\n')
  child.stdout.on('data', (chunk) => console.log(prefix(chunk)))
  child.stderr.on('data', (chunk) => console.error(prefix(chunk)))
  child.on('exit', (code, signal) => {
    if (!stopping) {
      log(`${name} exited (${code ?? signal}): stopping the cluster`)
      void stopAll(1)
    }
  })
  children.push({ name, child })
  return child
}

async function waitFor(what, check, timeoutMs = 60_000) {
  const until = Date.now() + timeoutMs
  while (Date.now() < until) {
    if (await check().catch(() => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`${what} did not come up within ${timeoutMs / 1000} s`)
}

const httpOk = (url) => async () => (await fetch(url)).ok

function pgBin(name) {
  const version = readdirSync('/usr/lib/postgresql').sort().at(-1)
  return path.join('/usr/lib/postgresql', version, 'bin', name)
}

/** A PostgreSQL of its own in .cluster/pg (run as `postgres` when started by root). */
function startPostgres() {
  const dir = path.join(state, 'pg')
  const asPostgres = (command, args) =>
    isRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args]
  if (!existsSync(path.join(dir, 'PG_VERSION'))) {
    mkdirSync(dir, { recursive: true })
    if (isRoot) {
      const { uid, gid } = postgresIds()
      chownSync(dir, uid, gid)
    }
    const [command, args] = asPostgres(pgBin('initdb'), [
      '-D',
      dir,
      '-U',
      'atout',
      '--auth=trust',
      '-E',
      'UTF8',
    ])
    run(command, args)
  }
  // Started in the background by pg_ctl (and stopped by it): it outlives a killed script safely.
  const [command, args] = asPostgres(pgBin('pg_ctl'), [
    '-D',
    dir,
    '-l',
    path.join(dir, 'server.log'),
    '-w',
    '-o',
    `-p ${PG_PORT} -k ${dir} -c listen_addresses=127.0.0.1`,
    'start',
  ])
  run(command, args)
  stopPostgres = () => {
    const [stop, stopArgs] = asPostgres(pgBin('pg_ctl'), ['-D', dir, '-m', 'fast', 'stop'])
    spawnSync(stop, stopArgs, { stdio: 'ignore' })
  }
  return `postgres://atout@127.0.0.1:${PG_PORT}/atout`
}

function postgresIds() {
  const uid = Number(spawnSync('id', ['-u', 'postgres']).stdout.toString().trim())
  const gid = Number(spawnSync('id', ['-g', 'postgres']).stdout.toString().trim())
  return { uid, gid }
}

function writeNginxConfig() {
  const dir = path.join(state, 'nginx')
  mkdirSync(path.join(dir, 'logs'), { recursive: true })
  const upstream = (name, ports) =>
    `upstream ${name} {\n${ports.map((port) => `    server 127.0.0.1:${port} max_fails=1 fail_timeout=2s;`).join('\n')}\n    keepalive 32;\n  }`
  const server = (port, name) => `server {
    listen ${port};
    location / {
      proxy_pass http://${name};
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
      client_max_body_size 20m;
    }
  }`
  const config = `worker_processes 1;
${isRoot ? 'user root;\n' : ''}error_log ${dir}/logs/error.log warn;
pid ${dir}/nginx.pid;
events { worker_connections 1024; }
http {
  access_log off;
  ${upstream('atout', WEB_PORTS)}
  ${upstream('atout_single', WEB_PORTS.slice(0, 1))}
  ${server(PUBLIC_PORT, 'atout')}
  ${server(SINGLE_PORT, 'atout_single')}
}
`
  const file = path.join(dir, 'nginx.conf')
  writeFileSync(file, config)
  return { dir, file }
}

/** Secrets shared by every instance, generated once into .cluster/secrets.json. */
function sharedSecrets() {
  const file = path.join(state, 'secrets.json')
  if (!existsSync(file)) {
    writeFileSync(
      file,
      JSON.stringify({
        PAYLOAD_SECRET: randomBytes(32).toString('hex'),
        PREVIEW_SECRET: randomBytes(24).toString('hex'),
        METRICS_TOKEN: randomBytes(24).toString('hex'),
        ADMIN_EMAIL: 'admin@atout.local',
        ADMIN_PASSWORD: `Cluster-${randomBytes(9).toString('base64url')}`,
      }),
      { mode: 0o600 },
    )
  }
  return JSON.parse(readFileSync(file, 'utf8'))
}

async function stopAll(code = 0) {
  if (stopping) return
  stopping = true
  log('stopping…')
  for (const { child } of [...children].reverse()) {
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  await Promise.all(
    children.map(
      ({ child }) =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve()
          const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
          child.once('exit', () => {
            clearTimeout(timer)
            resolve()
          })
        }),
    ),
  )
  stopPostgres()
  log('stopped')
  process.exit(code)
}

process.on('SIGINT', () => void stopAll(0))
process.on('SIGTERM', () => void stopAll(0))

try {
  ensureDebianPackages()
  mkdirSync(state, { recursive: true })
  const secrets = sharedSecrets()

  const databaseUrl = process.env.DATABASE_URL || startPostgres()
  if (!process.env.DATABASE_URL) {
    await waitFor('PostgreSQL', async () => {
      const ready = spawnSync(pgBin('pg_isready'), ['-h', '127.0.0.1', '-p', String(PG_PORT)])
      return ready.status === 0
    })
    spawnSync(pgBin('createdb'), ['-h', '127.0.0.1', '-p', String(PG_PORT), '-U', 'atout', 'atout'])
  }

  mkdirSync(path.join(state, 'redis'), { recursive: true })
  start('redis', 'redis-server', [
    '--port',
    String(REDIS_PORT),
    '--bind',
    '127.0.0.1',
    '--dir',
    path.join(state, 'redis'),
    '--maxmemory',
    '256mb',
    '--maxmemory-policy',
    'noeviction',
  ])

  // A process of its own: the setup below runs synchronously and would starve it otherwise.
  start('s3', process.execPath, [
    path.join(root, 'node_modules/s3rver/bin/s3rver.js'),
    '-d',
    path.join(state, 's3'),
    '-a',
    '127.0.0.1',
    '-p',
    String(S3_PORT),
    '--silent',
    '--configure-bucket',
    'atout-media',
  ])
  await waitFor('the object store', async () => {
    const answer = await fetch(`http://127.0.0.1:${S3_PORT}/`)
    return answer.status < 500
  })

  const env = {
    ...process.env,
    NODE_ENV: 'production',
    NEXT_TELEMETRY_DISABLED: '1',
    ATOUT_TEST_BUILD: '0',
    DATABASE_URL: databaseUrl,
    DATA_DIR: path.join(state, 'data'),
    SITE_URL: `http://localhost:${PUBLIC_PORT}`,
    REDIS_URL: `redis://127.0.0.1:${REDIS_PORT}`,
    S3_BUCKET: 'atout-media',
    S3_ENDPOINT: `http://127.0.0.1:${S3_PORT}`,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    TRUST_PROXY: '1',
    JOBS_AUTORUN: '0',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...secrets,
  }

  // Migrations, the first administrator and the demo content (its pictures go to the bucket).
  await runTypeScript('scripts/setup.ts', env)
  const fingerprint = sourceFingerprint(['production', '', '', env.SITE_URL].join('|'))
  if (!isBuildCurrent('.next', fingerprint)) {
    log('building the site…')
    run(process.execPath, [nextBin, 'build'], buildEnvironment(env))
    markBuild('.next', fingerprint)
  }

  const server = await bundleTypeScript('scripts/server.ts', {
    firstImports: ['next/dist/server/node-environment.js'],
  })
  const worker = await bundleTypeScript('scripts/worker.ts')
  for (const [index, port] of WEB_PORTS.entries()) {
    start(`web-${'ab'[index]}`, process.execPath, ['--enable-source-maps', server], {
      ...env,
      PORT: String(port),
    })
  }
  start('worker', process.execPath, ['--enable-source-maps', worker], {
    ...env,
    JOBS_AUTORUN: '1',
  })
  for (const port of WEB_PORTS) {
    await waitFor(`web instance on ${port}`, httpOk(`http://localhost:${port}/readyz`), 120_000)
  }
  const nginx = writeNginxConfig()
  start('nginx', '/usr/sbin/nginx', ['-p', nginx.dir, '-c', nginx.file, '-g', 'daemon off;'])
  await waitFor('nginx', httpOk(`http://localhost:${PUBLIC_PORT}/healthz`))

  log(`ready on http://localhost:${PUBLIC_PORT} (admin: /admin; instance A alone: :${SINGLE_PORT})`)
  log(`staff: ${secrets.ADMIN_EMAIL} / ${secrets.ADMIN_PASSWORD} (kept in .cluster/secrets.json)`)
  log(
    `metrics: curl -H 'Authorization: Bearer ${secrets.METRICS_TOKEN}' localhost:${PUBLIC_PORT}/metrics`,
  )
  log('Ctrl-C stops everything')
} catch (error) {
  console.error(`[cluster] ${error instanceof Error ? error.message : String(error)}`)
  await stopAll(1)
}
