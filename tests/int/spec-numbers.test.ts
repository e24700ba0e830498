import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

/**
 * One source per number (issue 21): each number the spec gives is declared in one module, and
 * every screen, API and job reads it from there. A second declaration is how two places came to
 * disagree (status discounts hard-coded in shows while staff edited loyalty's). This scans the
 * production code for what a declaration of each number looks like and expects it in its home
 * only. Tests, migrations, the generated types and demo texts are not declarations.
 */

const root = path.resolve(import.meta.dirname, '../..')
const src = path.join(root, 'src')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    // Demo content (src/demo) writes numbers into texts; it declares no rule.
    if (entry.isDirectory())
      return ['migrations', 'demo'].includes(entry.name) ? [] : sourceFiles(full)
    if (!/\.(ts|tsx)$/.test(entry.name)) return []
    if (/\.test\.tsx?$|-test-kit\.tsx?$|^payload-types\.ts$/.test(entry.name)) return []
    return [full]
  })
}

const files = sourceFiles(src).map((file) => ({
  file: path.relative(root, file),
  text: readFileSync(file, 'utf8'),
}))

type SpecNumber = {
  rule: string
  /** The one module that declares it; null while the feature does not exist yet. */
  home: string | null
  /** What declaring it looks like (a constant or a defaults table), wherever it is. */
  declaration: RegExp
}

const specNumbers: SpecNumber[] = [
  {
    rule: '10 godsons per year (§1, §9)',
    home: 'src/features/sponsorship/domain/godsons.ts',
    declaration: /GODSONS?_PER_YEAR\s*=\s*\d|godsons?PerYear\s*[:=]\s*\d/i,
  },
  {
    rule: 'a seat held 15 minutes while the member pays',
    home: 'src/features/payments/domain/seat-hold.ts',
    declaration: /HOLD_MINUTES\s*=\s*\d|hold(Minutes|Ms)\s*[:=]\s*\d/i,
  },
  {
    rule: 'the sponsor’s 3,100 welcome points (§9)',
    home: 'src/features/sponsorship/domain/welcome.ts',
    declaration: /WELCOME_POINTS\s*=\s*\d|welcomePoints\s*[:=]\s*\d/i,
  },
  {
    rule: '3,100 points are worth 5 euros (§9)',
    home: 'src/features/loyalty/domain/rules.ts',
    declaration: /points:\s*3_?100\b|cents:\s*500\b|POINTS_PER_5_EUR/i,
  },
  {
    rule: 'the status discounts and thresholds (White, Silver, Gold, Black)',
    home: 'src/features/loyalty/domain/rules.ts',
    declaration: /\b(white|silver|gold|black)\s*:\s*\d/i,
  },
  {
    rule: 'the lockout thresholds (5 failures → 4 minutes; hotel 3 → 1 hour)',
    home: 'src/features/identity/domain/lockout.ts',
    declaration: /maxConsecutiveFailures\s*:\s*\d|MAX_(CONSECUTIVE_)?FAILURES\s*=\s*\d/i,
  },
  {
    rule: '2 card renewals per 12 months (§9, hotel programme)',
    home: 'src/features/hotel-programme/domain/renewals.ts',
    declaration: /RENEWALS?_PER_\w*\s*=\s*\d|renewalsPer[A-Za-z]*\s*[:=]\s*\d/i,
  },
  {
    rule: 'Infiniment with 10 nights or 4 stays over a rolling 12 months (ADR 0052)',
    home: 'src/features/hotel-programme/domain/programme.ts',
    declaration: /infiniment(Nights|Stays)\s*:\s*\d|QUALIFICATION_MONTHS\s*=\s*\d/i,
  },
]

describe('each number of the spec is declared in one place', () => {
  test('the scan sees the production code', () => {
    expect(files.length).toBeGreaterThan(300)
    expect(files.some((f) => f.file === 'src/features/loyalty/domain/rules.ts')).toBe(true)
  })

  test.each(specNumbers)('$rule', ({ home, declaration }) => {
    const declaring = files
      .filter(({ text }) => text.split('\n').some((line) => declaration.test(line)))
      .map(({ file }) => file)
    if (home) expect(declaring).toEqual([home])
    else expect(declaring.length).toBeLessThanOrEqual(1)
  })
})
