import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const BOUNDARIES_ADR = 'See docs/decisions/0019-area-boundaries.md.'
const MANIFESTS_ADR = 'See docs/decisions/0050-area-manifests.md.'
const LAYERS_ADR = 'See docs/decisions/0058-area-layers.md.'

/**
 * The dependency rule of ARCHITECTURE §2 as import/no-restricted-paths zones, for the project
 * rooted at `root` (the repository, or the lint fixtures' copy of its layout in the lint test).
 *
 * Zone globs are matched against absolute file paths: a glob must name the files inside a folder
 * (`domain/**`), not the folder itself, or the zone never fires.
 */
function createBoundaries(root) {
  const featuresDir = path.join(root, 'src/features')
  const areas = readdirSync(featuresDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort()
  // Absolute globs: `except` patterns are not resolved against basePath by the rule.
  const inFeatures = (...parts) => path.join(featuresDir, ...parts)
  const publicEntries = [inFeatures('*', 'index.ts'), inFeatures('*', 'domain', 'index.ts')]

  // The pure kernel every domain may use (ADR 0051): counters, captcha rules, public forms.
  const platformDomain = path.join(root, 'src/platform/domain/**')
  const domainIsPure = {
    target: './src/features/*/domain/**',
    from: [
      './src/app/**',
      './src/server/**',
      './src/platform/**',
      './src/ui/**',
      // src/payload-types.ts (the CMS schema) and src/proxy.ts.
      './src/*.ts',
      './src/features/*/server/**',
      './src/features/*/ui/**',
      './src/features/*/cms/**',
      // An area's index.ts re-exports its server and ui code.
      './src/features/*/index.ts',
    ],
    except: [platformDomain],
    message:
      'domain/ is pure TypeScript: it imports nothing outside domain folders (and src/platform/domain).',
  }
  const platformDomainIsPure = {
    target: './src/platform/domain/**',
    from: [
      './src/app/**',
      './src/server/**',
      './src/features/**',
      './src/ui/**',
      './src/*.ts',
      './src/platform/**',
    ],
    except: [platformDomain],
    message: 'src/platform/domain is pure TypeScript: it imports only its own files.',
  }
  const platformHasNoFeatures = {
    target: './src/platform',
    from: './src/features',
    message: `platform/ is cross-cutting: it never imports a business area (src/payload.config.ts assembles them). ${BOUNDARIES_ADR}`,
  }
  /**
   * The areas' layers (src/features/layers.json, ADR 0058): an area imports only areas on lower
   * layers, so no import runs back up and no two areas import each other. Identity, consent and
   * content are the foundation under every programme area (ADR 0050); what they need of a
   * programme comes from the composition root (src/payload.config.ts, src/server).
   */
  const { layers } = JSON.parse(readFileSync(inFeatures('layers.json'), 'utf8'))
  const layerOf = new Map(layers.flatMap((names, index) => names.map((name) => [name, index])))
  const unplaced = areas.filter((area) => !layerOf.has(area))
  if (unplaced.length > 0) {
    throw new Error(
      `src/features/layers.json places no layer for ${unplaced.join(', ')}: add each area to the layer above everything it imports.`,
    )
  }
  const layerZones = areas.flatMap((area) => {
    const level = layerOf.get(area)
    const notBelow = areas.filter((other) => other !== area && layerOf.get(other) >= level)
    if (notBelow.length === 0) return []
    const below = areas.filter((other) => layerOf.get(other) < level)
    return [
      {
        target: `./src/features/${area}/**`,
        from: notBelow.map((other) => `./src/features/${other}/**`),
        message: `${area} is on layer ${level + 1} of src/features/layers.json: it imports ${below.length ? `only ${below.join(', ')}` : 'no other area'}; what it needs of an area above comes from the composition root. ${LAYERS_ADR}`,
      },
    ]
  })
  const baseZones = [
    ...layerZones,
    domainIsPure,
    platformDomainIsPure,
    {
      target: './src/ui',
      from: ['./src/features', './src/app', './src/server'],
      message: 'src/ui holds design-system primitives with no business logic.',
    },
    {
      target: './src/platform',
      from: ['./src/app', './src/server', './src/demo'],
      message: 'platform/ never depends on routes.',
    },
    platformHasNoFeatures,
    {
      // Mails, API answers and repositories format through src/platform/format and share types
      // through domain/: what a page shows never becomes something the server depends on.
      target: './src/features/*/server/**',
      from: ['./src/features/*/ui/**', './src/ui/**'],
      message: `Server code never imports view code (an area's ui/ or src/ui): formats live in src/platform/format, shared types in domain/. ${BOUNDARIES_ADR}`,
    },
    {
      target: './src/features',
      from: ['./src/app', './src/server', './src/demo'],
      message: 'features/ never depend on routes, nor on the demo (src/demo runs their seeders).',
    },
    {
      target: ['./src/app/**', './src/server/**'],
      from: ['./src/features/*/cms/**'],
      message: `Collections and blocks are assembled by src/payload.config.ts only. ${MANIFESTS_ADR}`,
    },
    {
      // The composition root is src/payload.config.ts, outside every target below.
      target: [
        './src/app/**',
        './src/server/**',
        './src/platform/**',
        './src/features/**',
        './src/ui/**',
      ],
      from: ['./src/features/*/manifest.ts'],
      message: `An area's manifest is read by the composition root (src/payload.config.ts) only. ${MANIFESTS_ADR}`,
    },
  ]

  /** features/X reaches features/Y through Y's index.ts or Y's domain/index.ts, plus `allowed`. */
  const crossAreaZones = (allowed = []) =>
    areas.map((area) => ({
      target: `./src/features/${area}/**`,
      from: areas.filter((other) => other !== area).map((other) => `./src/features/${other}/**`),
      except: [...publicEntries, ...allowed],
      message: `Another area is reached through its index.ts (or its domain/index.ts for pure rules and types) only. ${BOUNDARIES_ADR}`,
    }))

  const rule = (zones) => ['error', { basePath: root, zones }]
  const everywhere = [...baseZones, ...crossAreaZones()]
  return [
    { rules: { 'import/no-restricted-paths': rule(everywhere) } },
    {
      // Payload's schema is assembled across areas (pages embed every area's blocks, every
      // collection uses the staff access rules) and loaded by Payload's CLI outside Next, so cms/
      // files share schema pieces cms-to-cms rather than through the runtime index.ts.
      files: ['src/features/*/cms/**'],
      rules: {
        'import/no-restricted-paths': rule([
          ...baseZones,
          ...crossAreaZones([inFeatures('*', 'cms', '**')]),
        ]),
      },
    },
  ]
}

/** Framework, database and validation packages: not in domain code (specifiers, not paths). */
const frameworkPackages = [
  'next',
  'next/*',
  'react',
  'react/*',
  'react-dom',
  'react-dom/*',
  'payload',
  'payload/*',
  '@payloadcms/*',
  'zod',
  'zod/*',
  'drizzle-orm',
  'drizzle-orm/*',
  'pg',
  'libsql',
  'next-intl',
  'next-intl/*',
]

const nextLinkRestriction = {
  name: 'next/link',
  message: 'Use Link from @/ui/primitives/link (adaptive prefetch).',
}

/**
 * The project's lint config for the tree rooted at `root`; the repository's own is the default
 * export, and tests/int/lint-rules.test.ts builds one for the lint fixtures.
 *
 * @param {string} root
 * @returns {import('eslint').Linter.Config[]}
 */
export function createConfig(root) {
  return [
    {
      ignores: [
        '.next/**',
        '.next-test/**',
        'node_modules/**',
        'data/**',
        'src/migrations/**',
        'src/payload-types.ts',
        'src/app/(payload)/admin/importMap.js',
        'next-env.d.ts',
        'test-results/**',
        'playwright-report/**',
        'bench/results/**',
        // Code that must fail lint; tests/lint/boundaries.test.ts lints it with this config.
        'tests/lint-fixtures/**',
      ],
    },
    ...nextVitals,
    ...nextTypescript,
    {
      settings: {
        // The import rules only need our own files; parsing dependencies' types made them slower.
        'import/ignore': ['node_modules', '\\.d\\.ts$', 'payload-types'],
      },
      rules: {
        // Import cycles are found by scripts/import-cycles.mjs (npm run lint, and a unit test):
        // import/no-cycle took 80 % of the lint's time (ADR 0076).
        'no-restricted-imports': ['error', { paths: [nextLinkRestriction] }],
        'no-restricted-syntax': [
          'error',
          {
            selector: "MemberExpression[object.name='process'][property.name='env']",
            message: 'Read configuration through getEnv() from src/platform/config/env.ts.',
          },
        ],
        '@typescript-eslint/no-unused-vars': [
          'error',
          { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
        ],
        'no-empty': ['error', { allowEmptyCatch: false }],
      },
    },
    ...createBoundaries(root),
    {
      files: ['src/features/*/domain/**', 'src/platform/domain/**'],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            paths: [nextLinkRestriction],
            patterns: [
              {
                group: frameworkPackages,
                message:
                  'domain/ is pure TypeScript: no framework, database or validation library.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['src/ui/primitives/link.tsx'],
      rules: { 'no-restricted-imports': 'off' },
    },
    {
      // The env module and the build-time constants are where process.env is read (and Next's own
      // NEXT_RUNTIME, in the instrumentation hook). The page cache handler is plain JavaScript
      // that Next loads itself at run time: it cannot import the TypeScript env module, so it
      // reads REDIS_URL and CACHE_MAX_AGE_S, which env.ts validates at start. The process bus it
      // uses reads ATOUT_WEB_PROCESS, which the primary sets on each web process it starts.
      files: [
        'src/platform/config/env.ts',
        'src/platform/cache/page-cache-handler.mjs',
        'src/platform/runtime/process-bus.mjs',
        'src/platform/config/build.ts',
        'src/instrumentation.ts',
        'scripts/**',
        'playwright.config.ts',
        'bench/**',
        'tests/**',
      ],
      rules: { 'no-restricted-syntax': 'off' },
    },
  ]
}

export default createConfig(import.meta.dirname)
