import type { Page } from '@playwright/test'

import { expect, expectAccessible, test } from './support/fixtures'

/**
 * Venues and programme in a real browser, in French and English: the search (filters in the URL,
 * list/calendar/map, map usable without tiles), a show page with the language switch and its
 * calendar file, the tournament filters' error, tournament pages and their 404s.
 * Demo data comes from the venues seed (shows, tournaments and casinos relative to today).
 */

const SHOW_FR = '/cannes/spectacle/nuit-gainsbourg'
const SHOW_EN = '/en/cannes/show/nuit-gainsbourg'
const ORIGIN = `http://localhost:${process.env.E2E_PORT ?? '3100'}`

/**
 * Tiles come from the internet, which tests do not have: their failures are expected here. The
 * page is closed first so no late tile can log after the errors are filtered.
 */
async function dropTileErrors(page: Page, errors: string[]) {
  await page.close()
  const kept = errors.filter((error) => !error.includes('tile.openstreetmap.org'))
  errors.splice(0, errors.length, ...kept)
}

test.describe('search', () => {
  test('fr: filters go to the URL, list/map/calendar switch, back button, map without tiles', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/')
    await page.getByRole('banner').getByRole('link', { name: 'Rechercher' }).click()
    await expect(page).toHaveURL(/\/recherche$/)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

    const form = page.getByRole('search', { name: 'Recherche' })
    await form.getByLabel('Ville').selectOption('cannes')
    await form.getByRole('button', { name: 'Rechercher', exact: true }).click()
    await expect(page).toHaveURL(/\/recherche\?city=cannes$/)
    const results = page.getByTestId('search-results')
    await expect(results.getByRole('listitem').first()).toBeVisible()
    await expect(results).toContainText('Cannes')

    const views = page.getByRole('navigation', { name: 'Affichage des résultats' })
    await views.getByRole('link', { name: 'Carte' }).click()
    await expect(page).toHaveURL(/city=cannes&view=map/)
    await expect(page.getByRole('region', { name: 'Carte des résultats' })).toBeVisible()
    await expect(page.locator('.leaflet-interactive').first()).toBeVisible()
    // Tiles cannot load here: the page says so and the places stay listed.
    await expect(page.getByText('Le fond de carte n’a pas pu être chargé')).toBeVisible()
    await expect(results.getByRole('listitem').first()).toBeVisible()
    await expect(views.getByRole('link', { name: 'Carte' })).toHaveAttribute('aria-current', 'page')

    await views.getByRole('link', { name: 'Calendrier' }).click()
    await expect(page).toHaveURL(/view=calendar/)
    await expect(page.getByRole('link', { name: 'Mois suivant' })).toBeVisible()

    await page.goBack()
    await expect(page).toHaveURL(/city=cannes&view=map/)
    await page.goBack()
    await expect(page).toHaveURL(/\/recherche\?city=cannes$/)
    await dropTileErrors(page, consoleErrors)
  })

  test('en: type and price filters, an invalid range is reported, the language switch keeps the search', async ({
    page,
  }) => {
    await page.goto('/en/search?type=hotels')
    const results = page.getByTestId('search-results')
    await expect(results.getByRole('listitem').first()).toBeVisible()
    await expect(results.getByRole('listitem').first()).toContainText('Hotel')

    await page.goto('/en/search?priceMin=80&priceMax=20')
    await expect(page.getByText('Min value must be inferior to max')).toBeVisible()
    await expect(page.getByLabel('Min price (€)')).toHaveAttribute('aria-invalid', 'true')

    await page.goto('/en/search?type=shows&view=calendar')
    await expect(page.getByRole('link', { name: 'Next month' })).toBeVisible()
    // Not forced: while the streamed results are revealed (a view transition, a few hundred ms)
    // the page takes no clicks; Playwright waits until the link can receive one.
    await page.getByTestId('switch-locale-fr').first().click()
    await expect(page).toHaveURL(/\/recherche\?type=shows&view=calendar$/)
    await expect(page.getByRole('link', { name: 'Mois suivant' })).toBeVisible()
  })

  test('empty fields are dropped from the URL', async ({ page }) => {
    await page.goto('/recherche?q=&city=&type=shows')
    await expect(page).toHaveURL(/\/recherche\?type=shows$/)
  })

  test('the search page passes axe in both languages, with each view', async ({
    page,
    consoleErrors,
  }) => {
    // French first: visiting /en stores English in the locale cookie.
    for (const path of ['/recherche', '/recherche?view=map', '/en/search?view=calendar']) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (path.includes('map'))
        await expect(page.getByRole('region', { name: 'Carte des résultats' })).toBeVisible()
      await expectAccessible(page)
    }
    await dropTileErrors(page, consoleErrors)
  })
})

