/**
 * Build-time constants, inlined by Next.js from next.config.ts `env` (not read at run time).
 * A "test" build adds test-only routes such as /vitest-entry; production builds do not contain them.
 */
export const buildKind: 'test' | 'production' =
  process.env.ATOUT_BUILD_KIND === 'test' ? 'test' : 'production'

export const buildId: string = process.env.ATOUT_BUILD_ID ?? 'dev'
