import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const domainZones = [
  // Domain code is pure: no framework, database or validation library, no other layer.
  {
    target: './src/features/*/domain',
    from: [
      './src/app',
      './src/platform',
      './src/ui',
      './src/features/*/server',
      './src/features/*/ui',
      './src/features/*/cms',
    ],
    message: 'domain/ is pure TypeScript: it imports nothing outside domain folders.',
  },
  {
    target: './src/ui',
    from: ['./src/features', './src/app'],
    message: 'src/ui holds design-system primitives with no business logic.',
  },
  {
    target: './src/platform',
    from: ['./src/app', './src/server'],
    message: 'platform/ never depends on routes.',
  },
  {
    target: './src/features',
    from: ['./src/app', './src/server'],
    message: 'features/ never depend on routes.',
  },
  {
    target: './src/ui',
    from: ['./src/server'],
    message: 'src/ui holds design-system primitives with no business logic.',
  },
]

const config = [
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
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  {
    settings: {
      // Cycle detection only needs our own files; parsing dependencies' types made it 100× slower.
      'import/ignore': ['node_modules', '\\.d\\.ts$', 'payload-types'],
    },
    rules: {
      'import/no-cycle': ['error', { maxDepth: 6, ignoreExternal: true }],
      'import/no-restricted-paths': ['error', { zones: domainZones }],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'next/link',
              message: 'Use Link from @/ui/primitives/link (adaptive prefetch).',
            },
          ],
        },
      ],
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
  {
    files: ['src/ui/primitives/link.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // The env module and the build-time constants are where process.env is read (and Next's own
    // NEXT_RUNTIME, in the instrumentation hook).
    files: [
      'src/platform/config/env.ts',
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

export default config