test.describe('show page', () => {
  test('fr → en with the language switch: performances, statuses, prices, calendar file', async ({
    page,
  }) => {
    const response = await page.goto(SHOW_FR)
    expect(response?.status()).toBe(200)
    const title = page.getByRole('heading', { level: 1 })
    await expect(title).toBeVisible()
    const performances = page.getByTestId('performances')
    await expect(performances.getByRole('listitem').first()).toBeVisible()
    await expect(page.getByText('Tarifs membres Le Carré VIP')).toBeVisible()
    await expect(page.getByText(/White : −10 %/)).toBeVisible()
    await expect(page.getByText(/Silver : −20 %/)).toBeVisible()
    // From the loyalty rules, as each member's own price: higher statuses keep −20 %.
    await expect(page.getByText(/Gold : −20 %/)).toBeVisible()

    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents()
    expect(jsonLd.some((text) => JSON.parse(text)['@type'] === 'Event')).toBe(true)

    const ics = performances.getByRole('link', { name: /Ajouter à mon agenda/ }).first()
    const href = await ics.getAttribute('href')
    expect(href).toMatch(/^\/api\/calendar\/fr\/shows\/\d+\//)
    const file = await page.request.get(href!)
    expect(file.status()).toBe(200)
    expect(file.headers()['content-type']).toContain('text/calendar')
    expect(await file.text()).toContain('BEGIN:VEVENT')

    await page.getByTestId('switch-locale-en').first().click({ force: true })
    await expect(page).toHaveURL(new RegExp(`${SHOW_EN}$`))
    await expect(page.getByRole('heading', { level: 2, name: 'Performances' })).toBeVisible()
    await expect(page.getByText('Le Carré VIP member prices')).toBeVisible()

    await page.getByTestId('switch-locale-fr').first().click({ force: true })
    await expect(page).toHaveURL(new RegExp(`${SHOW_FR}$`))
  })

  test('a member sees their own price; a visitor asks nothing and loads none of its code', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/epc/users/init')) asked.push(request.url())
    })
    await page.goto(SHOW_FR)
    await page.waitForLoadState('networkidle')
    await expect(page.locator('[data-member-price]')).toHaveCount(0)
    expect(asked).toEqual([])

    const login = await page.request.post('/api/epc/auth/login', {
      headers: { origin: ORIGIN },
      data: { email: 'marie.dupont@demo.atout.example', password: 'Atout-Demo-2026!' },
    })
    expect(login.status()).toBe(200)
    for (const [path, text] of [
      [SHOW_FR, /^Votre tarif (White|Silver|Gold|Black) : (dès |de |jusqu’à )?\d/],
      [SHOW_EN, /^Your (White|Silver|Gold|Black) price: (from |up to )?€?\d/],
    ] as const) {
      await page.goto(path)
      await expect(page.locator('[data-member-price]').first()).toHaveText(text)
    }
    expect(asked.length).toBeGreaterThan(0)
  })

  test('another casino, an unknown slug or a nested slug answers 404', async ({ page }) => {
    for (const path of [
      '/deauville/spectacle/nuit-gainsbourg',
      '/cannes/spectacle/no-such-show',
      '/en/cannes/show/nuit-gainsbourg/extra',
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
  })

  test('the show page passes axe in both languages', async ({ page }) => {
    for (const path of [SHOW_FR, SHOW_EN]) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expectAccessible(page)
    }
  })
})

