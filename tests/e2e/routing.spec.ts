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
  test('member pages stream their blocks, and still answer 307 to a visitor and 404 when missing', async ({
    request,
    baseURL,
  }) => {
    for (const [path, home] of [
      ['/account/fidelite', '/'],
      ['/account/avantages', '/'],
      ['/en/account/loyalty', '/en'],
    ] as const) {
      const response = await request.get(path, noFollow)
      expect(response.status(), path).toBe(307)
      expect(new URL(response.headers()['location']!, 'http://x').pathname, path).toBe(home)
    }
    // Signed in: a member page answers 200 with its streamed blocks in the body, a missing one 404.
    const login = await request.post('/api/epc/auth/login', {
      data: { email: 'lucas.bernard@demo.atout.example', password: 'Atout-Demo-2026!' },
      headers: { origin: baseURL! },
    })
    expect(login.ok(), await login.text()).toBe(true)
    // The session's cookies, passed on by hand as fuzz.spec.ts does.
    const cookie = login
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value.split(';')[0])
      .join('; ')
    const asMember = { ...noFollow, headers: { cookie } }
    const dashboard = await request.get('/account/fidelite', asMember)
    expect(dashboard.status()).toBe(200)
    expect(await dashboard.text()).toMatch(/points/i)
    expect((await request.get('/account/page-qui-n-existe-pas', asMember)).status()).toBe(404)
  })

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
    // Each request (a redirect is rendered every time: the page cache keeps only pages that
    // answered 200, ADR 0001) sends one Location.
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

  test('a malformed URL shows the translated 404 page, not a bare 500', async ({ page }) => {
    for (const path of ['/%', '/foo%zz', '/%25zz', '/nos-casinos/%E9']) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable')
      await expect(page.getByTestId('error-message')).toHaveText(`Page introuvable : ${path}`)
    }
    const en = await page.goto('/en/%')
    expect(en?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found')
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /en/%')
  })

  test('an unknown /api path answers a JSON 404; the API routes still answer', async ({
    request,
  }) => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['GET', '/api/epc/nope'],
      ['POST', '/api/epc/nope'],
      ['GET', '/api/epc/users/nope?lang=en'],
      ['GET', '/api/%'],
      ['DELETE', '/api/calendar/nope'],
    ] as const) {
      const response = await request.fetch(path, { method })
      expect(response.status(), `${method} ${path}`).toBe(404)
      expect(response.headers()['content-type']).toContain('application/json')
      const english = path.includes('lang=en')
      expect(await response.json()).toEqual({
        code: 'notFound',
        message: english
          ? 'This API address does not exist.'
          : 'Cette adresse de l’API n’existe pas.',
      })
    }
    // Payload's REST API and our product API keep their own answers.
    expect((await request.get('/api/cms/pages?limit=1')).status()).toBe(200)
    const payloadMissing = await request.get('/api/cms/nope')
    expect(payloadMissing.status()).toBe(404)
    expect(payloadMissing.headers()['content-type']).toContain('application/json')
    expect((await request.get('/api/epc/users/init')).status()).toBe(401)
    expect((await request.get('/api/epc/openapi.json')).status()).toBe(200)
  })

  test('a method a resource does not serve is a 405 with Allow, never a 500', async ({
    request,
  }) => {
    for (const [method, path, allow] of [
      ['TRACE', '/', 'GET, HEAD, OPTIONS, POST'],
      ['PUT', '/nos-casinos', 'GET, HEAD, OPTIONS, POST'],
      ['TRACE', '/api/epc/users/init', 'GET, HEAD, OPTIONS'],
      ['GET', '/api/epc/payments/caps', 'OPTIONS, POST'],
    ] as const) {
      const response = await request.fetch(path, { method })
      expect(response.status(), `${method} ${path}`).toBe(405)
      expect(response.headers()['allow'], `${method} ${path}`).toBe(allow)
    }
  })

  test('redirects keep the query string', async ({ request, page }) => {
    // The search's canonical redirect to its own path still drops the empty fields.
    const search = await request.get('/recherche?city=', noFollow)
    expect(locations(search)).toEqual(['/recherche'])
    const cases: [string, number, string][] = [
      ['/nos-casinos/?utm_source=x', 308, '/nos-casinos?utm_source=x'],
      ['/website-casinos/nos-casinos?utm_source=x&b=2', 308, '/nos-casinos?utm_source=x&b=2'],
      ['/nos-casinos/website-casinos?utm_source=x', 308, '/nos-casinos?utm_source=x'],
      [
        '/ancien-casino-cannes?utm_source=x',
        308,
        '/nos-casinos/casino-cannes-croisette?utm_source=x',
      ],
      ['/partenaire-anj?utm_source=x', 307, 'https://anj.fr/?utm_source=x'],
      // Last: visiting /en sets the English locale cookie, which sends later French paths to /en.
      ['/en/website-casinos/our-casinos?a=1', 308, '/en/our-casinos?a=1'],
    ]
    for (const [from, status, to] of cases) {
      // Twice: rendered then cached, the query of each request is kept.
      for (const query of ['', '&second=1']) {
        const response = await request.get(`${from}${query}`, noFollow)
        expect(response.status(), from).toBe(status)
        expect(locations(response), from).toEqual([`${to}${query}`])
      }
    }
    await page.goto('/en/website-casinos/our-casinos?view=1')
    await expect(page).toHaveURL('/en/our-casinos?view=1')
  })

  test('a failed route validation (non-numeric tournament id) is a 404', async ({ page }) => {
    expect((await page.goto('/casino-de-cannes/tournois-poker/abc'))?.status()).toBe(404)
    expect((await page.goto('/en/casino-de-cannes/poker-tournaments/12x'))?.status()).toBe(404)
    expect((await page.goto('/casino-de-cannes/tournois/0'))?.status()).toBe(404)
  })

  test('a member page or the payment result that fails says what stays safe, with a retry (fr, en)', async ({
    page,
    consoleErrors,
  }) => {
    for (const { path, help } of [
      {
        path: '/account?test-crash=1',
        help: /Vos points, vos réservations et vos paiements ne sont pas touchés/,
      },
      // French first: an English page sets the locale cookie, which sends unprefixed paths to /en.
      { path: '/paiement/ATOUT-NONE?test-crash=1', help: /votre paiement n’est pas perdu/ },
      {
        path: '/en/account/loyalty?test-crash=1',
        help: /Your points, bookings and payments are untouched/,
      },
      { path: '/en/payment/ATOUT-NONE?test-crash=1', help: /your payment is not lost/ },
    ]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(500)
      await expect(page.locator('main')).toContainText(help)
      await expect(page.getByTestId('error-message')).toHaveText(
        path.startsWith('/en') ? 'Internal Server Error' : 'Erreur interne du serveur',
      )
      await expect(page.locator('body')).not.toContainText('Deliberate failure')
      await expect(
        page.getByRole('button', { name: path.startsWith('/en') ? 'Try again' : 'Réessayer' }),
      ).toBeVisible()
    }
    expect(consoleErrors.filter((e) => !e.includes('Minified React error #441'))).toEqual([])
    consoleErrors.length = 0
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
