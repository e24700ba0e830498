import { expect, test } from './support/fixtures'

test.describe('languages', () => {
  test('a visitor whose browser prefers English is sent to /en on first visit', async ({
    browser,
  }) => {
    const context = await browser.newContext({
      locale: 'en-US',
      extraHTTPHeaders: { 'Accept-Language': 'en-US,en;q=0.9' },
    })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page).toHaveURL('/en')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await context.close()
  })

  test('the language switcher keeps the page (translated slugs) and the choice is remembered for a year', async ({
    page,
    context,
  }) => {
    await page.goto('/nos-casinos')
    const frTitle = await page.getByRole('heading', { level: 1 }).textContent()
    await page.getByRole('link', { name: 'Lire cette page en English' }).first().click()
    await expect(page).toHaveURL('/en/our-casinos')
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText(frTitle ?? '')

    const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
    expect(cookie?.value).toBe('en')
    const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(364)
    expect(days).toBeLessThan(366)

    await page.getByRole('link', { name: 'Read this page in Français' }).first().click()
    await expect(page).toHaveURL('/nos-casinos')
    expect((await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value).toBe('fr')
  })

  test('an English URL with a French slug leads to the English page', async ({ page }) => {
    await page.goto('/en/nos-casinos')
    await expect(page).toHaveURL('/en/our-casinos')
  })

  test('/fr/… redirects to the unprefixed French URL', async ({ request }) => {
    const response = await request.get('/fr/nos-casinos', { maxRedirects: 0 })
    expect(response.status()).toBe(307)
    expect(response.headers()['location']).toMatch(/\/nos-casinos$/)
  })
})