test.describe('tournaments', () => {
  test('fr: min above max is refused with the French message, valid filters go to the URL', async ({
    page,
  }) => {
    await page.goto('/tournois-poker')
    const filters = page.getByRole('form', { name: 'Filtrer les tournois' })
    await filters.getByLabel('Buy-in min. (€)').fill('200')
    await filters.getByLabel('Buy-in max. (€)').fill('50')
    await filters.getByRole('button', { name: 'Filtrer' }).click()
    await expect(
      page.getByText('La valeur min. doit être inférieure à la valeur max.'),
    ).toBeVisible()
    await expect(filters.getByLabel('Buy-in min. (€)')).toHaveAttribute('aria-invalid', 'true')
    await expect(page).toHaveURL(/\/tournois-poker$/)

    await filters.getByLabel('Buy-in min. (€)').fill('')
    await filters.getByLabel('Buy-in max. (€)').fill('500')
    await filters.getByLabel('Dates').selectOption('next3months')
    await filters.getByRole('button', { name: 'Filtrer' }).click()
    await expect(page).toHaveURL(/\?buyInMax=500&dates=next3months/)
    await expect(
      page.getByText('La valeur min. doit être inférieure à la valeur max.'),
    ).toBeHidden()
  })

  test('en: the error in English, from a shared URL too', async ({ page }) => {
    await page.goto('/en/poker-tournaments?buyInMin=300&buyInMax=10')
    await expect(page.getByText('Min value must be inferior to max')).toBeVisible()
  })

  test('a casino page names its table games in the page language, never by their codes', async ({
    page,
  }) => {
    for (const [path, names] of [
      ['/nos-casinos/casino-cannes-croisette', /Roulette anglaise|Black jack|Punto banco/],
      ['/en/our-casinos/cannes-croisette-casino', /English roulette|Blackjack|Punto banco/],
    ] as const) {
      await page.goto(path)
      const main = page.locator('main')
      await expect(main).toContainText(names)
      await expect(main).not.toContainText(
        /english-roulette|french-roulette|texas-holdem-poker|punto-banco/,
      )
    }
  })

  test('a tournament page: blind structure and calendar file; bad ids are 404', async ({
    page,
  }) => {
    await page.goto('/tournois-poker')
    const first = page.locator('a[href^="/"][href*="/tournois-poker/"]').first()
    const href = await first.getAttribute('href')
    expect(href).toMatch(/^\/[a-z-]+\/tournois-poker\/\d+$/)
    await first.click()
    await expect(
      page.getByRole('heading', { level: 2, name: 'Structure des blinds' }),
    ).toBeVisible()
    await expect(page.getByRole('columnheader', { name: 'Grosse blind' })).toBeVisible()
    await expect(page).toHaveTitle(/Casino/)
    await expectAccessible(page)

    const [, casino, id] = /^\/([a-z-]+)\/tournois-poker\/(\d+)$/.exec(href!)!
    const file = await page.request.get(`/api/calendar/fr/tournaments/${id}`)
    expect(file.headers()['content-type']).toContain('text/calendar')
    expect(await file.text()).toContain(`UID:tournament-${id}@`)
    for (const path of [
      `/${casino}/tournois-poker/abc`,
      `/${casino}/tournois-poker/999999`,
      `/en/${casino}/poker-tournaments/12.5`,
      `/${casino}/tournois/${id}`,
      `/no-such-casino/tournois-poker/${id}`,
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
    }
    const english = await page.goto(`/en/${casino}/poker-tournaments/${id}`)
    expect(english?.status()).toBe(200)
    await expect(page.getByRole('heading', { level: 2, name: 'Blind structure' })).toBeVisible()
  })
})

test.describe('what a page shows of another area', () => {
  test('the casino block lists its shows and tournaments, each linking to its page (fr, en)', async ({
    page,
  }) => {
    for (const { path, shows, tournaments, showPath, tournamentPath } of [
      {
        path: '/nos-casinos/casino-cannes-croisette',
        shows: 'Spectacles à l’affiche',
        tournaments: 'Prochains tournois',
        showPath: /^\/cannes\/spectacle\/[a-z0-9-]+$/,
        tournamentPath: /^\/cannes\/tournois(-poker)?\/\d+$/,
      },
      {
        path: '/en/our-casinos/cannes-croisette-casino',
        shows: 'Shows on stage',
        tournaments: 'Upcoming tournaments',
        showPath: /^\/en\/cannes\/show\/[a-z0-9-]+$/,
        tournamentPath: /^\/en\/cannes\/(poker-)?tournaments\/\d+$/,
      },
    ]) {
      await page.goto(path)
      for (const [heading, expected] of [
        [shows, showPath],
        [tournaments, tournamentPath],
      ] as const) {
        const section = page.getByRole('region', { name: heading, exact: true })
        const links = section.getByRole('link')
        expect(await links.count(), `${path} ${heading}`).toBeGreaterThan(0)
        for (const href of await links.evaluateAll((all) =>
          all.map((link) => link.getAttribute('href')),
        )) {
          expect(href, `${path} ${heading}`).toMatch(expected)
        }
      }
      const firstShow = page
        .getByRole('region', { name: shows, exact: true })
        .getByRole('link')
        .first()
      const target = await firstShow.getAttribute('href')
      expect((await page.request.get(target!)).status()).toBe(200)
    }
  })

  test('the show calendar block sends other months to the search page’s calendar (fr, en)', async ({
    page,
  }) => {
    for (const { path, next, search } of [
      { path: '/agenda', next: 'Mois suivant', search: '/recherche' },
      { path: '/en/show-calendar', next: 'Next month', search: '/en/search' },
    ]) {
      await page.goto(path)
      const link = page.getByRole('link', { name: next })
      const href = await link.getAttribute('href')
      const url = new URL(href!, 'http://localhost')
      expect(url.pathname).toBe(search)
      expect(url.searchParams.get('type')).toBe('shows')
      expect(url.searchParams.get('view')).toBe('calendar')
      expect(url.searchParams.get('month')).toMatch(/^\d{4}-\d{2}$/)
      await link.click()
      await expect(page).toHaveURL(/view=calendar/)
      await expect(page.getByRole('link', { name: next })).toBeVisible()
    }
  })

  test('an open poker tournament’s page links to its online registration (fr, en)', async ({
    page,
  }) => {
    await page.goto('/tournois-poker')
    const hrefs = await page
      .locator('a[href^="/"][href*="/tournois-poker/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')!))
    let checked = 0
    for (const href of hrefs.slice(0, 6)) {
      const id = /\/(\d+)$/.exec(href)![1]
      await page.goto(href)
      const register = page.getByRole('link', { name: 'S’inscrire et payer en ligne' })
      if ((await register.count()) === 0) continue
      await expect(register).toHaveAttribute('href', `/inscription-tournoi/${id}`)
      await page.goto(`/en${href.replace('/tournois-poker/', '/poker-tournaments/')}`)
      await expect(page.getByRole('link', { name: 'Register and pay online' })).toHaveAttribute(
        'href',
        `/en/tournament-registration/${id}`,
      )
      checked++
    }
    expect(checked).toBeGreaterThan(0)
  })
})

