import { expect, expectAccessible, test } from './support/fixtures'

test.describe('accessibility and keyboard', () => {
  test('the phone menu opens and closes with the keyboard and traps focus', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/')
    const open = page.getByRole('button', { name: 'Ouvrir le menu' })
    const dialog = page.getByRole('dialog', { name: 'Navigation principale' })
    // The button works once the page is hydrated: on a cold server the first key press can come
    // before that, and is then pressed again.
    await page.waitForLoadState('networkidle')
    await expect(async () => {
      if (!(await dialog.isVisible())) {
        await open.focus()
        await page.keyboard.press('Enter')
      }
      await expect(dialog).toBeVisible({ timeout: 2_000 })
    }).toPass({ timeout: 15_000 })
    await expect(dialog.getByRole('button', { name: 'Fermer le menu' })).toBeVisible()
    for (let i = 0; i < 30; i++) await page.keyboard.press('Tab')
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    await expectAccessible(page)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
    await expect(open).toBeFocused()
  })

  test('a skip link leads to the content and focus is visible', async ({ page }) => {
    await page.goto('/en')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: 'Skip to content' })
    await expect(skip).toBeFocused()
    const outline = await skip.evaluate((el) => getComputedStyle(el).outlineStyle)
    expect(outline).not.toBe('none')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
  })

  test('design-system primitives on the test-only entry pass axe in both languages', async ({
    page,
  }) => {
    for (const path of ['/vitest-entry', '/en/vitest-entry']) {
      await page.goto(path)
      // The questions open with the keyboard, without JavaScript (native details/summary).
      const question = page.locator('summary').filter({ hasText: 'Question one' })
      await expect(page.getByText('Answer one')).toBeHidden()
      await question.focus()
      await page.keyboard.press('Enter')
      await expect(page.getByText('Answer one')).toBeVisible()
      await expect(page.getByRole('heading', { name: 'Question one', level: 3 })).toBeVisible()
      await expectAccessible(page)
    }
  })

  test('the accessibility check fails on a page with serious violations, again once axe is in it', async ({
    page,
  }) => {
    // What every journey's expectAccessible would meet on a broken page: a picture without a text,
    // a button without a name, grey on grey.
    await page.setContent(`<!doctype html><html lang="fr"><head><title>Cassée</title></head><body>
      <main><h1>Page</h1><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
      <button type="button"></button>
      <p style="color:#777;background:#888">Texte illisible</p></main></body></html>`)
    const failure = (await expectAccessible(page).catch((error: Error) => error)) as Error
    expect(failure).toBeInstanceOf(Error)
    for (const rule of ['image-alt', 'button-name', 'color-contrast'])
      expect(failure.message).toContain(rule)
    // axe is now in the page: the second check runs it without injecting it again.
    await page.evaluate(() => document.querySelector('img')!.setAttribute('alt', 'Un point'))
    const second = (await expectAccessible(page).catch((error: Error) => error)) as Error
    expect(second.message).not.toContain('image-alt')
    expect(second.message).toContain('button-name')
  })
})
