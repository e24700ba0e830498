/**
 * Build-time constants, inlined by Next.js from next.config.ts `env` (not read at run time).
 * A "test" build adds test-only routes such as /vitest-entry (files named page.test-build.tsx, a page
 * extension of test builds only: next.config.ts); production builds do not contain them.
 */
export const buildKind: 'test' | 'production' =
  process.env.ATOUT_BUILD_KIND === 'test' ? 'test' : 'production'

export const buildId: string = process.env.ATOUT_BUILD_ID ?? 'dev'