test.describe('seminar quote request', () => {
  test('fr: a departure without arrival is refused under its field, then the request is stored', async ({
    page,
  }) => {
    await page.goto('/seminaires')
    await page.getByLabel('Société').fill('ACME Événements')
    await page.getByLabel('Nom du contact').fill('Jeanne Martin')
    await page.getByLabel('E-mail').fill('jeanne.martin@example.com')
    await page.getByLabel('Type d’événement').selectOption('seminar')
    await page.getByLabel('Nombre de participants').fill('40')
    await page.getByLabel('Départ').fill('2099-03-12')
    await page.getByLabel('Objet').fill('Séminaire de printemps')
    await page.getByLabel('Message').fill('Deux jours, quarante personnes, une soirée spectacle.')
    await page.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(page.getByText('Indiquez d’abord une date d’arrivée.')).toBeVisible()
    await expect(page.getByLabel('Départ')).toHaveAttribute('aria-invalid', 'true')
    await expect(page.getByLabel('Société')).toHaveValue('ACME Événements')

    await page.getByLabel('Arrivée').fill('2099-03-10')
    await page.getByRole('button', { name: 'Envoyer la demande' }).click()
    await expect(
      page.getByRole('status').filter({ hasText: 'votre demande est enregistrée' }),
    ).toBeVisible()
  })

  test('en: a missing required field is reported in English', async ({ page }) => {
    await page.goto('/en/seminars')
    // A click before hydration meets the browser's own check of required fields: press again.
    await expect(async () => {
      await page.getByRole('button', { name: 'Send the request' }).click()
      await expect(page.getByLabel('Company')).toHaveAttribute('aria-invalid', 'true', {
        timeout: 1_000,
      })
    }).toPass()
    await expect(page.getByText('This field is required.').first()).toBeVisible()
  })
})

