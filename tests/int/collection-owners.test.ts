import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'

import { describe, expect, test } from 'vitest'

/**
 * One repository per aggregate (issue 21): an area's server and ui code read and write only the
 * collections its own manifest declares; another area's documents come through that area's
 * index.ts (tournaments' `findTournamentsByDocIds`, identity's `readMemberFields`, venues'
 * `findCasinoIdBySlug`…). A `collection: '<slug>'` of another area's collection fails here.
 */
const root = path.resolve(import.meta.dirname, '../..')
const featuresDir = path.join(root, 'src/features')

/** Where reading another area's collection is the point, and why. */
const allowed: Record<string, string> = {
  // Admin hooks fill a title or check a relation inside the save's transaction (req).
  'bookings/cms/settings.ts': 'restaurant, room and hotel names of a settings document',
  'venues/cms/preview-url.ts': "the page that lists seminar offers, for the admin's preview",
  // Collection slugs as a type of preview target, not a read.
  'venues/server/preview-path.ts': 'the preview target type names the collections',
}

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name)
    if (entry.isDirectory()) return filesOf(full)
    return /\.tsx?$/.test(entry.name) ? [full] : []
  })
}

/** Each collection slug declared by an area's cms/ folder, with its area. */
function collectionOwners(): Map<string, string> {
  const owners = new Map<string, string>()
  for (const file of filesOf(featuresDir).filter((f) => f.includes(`${path.sep}cms${path.sep}`))) {
    const area = path.relative(featuresDir, file).split(path.sep)[0]!
    for (const [, slug] of readFileSync(file, 'utf8').matchAll(/^\s{0,2}slug: '([a-z-]+)',$/gm)) {
      if (!owners.has(slug!)) owners.set(slug!, area)
    }
  }
  return owners
}

describe('each area reads its own collections only', () => {
  test('no server or ui file names another area’s collection', () => {
    const owners = collectionOwners()
    expect(owners.get('members')).toBe('identity')
    expect(owners.get('tournaments')).toBe('tournaments')
    expect(owners.get('casinos')).toBe('venues')

    const foreign: string[] = []
    for (const file of filesOf(featuresDir)) {
      const relative = path.relative(featuresDir, file).split(path.sep).join('/')
      if (/\.test\.tsx?$|test-kit/.test(relative)) continue
      if (allowed[relative]) continue
      const area = relative.split('/')[0]
      const lines = readFileSync(file, 'utf8').split('\n')
      lines.forEach((line, index) => {
        for (const [, slug] of line.matchAll(/collection: '([a-z-]+)'/g)) {
          const owner = owners.get(slug!)
          if (owner && owner !== area)
            foreign.push(`${relative}:${index + 1} reads ${slug} (${owner})`)
        }
      })
    }
    expect(foreign).toEqual([])
  })
})
