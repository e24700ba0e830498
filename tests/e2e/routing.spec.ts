import { expect, test } from './support/fixtures'

const noFollow = { maxRedirects: 0 } as const

/** Raw Location headers: a cached redirect must send exactly one (next#82117, see scripts/patch-next.mjs). */
function locations(response: { headersArray(): { name: string; value: string }[] }) {
  return response
    .headersArray()
    .filter((h) => h.name.toLowerCase() === 'location')
    .map((h) => h.value)
}

test.describe('routing rules', () => {
  test('a trailing slash is removed by a redirect', async ({ request, page }) => {
    const response = await request.get('/nos-casinos/', noFollow)
    expect(response.status()).toBe(308)
    expect(response.headers()['location']).toBe('/nos-casinos')
    await page.goto('/en/our-casinos/')
    await expect(page).toHaveURL('/en/our-casinos')
  })

  test('the root folder in the first or second segment is removed by a redirect', async ({
    request,
    page,
  }) => {
    const first = await request.get('/website-casinos/nos-casinos', noFollow)
    expect(first.status()).toBe(308)
    expect(locations(first)).toEqual(['/nos-casinos'])
    // First request (rendered, then cached) and second (from the cache) both send one Location.
    for (let i = 0; i < 2; i++) {
      const second = await request.get('/nos-casinos/website-casinos', noFollow)
      expect(second.status()).toBe(308)
      expect(locations(second)).toEqual(['/nos-casinos'])
    }
    await page.goto('/en/website-casinos/our-casinos')
    await expect(page).toHaveURL('/en/our-casinos')
  })

  test('CMS redirects: to a page of the site, and to another site', async ({ request, page }) => {
    await page.goto('/ancien-casino-cannes')
    await expect(page).toHaveURL(/\/nos-casinos\/casino-/)
    const external = await request.get('/partenaire-anj', noFollow)
    expect(external.status()).toBe(307)
    expect(locations(external)).toEqual(['https://anj.fr'])
  })

  test('an unknown path shows the translated 404 page with the path', async ({ page }) => {
    const fr = await page.goto('/cette-page-n-existe-pas')
    expect(fr?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
    await expect(page.getByTestId('error-message')).toHaveText(
      'Page introuvable : /cette-page-n-existe-pas',
    )
    await expect(page.getByRole('complementary', { name: 'Jeu responsable' })).toBeVisible()

    const en = await page.goto('/en/no-such-page')
    expect(en?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /en/no-such-page')
  })

  test('a failed route validation (non-numeric tournament id) is a 404', async ({ page }) => {
    expect((await page.goto('/casino-de-cannes/tournois-poker/abc'))?.status()).toBe(404)
    expect((await page.goto('/en/casino-de-cannes/poker-tournaments/12x'))?.status()).toBe(404)
    expect((await page.goto('/casino-de-cannes/tournois/0'))?.status()).toBe(404)
  })

  test('any other error shows the translated generic error page with status 500', async ({
    page,
    consoleErrors,
  }) => {
    const fr = await page.goto('/vitest-entry/crash')
    expect(fr?.status()).toBe(500)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Une erreur est survenue')
    await expect(page.getByTestId('error-message')).toHaveText('Erreur interne du serveur')
    await expect(page.locator('body')).not.toContainText('Deliberate failure')

    const en = await page.goto('/en/vitest-entry/crash')
    expect(en?.status()).toBe(500)
    await expect(page.getByTestId('error-message')).toHaveText('Internal Server Error')
    // React reports the server error (message withheld in production, error #441); nothing else.
    expect(consoleErrors.filter((e) => !e.includes('Minified React error #441'))).toEqual([])
    consoleErrors.length = 0
  })
})
