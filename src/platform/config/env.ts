import { randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism } from 'node:os'
import path from 'node:path'
import { z } from 'zod'

/**
 * The one place that reads process.env. Parsed once at start-up; every bad variable is listed at once.
 * Secrets that are not configured are generated on first start and kept in the data folder, so the
 * embedded mode needs no setup and no secret ever lives in the repository.
 */
const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional()

/**
 * A PEM block of `label` (a regular-expression fragment), as an environment value: files often
 * keep it on one line with "\n" for its line breaks, accepted and restored (CRLF files too).
 */
function pemSetting(label: string, what: string) {
  return optionalString.pipe(
    z
      .string()
      .transform((value) => value.replace(/\\n/g, '\n').replace(/\r\n/g, '\n'))
      .pipe(
        z
          .string()
          .regex(
            new RegExp(`^-----BEGIN ${label}-----\n[\\s\\S]+\n-----END ${label}-----\\s*$`),
            `must be ${what} (PEM)`,
          ),
      )
      .optional(),
  )
}

/** A reCAPTCHA key as Google issues them: 40 characters of letters, digits, '-' and '_'. */
const RECAPTCHA_KEY = /^[0-9A-Za-z_-]{40}$/

export const CAPTCHA_PROVIDERS = ['altcha', 'recaptcha-v2', 'recaptcha-v3'] as const
export type CaptchaProvider = (typeof CAPTCHA_PROVIDERS)[number]

const EnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  DATA_DIR: z.string().default('data'),
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^(postgres(ql)?:\/\/|file:)/, 'must start with postgres://, postgresql:// or file:')
      .optional(),
  ),
  SITE_URL: optionalString.pipe(z.url().optional()),
  PAYLOAD_SECRET: optionalString.pipe(z.string().min(32).optional()),
  PREVIEW_SECRET: optionalString.pipe(z.string().min(16).optional()),
  ADMIN_EMAIL: optionalString.pipe(z.email().optional()),
  ADMIN_PASSWORD: optionalString.pipe(z.string().min(12).optional()),
  SMTP_URL: optionalString.pipe(z.url().optional()),
  MAIL_FROM: z.string().default('Atout <no-reply@atout.example>'),
  // Queued jobs (mail delivery and retries) run inside the web server every few seconds. Set 0
  // when one `npm run worker` runs every queue (scripts/worker.ts).
  // Several instances (ADR 0054): the shared page and data cache. Without it each instance keeps
  // Next's file cache under its build folder. Read by src/platform/cache/page-cache-handler.mjs.
  REDIS_URL: optionalString.pipe(
    z
      .url()
      .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
      .optional(),
  ),
  // The cache keys' prefix in Redis (then the build id), for several sites on one Redis.
  REDIS_KEY_PREFIX: z
    .string()
    .regex(/^[\w.-]{1,40}$/, 'letters, digits, dots and dashes')
    .default('atout'),
  // How long a page may stay in Redis at most, in seconds (a publish expires it at once).
  CACHE_MAX_AGE_S: z.coerce.number().int().min(60).default(3600),
  // Media on an S3-compatible object store (ADR 0055): with S3_BUCKET, S3_REGION and the two keys,
  // uploads go to the bucket and are served from it through the site; without them, DATA_DIR.
  S3_BUCKET: optionalString.pipe(
    z
      .string()
      .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'is not an S3 bucket name')
      .optional(),
  ),
  // The store's address for a store other than AWS (MinIO, Ceph, a provider's endpoint).
  S3_ENDPOINT: optionalString.pipe(z.url().optional()),
  S3_REGION: optionalString,
  S3_ACCESS_KEY_ID: optionalString,
  S3_SECRET_ACCESS_KEY: optionalString,
  // The bearer token that opens /metrics (Prometheus text); without it /metrics answers 404.
  METRICS_TOKEN: optionalString.pipe(z.string().min(16).optional()),
  // Web processes `npm start` runs behind its port (ADR 0056): one per core by default.
  WEB_CONCURRENCY: optionalString.pipe(
    z
      .string()
      .regex(/^[0-9]+$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().min(1).max(64))
      .optional()
      .transform((count) => count ?? availableParallelism()),
  ),
  JOBS_AUTORUN: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  // JSON array of private JWKs (ES256); the first signs, the others still verify (rotation).
  JWT_PRIVATE_KEYS: optionalString,
  // Behind a reverse proxy that sets X-Forwarded-For: rate limits per client IP use it.
  TRUST_PROXY: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  // The embedded demo: content, demo members and card holders on an empty database. Set 0 for a
  // real deployment (demo members have published passwords).
  DEMO_CONTENT: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  // Version of the member terms of use; members accept it again when it changes.
  TERMS_VERSION: z.string().default('2026-11'),
  ATOUT_TEST_BUILD: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  // Turbopack's file-system cache of `next build` (a rebuild after a small change reuses it). CI
  // sets 0: a fresh clone builds once, and writing the cache (~440 MB) took 82 s of that build.
  ATOUT_BUILD_CACHE: z
    .enum(['0', '1', 'true', 'false'])
    .default('1')
    .transform((v) => v === '1' || v === 'true'),
  // Browser source maps in the build, for bench/chunk-sources.ts only: they publish the sources,
  // so a build made with them is measured, never deployed.
  ATOUT_BROWSER_SOURCE_MAPS: z
    .enum(['0', '1', 'true', 'false'])
    .default('0')
    .transform((v) => v === '1' || v === 'true'),
  LOG_LEVEL: z.enum(['debug', 'info', 'warn', 'error', 'silent']).default('info'),
  // Map tiles of the search page (Leaflet URL template); its origin is allowed in the CSP img-src.
  MAP_TILE_URL: z
    .string()
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png')
    .refine(
      (value) =>
        /^https?:\/\/[^/]+\//.test(value) && ['{z}', '{x}', '{y}'].every((p) => value.includes(p)),
      'must be an http(s) URL template with {z}, {x} and {y}',
    ),
  // The captcha of the public forms (docs/decisions/0023-captcha.md): ALTCHA, self-hosted proof
  // of work, needs no key; Google reCAPTCHA v2 or v3 needs the site key of that version.
  CAPTCHA_PROVIDER: z.enum(CAPTCHA_PROVIDERS).default('altcha'),
  RECAPTCHA_V2_SITE_KEY: optionalString,
  RECAPTCHA_V3_SITE_KEY: optionalString,
  RECAPTCHA_SECRET_KEY: optionalString,
  // reCAPTCHA v3 answers a score from 0 (a bot) to 1 (a person): below this, the form is refused.
  RECAPTCHA_MIN_SCORE: z.coerce.number().min(0).max(1).default(0.5),
  // ALTCHA difficulty: the solver tries up to this many numbers (half of it on average). Tests may
  // lower it to keep browser journeys quick; the default takes well under a second on a phone.
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(10).max(10_000_000).default(50_000),
  // Google Tag Manager container, loaded only after the visitor's consent; the site settings in
  // the admin may set it instead (this variable wins).
  GTM_CONTAINER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^GTM-[A-Z0-9]{4,12}$/, 'must be a Google Tag Manager container id (GTM-XXXXXXX)')
      .optional(),
  ),
  // Version of the cookie policy: a visitor's stored choice for an older version is asked again.
  CONSENT_VERSION: z
    .string()
    .regex(/^[0-9A-Za-z._-]{1,20}$/, 'letters, digits, dot, dash or underscore (20 at most)')
    .default('2026-11'),
  // Online payments (docs/decisions/0040-payments.md): the embedded sandbox provider unless both
  // Stripe keys are set, then Stripe Checkout with signed webhooks.
  STRIPE_SECRET_KEY: optionalString.pipe(
    z
      .string()
      .regex(
        /^(sk|rk)_(test|live)_[0-9A-Za-z]+$/,
        'must be a Stripe secret key (sk_test_… or sk_live_…)',
      )
      .optional(),
  ),
  STRIPE_WEBHOOK_SECRET: optionalString.pipe(
    z
      .string()
      .regex(/^whsec_[0-9A-Za-z]+$/, 'must be a Stripe webhook signing secret (whsec_…)')
      .optional(),
  ),
  // Where machine credits are handed to the casino system (POST, signed); empty: the embedded
  // demo casino system under /api/sandbox/casino-system receives them.
  CASINO_CREDIT_URL: optionalString.pipe(z.url().optional()),
  // "Save to Google Wallet" on the member card (README, ADR 0066): the issuer id of the Google Pay
  // & Wallet Console, and the service account that signs the save links. None: no button.
  GOOGLE_WALLET_ISSUER_ID: optionalString.pipe(
    z
      .string()
      .regex(/^\d{10,25}$/, 'must be the Google Wallet issuer id (digits)')
      .optional(),
  ),
  GOOGLE_WALLET_SERVICE_ACCOUNT: optionalString.pipe(z.email().optional()),
  GOOGLE_WALLET_PRIVATE_KEY: optionalString.pipe(
    z
      .string()
      // Environment files often keep a PEM on one line with "\n" for its line breaks.
      .transform((value) => value.replace(/\\n/g, '\n'))
      .pipe(
        z
          .string()
          .regex(
            /^-----BEGIN PRIVATE KEY-----\n[\s\S]+\n-----END PRIVATE KEY-----\s*$/,
            'must be the service account’s private key (PEM, PKCS #8)',
          ),
      )
      .optional(),
  ),
  // "Add to Apple Wallet" on the member card (README, ADR 0068): the pass type id and team of the
  // Apple Developer account, the pass type certificate and its key, Apple's WWDR intermediate
  // certificate (PEM; a one-line value with "\n" is accepted). None: no button.
  APPLE_WALLET_PASS_TYPE_ID: optionalString.pipe(
    z
      .string()
      .regex(/^pass\.[A-Za-z0-9.-]+$/, 'must be a pass type identifier (pass.…)')
      .optional(),
  ),
  APPLE_WALLET_TEAM_ID: optionalString.pipe(
    z
      .string()
      .regex(/^[A-Z0-9]{10}$/, 'must be the Apple Developer team id (10 characters)')
      .optional(),
  ),
  APPLE_WALLET_CERTIFICATE: pemSetting('CERTIFICATE', 'the pass type certificate'),
  APPLE_WALLET_PRIVATE_KEY: pemSetting('(?:RSA |ENCRYPTED )?PRIVATE KEY', 'its private key'),
  APPLE_WALLET_KEY_PASSPHRASE: optionalString,
  APPLE_WALLET_WWDR: pemSetting('CERTIFICATE', 'Apple’s WWDR intermediate certificate'),
})

