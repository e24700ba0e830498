import { expect, PREVIEW_SECRET, staffToken, test } from './support/fixtures'

test.describe('drafts, preview and publishing', () => {
  test('a draft is invisible publicly, visible in preview, and publishing shows it at once', async ({
    page,
    request,
  }) => {
    const token = await staffToken(request)
    const auth = { Authorization: `JWT ${token}` }
    const slug = `brouillon-${Date.now()}`

    const created = await request.post('/api/cms/pages?locale=fr&draft=true', {
      headers: auth,
      data: {
        title: 'Soirée secrète',
        slug,
        _status: 'draft',
        layout: [{ blockType: 'callToAction', heading: 'Bientôt annoncée', links: [] }],
      },
    })
    expect(created.ok()).toBeTruthy()
    const { doc } = (await created.json()) as { doc: { id: number } }

    expect((await page.goto(`/${slug}`))?.status()).toBe(404)

    // Without rights, the preview URL falls back to the root-folder rule.
    const anonymous = await request.get(`/website-casinos/${slug}`, { maxRedirects: 0 })
    expect(anonymous.status()).toBe(308)

    await page.goto(`/website-casinos/${slug}?secret=${PREVIEW_SECRET}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soirée secrète')
    await expect(page.getByRole('status').filter({ hasText: 'Aperçu du brouillon' })).toBeVisible()
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

    const wrongSecret = await request.get(`/website-casinos/${slug}?secret=nope`, {
      maxRedirects: 0,
    })
    expect(wrongSecret.status()).toBe(308)

    const published = await request.patch(`/api/cms/pages/${doc.id}?locale=fr`, {
      headers: auth,
      data: { _status: 'published' },
    })
    expect(published.ok()).toBeTruthy()
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soirée secrète')

    // A later change of the published page replaces the cached page.
    const edited = await request.patch(`/api/cms/pages/${doc.id}?locale=fr`, {
      headers: auth,
      data: { title: 'Soirée dévoilée', _status: 'published' },
    })
    expect(edited.ok()).toBeTruthy()
    await page.goto(`/${slug}`)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Soirée dévoilée')

    // Unpublishing removes it again.
    const unpublished = await request.patch(`/api/cms/pages/${doc.id}?locale=fr`, {
      headers: auth,
      data: { _status: 'draft' },
    })
    expect(unpublished.ok()).toBeTruthy()
    expect((await page.goto(`/${slug}`))?.status()).toBe(404)
    await request.delete(`/api/cms/pages/${doc.id}`, { headers: auth })
  })

  test('staff signed in to the admin see previews of headers, footers and the banner', async ({
    page,
    request,
  }) => {
    expect((await request.get('/website-casinos/headers/default')).status()).toBe(404)
    expect((await request.get('/website-casinos/bandeaujeuxresponsable/default')).status()).toBe(
      404,
    )

    await page.goto('/admin/login')
    await page.getByLabel(/e-?mail/i).fill('e2e-admin@atout.test')
    await page.getByLabel(/mot de passe|password/i).fill('E2e-admin-password!')
    await page.getByRole('button', { name: /connexion|login|se connecter/i }).click()
    await expect(page).toHaveURL(/\/admin$/)

    for (const path of ['headers/default', 'footers/default', 'bandeaujeuxresponsable/default']) {
      const response = await page.goto(`/website-casinos/${path}`)
      expect(response?.status()).toBe(200)
      await expect(
        page.getByRole('status').filter({ hasText: 'Aperçu du brouillon' }),
      ).toBeVisible()
      await expect(page.getByRole('complementary', { name: 'Jeu responsable' })).toBeVisible()
    }
    const en = await page.goto('/en/website-casinos/footers/default')
    expect(en?.status()).toBe(200)
    await expect(page.getByRole('status').filter({ hasText: 'Draft preview' })).toBeVisible()
  })
})
