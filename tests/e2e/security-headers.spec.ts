import type { APIResponse, Page } from '@playwright/test'

import { ADMIN, expect, staffToken, test } from './support/fixtures'

/**
 * Security headers in a real browser on the production build (docs/decisions/0004-csp-for-cached-pages.md):
 * the admin has its own policy and cannot be framed by others; public pages, cached or rendered
 * per request, allow no inline script but theirs (a nonce fresh in every answer) and stay cached;
 * an injected inline script is blocked. Every page here works with no policy violation (any
 * violation is a console error, which fails the test).
 */

const NONCE = /'nonce-([A-Za-z0-9_-]{22})'/
const DEMO_PASSWORD = 'Atout-Demo-2026!'
const MACHINE = '9a7e5d3c-1b2f-4e6a-8c0d-2f4b6a8c0e13'

/** Reports each violation of the page's policy as a console error (the fixture fails on them). */
async function reportViolations(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`,
      )
    })
  })
}

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? ''

/** The answer's policy allows scripts by nonce (fresh, returned) and never 'unsafe-inline'. */
function expectNoncePolicy(headers: Record<string, string>): string {
  const policy = headers['content-security-policy'] ?? ''
  const scripts = directive(policy, 'script-src')
  expect(scripts).not.toContain("'unsafe-inline'")
  // 'strict-dynamic' would let any script-inserted inline script run (an injected one too).
  expect(scripts).not.toContain("'strict-dynamic'")
  const nonce = NONCE.exec(scripts)?.[1]
  expect(nonce, policy).toBeDefined()
  expect(directive(policy, 'object-src')).toBe("object-src 'none'")
  expect(directive(policy, 'base-uri')).toBe("base-uri 'self'")
  return nonce!
}

function expectFrameAndSniffing(headers: Record<string, string>) {
  expect(directive(headers['content-security-policy'] ?? '', 'frame-ancestors')).toBe(
    "frame-ancestors 'self'",
  )
  expect(headers['x-frame-options']).toBe('SAMEORIGIN')
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
}

/** Every script element of the page carries the answer's nonce; no other nonce is there. */
async function expectNoncedBody(response: APIResponse, nonce: string) {
  const html = await response.text()
  const nonces = [...html.matchAll(/<script[^>]*\snonce="([^"]*)"/g)].map((match) => match[1])
  expect(nonces.length).toBeGreaterThan(0)
  expect(new Set(nonces)).toEqual(new Set([nonce]))
}

test.describe('the admin', () => {
  test('login, list, edit with the rich text editor and live preview, upload: under its own policy', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000)
    await reportViolations(page)
    for (const path of ['/admin/login', '/admin']) {
      const answer = await request.get(path, { maxRedirects: 0 })
      expectFrameAndSniffing(answer.headers())
      expectNoncePolicy(answer.headers())
    }

    const login = await page.goto('/admin/login')
    expectNoncePolicy(login!.headers())
    await page.getByLabel(/e-?mail/i).fill(ADMIN.email)
    await page.getByLabel(/mot de passe|password/i).fill(ADMIN.password)
    await page.getByRole('button', { name: /connexion|login|se connecter/i }).click()
    await expect(page).toHaveURL(/\/admin$/)

    // The list of pages, then the edit view of one with rich text.
    await page.goto('/admin/collections/pages')
    await expect(page.locator('table tbody tr').first()).toBeVisible()
    const token = await staffToken(request)
    const found = await request.get('/api/cms/pages', {
      headers: { Authorization: `JWT ${token}` },
      params: { 'where[path][equals]': '/mentions-legales', depth: '0', limit: '1' },
    })
    const { id } = ((await found.json()) as { docs: { id: number }[] }).docs[0]!
    await page.goto(`/admin/collections/pages/${id}?locale=fr`)
    // The admin may remember the blocks as collapsed.
    await page.getByRole('button', { name: /afficher tout|show all/i }).click()
    const editor = page.locator('[contenteditable="true"][data-lexical-editor="true"]').first()
    await expect(editor).toBeVisible({ timeout: 15_000 })
    await editor.click()
    await page.keyboard.type(' Ajout')
    await expect(editor).toContainText('Ajout')

    // Live preview frames the site's page in the admin.
    // The eye button (labelled 'Aperçu' like the link that opens the page in a new tab).
    await page.locator('#live-preview-toggler').click()
    const preview = page.frameLocator('iframe').first()
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Mentions légales', {
      timeout: 20_000,
    })

    // An upload: the file is previewed (blob:) and saved.
    await page.goto('/admin/collections/media/create')
    await page.locator('input[type="file"]').setInputFiles({
      name: `csp-${Date.now()}.png`,
      mimeType: 'image/png',
      buffer: PNG,
    })
    await page
      .getByLabel(/texte alternatif|alternative text/i)
      .first()
      .fill('Carré rouge')
    await page
      .getByRole('button', { name: /sauvegarder|save/i })
      .first()
      .click()
    await expect(page).toHaveURL(/\/admin\/collections\/media\/\d+/)
  })

  test('Payload API answers are not sniffed and load nothing', async ({ request }) => {
    const answer = await request.get('/api/cms/pages?limit=1')
    expect(answer.headers()['content-type']).toMatch(/^application\/json/)
    expect(answer.headers()['x-content-type-options']).toBe('nosniff')
    expect(answer.headers()['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    )
  })
})

for (const path of ['/', '/en']) {
  test(`a cached public page (${path}): a fresh nonce in each answer, still served from cache`, async ({
    page,
    request,
  }) => {
    await reportViolations(page)
    await request.get(path)
    const first = await request.get(path)
    const second = await request.get(path)
    expect(second.headers()['x-nextjs-cache']).toBe('HIT')
    expectFrameAndSniffing(second.headers())
    const nonce = expectNoncePolicy(second.headers())
    expect(expectNoncePolicy(first.headers())).not.toBe(nonce)
    await expectNoncedBody(second, nonce)

    // The page runs: hydrated, the cookie settings open from the footer. Reloading (a revalidation
    // the server may answer with 304) runs it again under the policy stored with the page.
    // The button works once hydrated: a click that came before is made again.
    const openSettings = async () => {
      const settings = page.getByRole('region', {
        name: /vos choix de cookies|your cookie choices/i,
      })
      await expect(async () => {
        if (!(await settings.isVisible())) {
          await page.getByRole('button', { name: /gérer les cookies|manage cookies/i }).click()
        }
        await expect(settings).toBeVisible({ timeout: 2_000 })
      }).toPass({ timeout: 15_000 })
    }
    await page.goto(path)
    await openSettings()
    await page.reload()
    await openSettings()
  })
}

test('an inline script injected into a public page does not run', async ({
  page,
  consoleErrors,
}) => {
  await reportViolations(page)
  await page.goto('/')
  type Marked = Window & { injected?: string[] }
  await expect(
    page.addScriptTag({ content: "(window.injected ??= []).push('script tag')" }),
  ).rejects.toThrow(/Content Security Policy/)
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = "(window.injected ??= []).push('script element')"
    document.body.append(script)
    const image = document.createElement('img')
    image.setAttribute('onerror', "(window.injected ??= []).push('event handler')")
    image.src = '/not-an-image.png'
    document.body.append(image)
  })
  // The image's error (and its blocked handler) comes after a round trip to the server.
  await expect
    .poll(() => consoleErrors.filter((error) => /inline event handler/.test(error)).length)
    .toBeGreaterThan(0)
  expect(await page.evaluate(() => (window as Marked).injected ?? [])).toEqual([])
  // The browser reported the refusals; they are this test's expected outcome, not a defect.
  const refusals = consoleErrors.filter((error) =>
    /Content Security Policy|CSP violation|not-an-image\.png/.test(error),
  )
  expect(refusals.length).toBeGreaterThanOrEqual(3)
  consoleErrors.splice(
    0,
    consoleErrors.length,
    ...consoleErrors.filter((e) => !refusals.includes(e)),
  )
})

test('a public form works under the policy: the contact form with its captcha', async ({
  page,
}) => {
  test.setTimeout(60_000)
  await reportViolations(page)
  const answer = await page.goto('/contact')
  expectNoncePolicy(answer!.headers())
  const form = page.getByRole('region', { name: 'Nous écrire' })
  await form.scrollIntoViewIfNeeded()
  await expect(form.getByText('Vérification terminée')).toBeVisible({ timeout: 20_000 })
  await form.getByLabel('Objet').fill('Un parapluie oublié')
  await form.getByLabel('Message').fill('Noir, au vestiaire, samedi soir.')
  await form.getByLabel('Nom et prénom').fill('Paul Girard')
  await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill('paul.girard@example.com')
  await form.getByRole('button', { name: 'Envoyer le message' }).click()
  await expect(form.getByText(/Merci : votre message est enregistré/)).toBeVisible({
    timeout: 20_000,
  })
})

test('member pages, rendered per request, carry their own nonce and work', async ({ page }) => {
  test.setTimeout(90_000)
  await reportViolations(page)
  await page.goto('/account/connexion')
  await page.getByLabel(/^Adresse e-mail\s*\*?$/).fill('marie.dupont@demo.atout.example')
  await page.getByLabel(/^Mot de passe\s*\*?$/).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click()
  await expect(page).not.toHaveURL(/connexion/, { timeout: 20_000 })

  for (const path of [
    '/account',
    '/account/profil',
    '/le-carre-vip/statuts',
    `/paiement-machine?casino=BIA&machine=${MACHINE}`,
    '/en/account',
  ]) {
    const answer = await page.goto(path)
    expect(answer!.status(), path).toBe(200)
    expect(answer!.headers()['x-nextjs-cache'], path).toBeUndefined()
    expectFrameAndSniffing(answer!.headers())
    const nonce = expectNoncePolicy(answer!.headers())
    const html = await answer!.text()
    expect(html).toContain(`nonce="${nonce}"`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

/** A 4×4 red PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWM4w8AARwgWXg4AWIMMwVLWc8oAAAAASUVORK5CYII=',
  'base64',
)