/**
 * reCAPTCHA needs the site key of the version chosen (spec §8: "a v2 or v3 site key is required
 * for that version") and the secret to verify answers on the server; a key of the wrong shape is
 * refused at start-up rather than by Google on the first visitor's form. Checked on the captcha
 * variables alone, so that its issues are listed with the others even when another variable is bad.
 */
const CaptchaEnvSchema = EnvSchema.pick({
  CAPTCHA_PROVIDER: true,
  RECAPTCHA_V2_SITE_KEY: true,
  RECAPTCHA_V3_SITE_KEY: true,
  RECAPTCHA_SECRET_KEY: true,
}).superRefine((env, ctx) => {
  if (env.CAPTCHA_PROVIDER === 'altcha') return
  const version = env.CAPTCHA_PROVIDER === 'recaptcha-v2' ? 'v2' : 'v3'
  const name = version === 'v2' ? 'RECAPTCHA_V2_SITE_KEY' : 'RECAPTCHA_V3_SITE_KEY'
  const siteKey = version === 'v2' ? env.RECAPTCHA_V2_SITE_KEY : env.RECAPTCHA_V3_SITE_KEY
  if (!siteKey) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `a reCAPTCHA ${version} site key is required when CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
    })
  } else if (!RECAPTCHA_KEY.test(siteKey)) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `is not a reCAPTCHA ${version} site key (40 letters, digits, '-' or '_')`,
    })
  }
  if (!env.RECAPTCHA_SECRET_KEY) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECAPTCHA_SECRET_KEY'],
      message: `the reCAPTCHA ${version} secret key is required when CAPTCHA_PROVIDER=${env.CAPTCHA_PROVIDER}`,
    })
  } else if (!RECAPTCHA_KEY.test(env.RECAPTCHA_SECRET_KEY)) {
    ctx.addIssue({
      code: 'custom',
      path: ['RECAPTCHA_SECRET_KEY'],
      message: "is not a reCAPTCHA secret key (40 letters, digits, '-' or '_')",
    })
  }
})

/** Stripe needs both keys: one without the other would take payments it never hears about. */
const PaymentsEnvSchema = EnvSchema.pick({
  STRIPE_SECRET_KEY: true,
  STRIPE_WEBHOOK_SECRET: true,
}).superRefine((env, ctx) => {
  if (Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET)) return
  const missing = env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'
  ctx.addIssue({
    code: 'custom',
    path: [missing],
    message: 'Stripe needs both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (or neither: sandbox)',
  })
})

const APPLE_WALLET_SETTINGS = [
  'APPLE_WALLET_PASS_TYPE_ID',
  'APPLE_WALLET_TEAM_ID',
  'APPLE_WALLET_CERTIFICATE',
  'APPLE_WALLET_PRIVATE_KEY',
  'APPLE_WALLET_WWDR',
] as const

/** Apple Wallet needs all its settings but the key's passphrase, or none of them. */
const AppleWalletEnvSchema = EnvSchema.pick({
  APPLE_WALLET_PASS_TYPE_ID: true,
  APPLE_WALLET_TEAM_ID: true,
  APPLE_WALLET_CERTIFICATE: true,
  APPLE_WALLET_PRIVATE_KEY: true,
  APPLE_WALLET_WWDR: true,
}).superRefine((env, ctx) => {
  const missing = APPLE_WALLET_SETTINGS.filter((name) => !env[name])
  if (missing.length === 0 || missing.length === APPLE_WALLET_SETTINGS.length) return
  for (const name of missing) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `Apple Wallet needs ${APPLE_WALLET_SETTINGS.join(', ')} (or none of them: no button)`,
    })
  }
})

/** What signs the Apple Wallet passes, when it is configured. */
export type AppleWallet = {
  passTypeId: string
  teamId: string
  certificate: string
  privateKey: string
  keyPassphrase: string | undefined
  wwdr: string
}

const GOOGLE_WALLET_SETTINGS = [
  'GOOGLE_WALLET_ISSUER_ID',
  'GOOGLE_WALLET_SERVICE_ACCOUNT',
  'GOOGLE_WALLET_PRIVATE_KEY',
] as const

/** Google Wallet needs its issuer id, the service account and its key, or none of them. */
const GoogleWalletEnvSchema = EnvSchema.pick({
  GOOGLE_WALLET_ISSUER_ID: true,
  GOOGLE_WALLET_SERVICE_ACCOUNT: true,
  GOOGLE_WALLET_PRIVATE_KEY: true,
}).superRefine((env, ctx) => {
  const missing = GOOGLE_WALLET_SETTINGS.filter((name) => !env[name])
  if (missing.length === 0 || missing.length === GOOGLE_WALLET_SETTINGS.length) return
  for (const name of missing) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `Google Wallet needs ${GOOGLE_WALLET_SETTINGS.join(', ')} (or none of them: no button)`,
    })
  }
})

/** What signs the "Save to Google Wallet" links, when it is configured. */
export type GoogleWallet = { issuerId: string; serviceAccount: string; privateKey: string }

const OBJECT_STORAGE_SETTINGS = [
  'S3_BUCKET',
  'S3_REGION',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const

/** The object store needs its bucket, region and both keys, or none of them (DATA_DIR). */
const ObjectStorageEnvSchema = EnvSchema.pick({
  S3_BUCKET: true,
  S3_ENDPOINT: true,
  S3_REGION: true,
  S3_ACCESS_KEY_ID: true,
  S3_SECRET_ACCESS_KEY: true,
}).superRefine((env, ctx) => {
  const given = OBJECT_STORAGE_SETTINGS.filter((name) => env[name])
  const wanted = given.length > 0 || Boolean(env.S3_ENDPOINT)
  if (!wanted || given.length === OBJECT_STORAGE_SETTINGS.length) return
  for (const name of OBJECT_STORAGE_SETTINGS.filter((setting) => !env[setting])) {
    ctx.addIssue({
      code: 'custom',
      path: [name],
      message: `media on object storage need ${OBJECT_STORAGE_SETTINGS.join(', ')} (or none of them: DATA_DIR)`,
    })
  }
})

/** Where uploads are kept when an object store is configured. */
export type ObjectStorage = {
  bucket: string
  endpoint: string | undefined
  region: string
  accessKeyId: string
  secretAccessKey: string
}

export type Env = Omit<z.infer<typeof EnvSchema>, 'PAYLOAD_SECRET' | 'PREVIEW_SECRET'> & {
  PAYLOAD_SECRET: string
  PREVIEW_SECRET: string
  DATABASE_URL: string
  SITE_URL: string
  dataDir: string
  mediaDir: string
  databaseKind: 'sqlite' | 'postgres'
  objectStorage: ObjectStorage | null
  googleWallet: GoogleWallet | null
  appleWallet: AppleWallet | null
}

export class EnvError extends Error {
  constructor(readonly issues: string[]) {
    super(`Invalid environment:\n${issues.map((i) => `  - ${i}`).join('\n')}`)
    this.name = 'EnvError'
  }
}

type GeneratedSecrets = { payloadSecret: string; previewSecret: string }

function loadOrCreateSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json')
  if (existsSync(file)) {
    const parsed = z
      .object({ payloadSecret: z.string().min(32), previewSecret: z.string().min(16) })
      .safeParse(JSON.parse(readFileSync(file, 'utf8')))
    if (parsed.success) return parsed.data
  }
  const secrets = {
    payloadSecret: randomBytes(32).toString('hex'),
    previewSecret: randomBytes(24).toString('hex'),
  }
  mkdirSync(dataDir, { recursive: true })
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  return secrets
}

export function parseEnv(source: Record<string, string | undefined>): Env {
  const result = EnvSchema.safeParse(source)
  const captcha = CaptchaEnvSchema.safeParse(source)
  const payments = PaymentsEnvSchema.safeParse(source)
  const storage = ObjectStorageEnvSchema.safeParse(source)
  const wallet = GoogleWalletEnvSchema.safeParse(source)
  const appleWallet = AppleWalletEnvSchema.safeParse(source)
  const issues = [
    ...(result.error?.issues ?? []),
    ...(captcha.error?.issues ?? []),
    ...(payments.error?.issues ?? []),
    ...(storage.error?.issues ?? []),
    ...(wallet.error?.issues ?? []),
    ...(appleWallet.error?.issues ?? []),
  ].map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
  if (!result.success || issues.length > 0) {
    throw new EnvError([...new Set(issues)])
  }
  const raw = result.data
  const dataDir = path.resolve(raw.DATA_DIR)
  const needsGenerated = !raw.PAYLOAD_SECRET || !raw.PREVIEW_SECRET
  const generated = needsGenerated ? loadOrCreateSecrets(dataDir) : undefined
  const databaseUrl = raw.DATABASE_URL ?? `file:${path.join(dataDir, 'atout.db')}`
  return {
    ...raw,
    DATABASE_URL: databaseUrl,
    SITE_URL: (raw.SITE_URL ?? `http://localhost:${raw.PORT}`).replace(/\/$/, ''),
    PAYLOAD_SECRET: raw.PAYLOAD_SECRET ?? generated!.payloadSecret,
    PREVIEW_SECRET: raw.PREVIEW_SECRET ?? generated!.previewSecret,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    databaseKind: databaseUrl.startsWith('file:') ? 'sqlite' : 'postgres',
    objectStorage: raw.S3_BUCKET
      ? {
          bucket: raw.S3_BUCKET,
          endpoint: raw.S3_ENDPOINT,
          region: raw.S3_REGION!,
          accessKeyId: raw.S3_ACCESS_KEY_ID!,
          secretAccessKey: raw.S3_SECRET_ACCESS_KEY!,
        }
      : null,
    googleWallet: raw.GOOGLE_WALLET_ISSUER_ID
      ? {
          issuerId: raw.GOOGLE_WALLET_ISSUER_ID,
          serviceAccount: raw.GOOGLE_WALLET_SERVICE_ACCOUNT!,
          privateKey: raw.GOOGLE_WALLET_PRIVATE_KEY!,
        }
      : null,
    appleWallet: raw.APPLE_WALLET_PASS_TYPE_ID
      ? {
          passTypeId: raw.APPLE_WALLET_PASS_TYPE_ID,
          teamId: raw.APPLE_WALLET_TEAM_ID!,
          certificate: raw.APPLE_WALLET_CERTIFICATE!,
          privateKey: raw.APPLE_WALLET_PRIVATE_KEY!,
          keyPassphrase: raw.APPLE_WALLET_KEY_PASSPHRASE,
          wwdr: raw.APPLE_WALLET_WWDR!,
        }
      : null,
  }
}

let cached: Env | undefined

export function getEnv(): Env {
  cached ??= parseEnv(process.env)
  return cached
}
