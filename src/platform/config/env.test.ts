import { existsSync, mkdtempSync, readFileSync } from 'node:fs'
import { availableParallelism, tmpdir } from 'node:os'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

import { EnvError, parseEnv } from './env'
import { securityHeaders, tileOrigin } from '../security/headers'

const scratch = () => mkdtempSync(path.join(tmpdir(), 'atout-env-'))

describe('environment', () => {
  test('the embedded defaults: SQLite under the data folder, secrets generated once and kept', () => {
    const dir = scratch()
    const first = parseEnv({ DATA_DIR: dir })
    expect(first.databaseKind).toBe('sqlite')
    expect(first.DATABASE_URL).toBe(`file:${path.join(dir, 'atout.db')}`)
    expect(first.SITE_URL).toBe('http://localhost:3000')
    expect(first.PAYLOAD_SECRET).toMatch(/^[0-9a-f]{64}$/)
    expect(existsSync(path.join(dir, 'secrets.json'))).toBe(true)
    const second = parseEnv({ DATA_DIR: dir })
    expect(second.PAYLOAD_SECRET).toBe(first.PAYLOAD_SECRET)
    expect(second.PREVIEW_SECRET).toBe(first.PREVIEW_SECRET)
    expect(JSON.parse(readFileSync(path.join(dir, 'secrets.json'), 'utf8')).payloadSecret).toBe(
      first.PAYLOAD_SECRET,
    )
  })

  test('PostgreSQL when DATABASE_URL is a postgres URL; configured secrets are used as given', () => {
    const env = parseEnv({
      DATA_DIR: scratch(),
      DATABASE_URL: 'postgres://u:p@db:5432/atout',
      PAYLOAD_SECRET: 'x'.repeat(40),
      PREVIEW_SECRET: 'y'.repeat(20),
      SITE_URL: 'https://www.atout.example/',
      PORT: '8080',
    })
    expect(env.databaseKind).toBe('postgres')
    expect(env.PAYLOAD_SECRET).toBe('x'.repeat(40))
    expect(env.SITE_URL).toBe('https://www.atout.example')
    expect(env.PORT).toBe(8080)
  })

  test('every bad variable is reported at once', () => {
    let error: unknown
    try {
      parseEnv({
        DATA_DIR: scratch(),
        DATABASE_URL: 'mysql://nope',
        PORT: 'eighty',
        SITE_URL: 'not a url',
        PAYLOAD_SECRET: 'short',
        ADMIN_EMAIL: 'not-an-email',
        MAP_TILE_URL: 'https://tiles.example.net/static.png',
      })
    } catch (caught) {
      error = caught
    }
    expect(error).toBeInstanceOf(EnvError)
    const issues = (error as EnvError).issues.join('\n')
    for (const name of [
      'DATABASE_URL',
      'PORT',
      'SITE_URL',
      'PAYLOAD_SECRET',
      'ADMIN_EMAIL',
      'MAP_TILE_URL',
    ]) {
      expect(issues).toContain(name)
    }
  })

  test('ALTCHA needs no key; reCAPTCHA needs the site key of its version and the secret', () => {
    expect(parseEnv({ DATA_DIR: scratch() }).CAPTCHA_PROVIDER).toBe('altcha')
    const key = 'k'.repeat(40)
    const v3 = parseEnv({
      DATA_DIR: scratch(),
      CAPTCHA_PROVIDER: 'recaptcha-v3',
      RECAPTCHA_V3_SITE_KEY: key,
      RECAPTCHA_SECRET_KEY: key,
    })
    expect(v3.RECAPTCHA_V3_SITE_KEY).toBe(key)
  })

  test.each([
    [
      'v2 chosen, only a v3 key given',
      {
        CAPTCHA_PROVIDER: 'recaptcha-v2',
        RECAPTCHA_V3_SITE_KEY: 'k'.repeat(40),
        RECAPTCHA_SECRET_KEY: 's'.repeat(40),
      },
      'RECAPTCHA_V2_SITE_KEY: a reCAPTCHA v2 site key is required when CAPTCHA_PROVIDER=recaptcha-v2',
    ],
    [
      'v3 chosen, no key',
      { CAPTCHA_PROVIDER: 'recaptcha-v3', RECAPTCHA_SECRET_KEY: 's'.repeat(40) },
      'RECAPTCHA_V3_SITE_KEY: a reCAPTCHA v3 site key is required when CAPTCHA_PROVIDER=recaptcha-v3',
    ],
    [
      'a site key of the wrong shape',
      {
        CAPTCHA_PROVIDER: 'recaptcha-v3',
        RECAPTCHA_V3_SITE_KEY: 'my-site-key',
        RECAPTCHA_SECRET_KEY: 's'.repeat(40),
      },
      "RECAPTCHA_V3_SITE_KEY: is not a reCAPTCHA v3 site key (40 letters, digits, '-' or '_')",
    ],
    [
      'no secret',
      { CAPTCHA_PROVIDER: 'recaptcha-v2', RECAPTCHA_V2_SITE_KEY: 'k'.repeat(40) },
      'RECAPTCHA_SECRET_KEY: the reCAPTCHA v2 secret key is required when CAPTCHA_PROVIDER=recaptcha-v2',
    ],
    [
      'an unknown provider, listed with another bad variable',
      { CAPTCHA_PROVIDER: 'hcaptcha', PORT: 'x' },
      'CAPTCHA_PROVIDER',
    ],
  ])('start-up refuses %s with a clear message', (_name, vars, message) => {
    expect(() => parseEnv({ DATA_DIR: scratch(), ...vars })).toThrow(message)
  })

  test('a bad reCAPTCHA setting is listed with the other bad variables', () => {
    expect(() =>
      parseEnv({ DATA_DIR: scratch(), PORT: 'eighty', CAPTCHA_PROVIDER: 'recaptcha-v2' }),
    ).toThrow(/PORT[\s\S]*RECAPTCHA_V2_SITE_KEY/)
  })

  test('the shared services: Redis and an object store, each all or nothing', () => {
    const embedded = parseEnv({ DATA_DIR: scratch() })
    expect(embedded.REDIS_URL).toBeUndefined()
    expect(embedded.objectStorage).toBeNull()
    const shared = parseEnv({
      DATA_DIR: scratch(),
      REDIS_URL: 'redis://cache:6379',
      S3_BUCKET: 'atout-media',
      S3_ENDPOINT: 'http://store:9000',
      S3_REGION: 'eu-west-3',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(shared.REDIS_URL).toBe('redis://cache:6379')
    expect(shared.objectStorage).toEqual({
      bucket: 'atout-media',
      endpoint: 'http://store:9000',
      region: 'eu-west-3',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    })
    expect(() => parseEnv({ DATA_DIR: scratch(), REDIS_URL: 'http://cache:6379' })).toThrow(
      /REDIS_URL: must start with redis:\/\/ or rediss:\/\//,
    )
    expect(() => parseEnv({ DATA_DIR: scratch(), S3_BUCKET: 'atout-media' })).toThrow(
      /S3_REGION[\s\S]*S3_ACCESS_KEY_ID[\s\S]*S3_SECRET_ACCESS_KEY/,
    )
    expect(() =>
      parseEnv({ DATA_DIR: scratch(), S3_ENDPOINT: 'http://store:9000', S3_REGION: 'x' }),
    ).toThrow(/S3_BUCKET/)
    expect(() => parseEnv({ DATA_DIR: scratch(), S3_BUCKET: 'Not_A_Bucket' })).toThrow(
      /S3_BUCKET: is not an S3 bucket name/,
    )
  })

  test.each([
    ['', availableParallelism()],
    ['1', 1],
    ['4', 4],
    [' 2 ', 2],
  ])('WEB_CONCURRENCY %j gives %i web processes (one per core by default)', (value, count) => {
    expect(parseEnv({ DATA_DIR: scratch(), WEB_CONCURRENCY: value }).WEB_CONCURRENCY).toBe(count)
  })

  test.each(['0', '-1', '1.5', 'two', '65'])('WEB_CONCURRENCY %j is refused', (value) => {
    expect(() => parseEnv({ DATA_DIR: scratch(), WEB_CONCURRENCY: value })).toThrow(
      /WEB_CONCURRENCY/,
    )
  })

  test('empty values count as unset', () => {
    expect(parseEnv({ DATA_DIR: scratch(), DATABASE_URL: '', SMTP_URL: '' }).databaseKind).toBe(
      'sqlite',
    )
  })
})

describe('security headers', () => {
  const byName = (headers: { key: string; value: string }[]) =>
    Object.fromEntries(headers.map((h) => [h.key, h.value]))

  test('a strict policy everywhere; HSTS only in production over https', () => {
    const dev = byName(securityHeaders({ production: false, siteUrl: 'http://localhost:3000' }))
    expect(dev['Content-Security-Policy']).toContain("object-src 'none'")
    expect(dev['Content-Security-Policy']).toContain("frame-ancestors 'self'")
    expect(dev['X-Content-Type-Options']).toBe('nosniff')
    expect(dev['Strict-Transport-Security']).toBeUndefined()
    const prod = byName(securityHeaders({ production: true, siteUrl: 'https://www.atout.example' }))
    expect(prod['Strict-Transport-Security']).toMatch(/max-age=\d+/)
  })
})

describe('map tiles', () => {
  test.each([
    ['https://tile.openstreetmap.org/{z}/{x}/{y}.png', 'https://tile.openstreetmap.org'],
    ['https://{s}.tile.example.org/{z}/{x}/{y}.png', 'https://*.tile.example.org'],
    ['not a url', null],
    [undefined, null],
  ])('tileOrigin(%s) = %s', (template, origin) => {
    expect(tileOrigin(template)).toBe(origin)
  })

  test('the tile origin is allowed for images, beside the tag manager (after consent)', () => {
    const headers = securityHeaders({
      production: true,
      siteUrl: 'https://www.atout.example',
      mapTileUrl: 'https://tiles.example.net/{z}/{x}/{y}.png',
    })
    const csp = headers.find((h) => h.key === 'Content-Security-Policy')?.value ?? ''
    expect(csp).toContain(
      "img-src 'self' data: blob: https://tiles.example.net https://www.googletagmanager.com https://*.google-analytics.com;",
    )
  })
})

describe('captcha and tag manager in the policy', () => {
  const csp = (captchaProvider: 'altcha' | 'recaptcha-v2' | 'recaptcha-v3') =>
    securityHeaders({
      production: true,
      siteUrl: 'https://www.atout.example',
      captchaProvider,
    }).find((h) => h.key === 'Content-Security-Policy')?.value ?? ''

  test('ALTCHA needs no third party: Google is allowed for the tag manager only', () => {
    expect(csp('altcha')).toContain("script-src 'self' https://www.googletagmanager.com;")
    expect(csp('altcha')).not.toContain('recaptcha')
  })

  test.each(['recaptcha-v2', 'recaptcha-v3'] as const)('%s: its script and frame', (provider) => {
    expect(csp(provider)).toContain(
      'https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/',
    )
    expect(csp(provider)).toMatch(/frame-src [^;]*https:\/\/www\.google\.com\/recaptcha\//)
  })
})