const filteredLists = [
  { locale: 'fr-FR', path: '/tournois-poker', filters: 'Filtrer les tournois' },
  { locale: 'en-US', path: '/en/poker-tournaments', filters: 'Filter tournaments' },
] as const

for (const list of filteredLists) {
  test.describe(`a filtered tournament list without JavaScript (${list.locale})`, () => {
    test('the server HTML lists only the matching tournaments; bad values are ignored', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({
        baseURL,
        locale: list.locale,
        javaScriptEnabled: false,
      })
      const page = await context.newPage()
      const buyIns = async () =>
        page
          .getByTestId('tournament-list')
          .locator('li')
          .evaluateAll((items) =>
            items.map((item) => Number(item.getAttribute('data-buy-in-cents'))),
          )
      try {
        expect((await page.goto(list.path))?.status()).toBe(200)
        const all = await buyIns()
        const sorted = [...new Set(all)].sort((a, b) => a - b)
        expect(sorted.length, 'the demo has several buy-ins').toBeGreaterThan(1)
        const threshold = sorted[Math.floor(sorted.length / 2)]!

        const response = await page.goto(`${list.path}?buyInMin=${threshold / 100}`)
        expect(response?.status()).toBe(200)
        const filtered = await buyIns()
        expect(filtered.length).toBe(all.filter((cents) => cents >= threshold).length)
        expect(filtered.length).toBeLessThan(all.length)
        for (const cents of filtered) expect(cents).toBeGreaterThanOrEqual(threshold)
        // The form shows the filter it was rendered with, and the page is not indexed.
        await expect(
          page.getByRole('form', { name: list.filters }).locator('input[name="buyInMin"]'),
        ).toHaveValue(String(threshold / 100))
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)

        // Values that do not parse are ignored filters, never an error page.
        for (const query of [
          'buyInMin=abc',
          'variant=go-fish&dates=%E9',
          'buyInMin=300&buyInMax=10',
        ]) {
          expect((await page.goto(`${list.path}?${query}`))?.status()).toBe(200)
          expect((await buyIns()).length).toBe(all.length)
        }
      } finally {
        await context.close()
      }
    })
  })
}

test.describe('video block', () => {
  const pages = [
    { locale: 'fr', path: '/nos-casinos/casino-cannes-croisette', play: /^Lire la vidéo :/ },
    { locale: 'en', path: '/en/our-casinos/cannes-croisette-casino', play: /^Play the video:/ },
  ]
  for (const { locale, path, play } of pages) {
    test(`${locale}: the casino's video loads its code when scrolled to and the provider's player only when asked`, async ({
      page,
    }) => {
      // The provider is on the internet, which tests do not have: its player is a stub page.
      await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, (route) =>
        route.fulfill({ contentType: 'text/html', body: '<title>player</title>' }),
      )
      const scripts: string[] = []
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url())
      })
      await page.goto(path)
      await page.waitForLoadState('networkidle')
      const loaded = scripts.length
      const button = page.getByRole('button', { name: play })
      // Below the fold: its code is not part of the page's first load, only once near.
      await button.scrollIntoViewIfNeeded()
      await expect.poll(() => scripts.length).toBeGreaterThan(loaded)
      await expect(page.locator('iframe')).toHaveCount(0)
      await button.click()
      await expect(page.locator('iframe')).toHaveAttribute(
        'src',
        /^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\/.*autoplay=1/,
      )
      await expect(button).toHaveCount(0)
    })
  }
})
