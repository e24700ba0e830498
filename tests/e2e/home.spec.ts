import { expect, expectAccessible, test } from './support/fixtures'

test.describe('home page', () => {
  test('French home at / with the site frame, SEO links and no accessibility issue', async ({
    page,
  }) => {
    const response = await page.goto('/')
    expect(response?.status()).toBe(200)
    await expect(page).toHaveURL('/')
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-FR')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('complementary', { name: 'Jeu responsable' })).toContainText(
      '09 74 75 13 13',
    )
    await expect(page.getByRole('navigation', { name: 'Navigation principale' })).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3100',
    )
    await expect(page.locator('link[rel="alternate"][hreflang="en-US"]')).toHaveAttribute(
      'href',
      'http://localhost:3100/en',
    )
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      'http://localhost:3100',
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'fr_FR')
    await expect(page).toHaveTitle(/Atout/)
    await expectAccessible(page)
  })

  test('English home at /en', async ({ page }) => {
    const response = await page.goto('/en')
    expect(response?.status()).toBe(200)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US')
    await expect(page.getByRole('complementary', { name: 'Responsible gaming' })).toBeVisible()
    await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible()
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'http://localhost:3100/en',
    )
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute('content', 'en_US')
    await expectAccessible(page)
  })

  test('public pages ask for no client hint (Chrome would load them twice); the admin does', async ({
    request,
  }) => {
    for (const path of ['/', '/en', '/nos-casinos']) {
      const headers = (await request.get(path)).headers()
      expect(headers['critical-ch'], path).toBeUndefined()
      expect(headers['accept-ch'], path).toBeUndefined()
      expect(headers['vary'] ?? '', path).not.toContain('Sec-CH-Prefers-Color-Scheme')
    }
    const admin = await request.get('/admin/login')
    expect(admin.headers()['critical-ch']).toBe('Sec-CH-Prefers-Color-Scheme')
  })

  test('public pages are served from the cache', async ({ request }) => {
    await request.get('/en')
    const response = await request.get('/en')
    expect(response.headers()['x-nextjs-cache']).toBe('HIT')
  })

  test('sitemap lists both languages and robots points at it', async ({ request }) => {
    const sitemap = await (await request.get('/sitemap.xml')).text()
    expect(sitemap).toContain('<loc>http://localhost:3100/</loc>')
    expect(sitemap).toContain('<loc>http://localhost:3100/en</loc>')
    expect(sitemap).toContain('hreflang="en-US"')
    expect(sitemap).toContain('/nos-casinos/')
    expect(sitemap).toContain('/en/our-casinos/')
    const robots = await (await request.get('/robots.txt')).text()
    expect(robots).toContain('Sitemap: http://localhost:3100/sitemap.xml')
    expect(robots).toContain('Disallow: /admin')
  })

  test('the site is installable: its manifest opens the member area, with icons that load', async ({
    page,
    request,
  }) => {
    for (const path of ['/', '/en/account/login']) {
      await page.goto(path)
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
        'href',
        '/manifest.webmanifest',
      )
    }
    const response = await request.get('/manifest.webmanifest')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toContain('application/manifest+json')
    const manifest = (await response.json()) as {
      short_name: string
      start_url: string
      display: string
      theme_color: string
      icons: { src: string; sizes: string; type: string; purpose: string }[]
    }
    expect(manifest).toMatchObject({
      short_name: 'Atout',
      start_url: '/account',
      display: 'standalone',
      theme_color: '#0b0a10',
    })
    // Chromium installs an app with a 192 px and a 512 px icon; Android masks the maskable one.
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    )
    for (const icon of manifest.icons) {
      const image = await request.get(icon.src)
      expect(image.status(), icon.src).toBe(200)
      expect(image.headers()['content-type'], icon.src).toBe(icon.type)
    }
  })
})
