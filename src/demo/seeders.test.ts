import type { Payload } from 'payload'
import { describe, expect, test } from 'vitest'

import { demoSeeders, seedDemo, type DemoSeeder } from './seeders'

const payload = {} as Payload

/** Fake parts of a demo: a site whose pages exist already (staff deleted some on purpose). */
function fakeDemo(pagesThere: boolean) {
  const ran: string[] = []
  const part = (name: string, alreadyThere?: () => Promise<boolean>): DemoSeeder => ({
    name,
    seed: async () => {
      ran.push(name)
      return { created: 2, existing: 1 }
    },
    alreadyThere,
  })
  const hasPages = async () => {
    ran.push('check')
    return pagesThere || ran.includes('content')
  }
  return { ran, seeders: [part('content', hasPages), part('members', hasPages), part('staff')] }
}

describe('the demo seeders', () => {
  test('one ordered list: content and members first, the hotel programme after bookings', () => {
    const names = demoSeeders.map((seeder) => seeder.name)
    expect(names.slice(0, 2)).toEqual(['content', 'members'])
    expect(names.indexOf('bookings')).toBeLessThan(names.indexOf('hotel programme'))
    expect(names.indexOf('venues')).toBeLessThan(names.indexOf('venue pages'))
    expect(names.indexOf('members')).toBeLessThan(names.indexOf('loyalty'))
    expect(new Set(names).size).toBe(names.length)
  })

  test('on start, an empty site gets content and members together (checked before either runs)', async () => {
    const { ran, seeders } = fakeDemo(false)
    const report = await seedDemo(payload, { onStart: true, seeders })
    expect(ran).toEqual(['check', 'check', 'content', 'members', 'staff'])
    expect(report).toEqual({ created: 6, existing: 3, steps: ['content', 'members', 'staff'] })
  })

  test('on start, a site with pages keeps what staff deleted; `npm run seed` adds it back', async () => {
    const onStart = fakeDemo(true)
    expect((await seedDemo(payload, { onStart: true, seeders: onStart.seeders })).steps).toEqual([
      'staff',
    ])
    const seed = fakeDemo(true)
    expect((await seedDemo(payload, { seeders: seed.seeders })).steps).toEqual([
      'content',
      'members',
      'staff',
    ])
    expect(seed.ran).not.toContain('check')
  })
})
