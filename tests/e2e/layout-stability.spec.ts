import { expect, test } from './support/fixtures'
import { MARIE, signIn } from './support/members'
import { memberPageTypeUrls } from './support/page-types'

/**
 * Member pages stream their blocks (ADR 0062): a browser first paints the frame with skeletons,
 * and a small inline script swaps each block in when it arrives. On a phone the blocks are taller
 * than their skeletons, and nothing already on screen may move then: Lighthouse measured a layout
 * shift of 0.22 on the loyalty dashboard, its footer pushed down. With scripts off each page stays
 * as first painted, and its footer must already be below the first screen.
 */
const screen = { width: 390, height: 844 }

test.use({ javaScriptEnabled: false, viewport: screen })

for (const locale of ['fr', 'en'] as const) {
  test(`${locale}: no member page shows its footer on the first screen while its blocks load`, async ({
    page,
  }) => {
    test.setTimeout(120_000)
    await signIn(page, MARIE)
    const visible: string[] = []
    let streamed = 0
    for (const [type, url] of Object.entries(memberPageTypeUrls[locale])) {
      const response = await page.goto(url)
      expect(response?.status(), url).toBe(200)
      if ((await page.locator('main [aria-busy="true"]').count()) > 0) streamed += 1
      const footer = await page.locator('body > footer').boundingBox()
      expect(footer, url).not.toBeNull()
      if (footer!.y < screen.height) visible.push(`${type} (${url}): footer at ${footer!.y} px`)
    }
    // The rule is about pages that stream: the loyalty dashboard, the rewards, the vouchers…
    expect(streamed).toBeGreaterThan(5)
    expect(visible).toEqual([])
  })
}
