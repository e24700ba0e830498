import type { Payload } from 'payload'

import type { SeedReport } from '../content'

/**
 * The casino information block at the end of each casino's landing page, added once the casinos
 * exist (the pages built from venue blocks are seeded with the rest of the content, see
 * content-programme.ts). Idempotent: a landing page that has the block is left alone.
 */
type LayoutBlock = { blockType: string }

export async function seedVenuePages(payload: Payload): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 }
  const casinos = await payload.find({
    collection: 'casinos',
    pagination: false,
    depth: 0,
    select: { landingPage: true },
  })
  for (const casino of casinos.docs) {
    const pageId =
      typeof casino.landingPage === 'object' ? casino.landingPage?.id : casino.landingPage
    if (!pageId) continue
    const page = await payload.findByID({ collection: 'pages', id: pageId, locale: 'fr', depth: 0 })
    const layout = (page.layout ?? []) as LayoutBlock[]
    if (layout.some((block) => block.blockType === 'casinoInfo')) {
      report.existing++
      continue
    }
    await payload.update({
      collection: 'pages',
      id: pageId,
      locale: 'fr',
      data: {
        layout: [...layout, { blockType: 'casinoInfo', casino: casino.id }],
        _status: 'published',
      } as never,
      context: { skipRevalidation: true },
    })
    report.created++
  }
  return report
}
