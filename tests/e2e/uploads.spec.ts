import { expect, staffToken, test } from './support/fixtures'

/**
 * Uploaded files and the site's origin (docs/decisions/0021-uploaded-files.md): the media library
 * refuses SVG, and every file it serves is inert when opened on its own.
 */
test.describe('uploaded files', () => {
  test('staff cannot upload an SVG, even named as a PNG', async ({ request }) => {
    const token = await staffToken(request)
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>',
    )
    for (const [name, mimeType] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ] as const) {
      const response = await request.post('/api/cms/media', {
        headers: { Authorization: `JWT ${token}` },
        multipart: {
          file: { name, mimeType, buffer: svg },
          _payload: JSON.stringify({ alt: 'Logo' }),
        },
      })
      expect(response.status(), name).toBe(400)
    }
  })

  test('a served image forbids scripts, plugins and sniffing', async ({ request, page }) => {
    await page.goto('/')
    const src = await page.locator('main img').first().getAttribute('src')
    // next/image URLs carry the original in their url parameter.
    const original = new URL(src!, 'http://site.invalid').searchParams.get('url') ?? src!
    expect(original).toMatch(/^\/api\/cms\/media\/file\//)
    const response = await request.get(original)
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^image\//)
    expect(response.headers()['x-content-type-options']).toBe('nosniff')
    expect(response.headers()['content-security-policy']).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
  })
})
