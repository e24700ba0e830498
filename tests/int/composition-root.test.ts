import config from '@payload-config'
import type { Block, Field } from 'payload'
import { describe, expect, test } from 'vitest'

import { NEWSLETTER_LISTS } from '@/features/forms/domain/newsletter'
import { contentBlockViews } from '@/features/content/ui/blocks/render-blocks'
import { routing } from '@/platform/i18n/routing'
import { pageBlockViews } from '@/server/page-blocks'
import { venuePreviews } from '@/server/venue-previews'

/**
 * The two halves of the composition root (ADR 0050) must agree: src/payload.config.ts offers
 * every area's blocks to the page builder, src/server/page-blocks.ts renders them. A block an
 * editor can add but the site cannot show (or the reverse) fails here, not on a live page.
 */
function layoutBlocks(fields: Field[]): Block[] {
  for (const field of fields) {
    if (field.type === 'blocks' && 'name' in field && field.name === 'layout') {
      return (field.blocks ?? []) as Block[]
    }
    if (field.type === 'tabs') {
      for (const tab of field.tabs) {
        const found = layoutBlocks(tab.fields)
        if (found.length > 0) return found
      }
    }
  }
  return []
}

describe('the composition root', () => {
  test('every block the page builder offers has exactly one view, and every view a block', async () => {
    const pages = (await config).collections.find((collection) => collection.slug === 'pages')
    const offered = layoutBlocks(pages?.fields ?? []).map((block) => block.slug)
    expect(offered.length).toBeGreaterThan(30)
    expect(new Set(offered).size).toBe(offered.length)

    const content = Object.keys(contentBlockViews)
    const areas = Object.keys(pageBlockViews)
    expect(content.filter((type) => areas.includes(type))).toEqual([])
    expect([...content, ...areas].sort()).toEqual([...offered].sort())
  })

  test("other areas' parts of the member's record are there: newsletter lists, points, favourite casino, consent history", async () => {
    const resolved = await config
    const members = resolved.collections.find((collection) => collection.slug === 'members')
    const fields = JSON.stringify(members?.fields)
    for (const list of NEWSLETTER_LISTS) expect(fields).toContain(`"name":"${list}"`)
    expect(fields).toContain('"name":"loyaltyPanel"')
    expect(fields).toContain('casino-choice-field#CasinoChoiceField')
    expect(fields).toContain('"name":"consentHistory"')
    // forms reads and writes the lists with the member; consent records the member's choices;
    // identity ends a suspended member's sessions.
    expect(members?.hooks.afterRead).toHaveLength(1)
    expect(members?.hooks.afterChange).toHaveLength(3)
    // The consent history follows the newsletter's lists too.
    const subscriptions = resolved.collections.find(
      (collection) => collection.slug === 'newsletter-subscriptions',
    )
    expect(subscriptions?.hooks.afterChange).toHaveLength(1)
  })

  test("every venue document's public route has a preview loader for its drafts", () => {
    const venueRoutes = Object.keys(routing.pathnames).filter((pathname) =>
      pathname.includes('[casino]'),
    )
    expect(venueRoutes.length).toBeGreaterThanOrEqual(5)
    expect(Object.keys(venuePreviews).sort()).toEqual(venueRoutes.sort())
  })
})
