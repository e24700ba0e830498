/**
 * Build-time constants, inlined by Next.js from next.config.ts `env` (not read at run time).
 * A "test" build adds test-only routes such as /vitest-entry (files named page.test-build.tsx, a page
 * extension of test builds only: next.config.ts); production builds do not contain them.
 */
export const buildKind: 'test' | 'production' =
  process.env.ATOUT_BUILD_KIND === 'test' ? 'test' : 'production'

export const buildId: string = process.env.ATOUT_BUILD_ID ?? 'dev'

/**
 * Test builds only: a page asked with `?test-crash=1` fails on purpose, so browser tests can see
 * the error boundary of its segment (the member area's, the payment result's). In a production
 * build `buildKind` is the constant 'production' and this does nothing.
 */
export function failOnTestCrash(query: Record<string, string | string[] | undefined>): void {
  if (buildKind === 'test' && query['test-crash'] === '1') {
    throw new Error('Deliberate failure of a test build page')
  }
}
