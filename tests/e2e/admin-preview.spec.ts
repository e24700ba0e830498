import { expect, PREVIEW_SECRET, staffToken, test } from './support/fixtures'

const languages = [
  {
    locale: 'fr-FR',
    content: 'fr',
    button: 'Aperçu',
    path: (casino: string, slug: string) => `/website-casinos/${casino}/spectacle/${slug}`,
    banner: 'Aperçu du brouillon',
  },
  {
    locale: 'en-US',
    content: 'en',
    button: 'Preview',
    path: (casino: string, slug: string) => `/en/website-casinos/${casino}/show/${slug}`,
    banner: 'Draft preview',
  },
] as const

for (const language of languages) {
  test.describe(`preview of a show from the admin (${language.locale})`, () => {
    test.use({ locale: language.locale })

    test('the edit view links to the draft at its public path, in the edited locale', async ({
      page,
      request,
      baseURL,
    }) => {
      const token = await staffToken(request)
      const auth = { Authorization: `JWT ${token}` }
      const casinos = await request.get('/api/cms/casinos?limit=1&depth=0', { headers: auth })
      const casino = ((await casinos.json()) as { docs: { id: number; slug: string }[] }).docs[0]!
      const slug = `apercu-${language.content}-${Date.now()}`
      const title = language.content === 'fr' ? 'Revue jamais publiée' : 'Never published revue'
      // A show that was never published: only a preview can show it.
      const created = await request.post(`/api/cms/shows?locale=${language.content}&draft=true`, {
        headers: auth,
        data: {
          title,
          slug,
          casino: casino.id,
          category: 'concert',
          performances: [{ startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString() }],
          sale: { mode: 'onSite' },
          _status: 'draft',
        },
      })
      expect(created.ok()).toBeTruthy()
      const { doc } = (await created.json()) as { doc: { id: number } }
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])

      await page.goto(`/admin/collections/shows/${doc.id}?locale=${language.content}`)
      const preview = page.getByRole('link', { name: language.button, exact: true })
      const expected = `${baseURL}${language.path(casino.slug, slug)}`
      await expect(preview).toHaveAttribute('href', expected)
      await expect(preview).toHaveAttribute('target', '_blank')

      // Staff (the admin's cookie) see the draft there; the public page does not exist yet.
      await page.goto(expected)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title)
      await expect(page.getByRole('status').filter({ hasText: language.banner })).toBeVisible()
      const publicPath = language.path(casino.slug, slug).replace('/website-casinos', '')
      expect((await request.get(publicPath)).status()).toBe(404)
      await request.delete(`/api/cms/shows/${doc.id}`, { headers: auth })
    })
  })
}

test('tournament and hotel drafts are previewed at their public paths', async ({
  page,
  request,
}) => {
  const token = await staffToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const hotels = await request.get(
    '/api/cms/hotels?limit=1&depth=1&where[_status][equals]=published',
    {
      headers: auth,
    },
  )
  const hotel = (
    (await hotels.json()) as {
      docs: { id: number; name: string; slug: string; casino: { id: number; slug: string } }[]
    }
  ).docs[0]!
  const tournamentId = 900_000 + (Date.now() % 100_000)
  const created = await request.post('/api/cms/tournaments?locale=fr&draft=true', {
    headers: auth,
    data: {
      tournamentId,
      name: 'Tournoi en préparation',
      casino: hotel.casino.id,
      startsAt: new Date(Date.now() + 14 * 86_400_000).toISOString(),
      variant: 'omaha',
      buyInCents: 5000,
      _status: 'draft',
    },
  })
  expect(created.ok()).toBeTruthy()
  const { doc } = (await created.json()) as { doc: { id: number } }

  await page.goto(
    `/website-casinos/${hotel.casino.slug}/tournois-poker/${tournamentId}?secret=${PREVIEW_SECRET}`,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tournoi en préparation')
  await expect(page.getByRole('status').filter({ hasText: 'Aperçu du brouillon' })).toBeVisible()
  expect((await request.get(`/${hotel.casino.slug}/tournois-poker/${tournamentId}`)).status()).toBe(
    404,
  )

  // A draft of a published hotel: the preview shows it, the public page keeps the published one.
  const draftName = `${hotel.name} (brouillon)`
  const drafted = await request.patch(`/api/cms/hotels/${hotel.id}?locale=fr&draft=true`, {
    headers: auth,
    data: { name: draftName },
  })
  expect(drafted.ok()).toBeTruthy()
  await page.goto(
    `/website-casinos/${hotel.casino.slug}/hotel/${hotel.slug}?secret=${PREVIEW_SECRET}`,
  )
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(draftName)
  await expect(page.getByRole('status').filter({ hasText: 'Aperçu du brouillon' })).toBeVisible()
  await page.goto(`/${hotel.casino.slug}/hotel/${hotel.slug}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hotel.name)
  await request.patch(`/api/cms/hotels/${hotel.id}?locale=fr&draft=true`, {
    headers: auth,
    data: { name: hotel.name },
  })
  await request.delete(`/api/cms/tournaments/${doc.id}`, { headers: auth })
})

test('a casino’s draft is previewed on its own page; the public page keeps the published one', async ({
  page,
  request,
  baseURL,
}) => {
  const token = await staffToken(request)
  const auth = { Authorization: `JWT ${token}` }
  const read = async (locale: 'fr' | 'en') => {
    const found = await request.get(
      `/api/cms/casinos?locale=${locale}&depth=1&limit=1&where[slug][equals]=cannes`,
      { headers: auth },
    )
    return (
      (await found.json()) as {
        docs: { id: number; name: string; landingPage: { path: string } }[]
      }
    ).docs[0]!
  }
  const casino = await read('fr')
  const english = await read('en')
  const draftName = `${casino.name} (brouillon)`
  const drafted = await request.patch(`/api/cms/casinos/${casino.id}?draft=true`, {
    headers: auth,
    data: { name: draftName },
  })
  expect(drafted.ok()).toBeTruthy()
  try {
    await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
    // The edit view's preview opens the casino's own page, in the edited locale.
    const expected = {
      fr: `${baseURL}/website-casinos${casino.landingPage.path}`,
      en: `${baseURL}/en/website-casinos${english.landingPage.path}`,
    }
    for (const locale of ['en', 'fr'] as const) {
      await page.goto(`/admin/collections/casinos/${casino.id}?locale=${locale}`)
      await expect(page.getByRole('link', { name: 'Aperçu', exact: true })).toHaveAttribute(
        'href',
        expected[locale],
        { timeout: 20_000 },
      )
    }
    // There, the casino's block shows the draft; the public page still shows the published casino.
    await page.goto(expected.fr)
    await expect(page.getByRole('status').filter({ hasText: 'Aperçu du brouillon' })).toBeVisible()
    await expect(page.getByText(draftName).first()).toBeVisible()
    await page.goto(casino.landingPage.path)
    await expect(page.getByText(casino.name).first()).toBeVisible()
    await expect(page.getByText(draftName)).toHaveCount(0)
  } finally {
    // Published again as it was (a newer draft would stay in the admin).
    await request.patch(`/api/cms/casinos/${casino.id}`, {
      headers: auth,
      data: { name: casino.name, _status: 'published' },
    })
  }
})
