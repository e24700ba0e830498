import { expect, test } from './support/fixtures'
import { pageTypeUrls } from './support/page-types'

/**
 * No page scrolls sideways on a phone: every page type, in both languages, at the widths of small
 * and common phones. A wide table may scroll inside its own container; the page itself may not.
 */
const widths = [360, 390]

for (const locale of ['fr', 'en'] as const) {
  test.describe(`phone layout (${locale})`, () => {
    for (const width of widths) {
      test(`no page type is wider than a ${width} px screen`, async ({ page, consoleErrors }) => {
        test.setTimeout(120_000)
        await page.setViewportSize({ width, height: 800 })
        const tooWide: string[] = []
        for (const [type, url] of Object.entries(pageTypeUrls[locale])) {
          await page.goto(url)
          await expect(page.locator('footer')).toBeVisible()
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }))
          if (scrollWidth > innerWidth) tooWide.push(`${type} (${url}): ${scrollWidth} px`)
        }
        // The map's tiles come from the internet, which tests do not have.
        await page.close()
        const kept = consoleErrors.filter((error) => !error.includes('tile.openstreetmap.org'))
        consoleErrors.splice(0, consoleErrors.length, ...kept)
        expect(tooWide).toEqual([])
      })
    }
  })
}
