import { readFileSync } from 'node:fs'

import { strFromU8, unzipSync } from 'fflate'

import { expect, expectAccessible, test } from './support/fixtures'
import { createMember, field, signIn, readMail } from './support/members'

/**
 * "My data" (issue 26, ADR 0067): a member asks for a copy of their personal data from the member
 * area, gets the mail, follows its link (logging in first when needed) and downloads the ZIP: a
 * JSON file per area and a summary in their language. One copy per 24 hours.
 */
const cases = {
  fr: {
    hub: '/account',
    page: '/account/mes-donnees',
    pageLink: 'Mes données',
    heading: 'Mes données',
    request: 'Demander une copie de mes données',
    afterRequest: /^(Une copie est en préparation|Vous pourrez demander une nouvelle copie)/,
    download: /^Télécharger la copie demandée le/,
    ready: /^Prête jusqu’au/,
    linkReady: 'Votre copie est prête : téléchargez-la ci-dessous.',
    nextFrom: /^Vous pourrez demander une nouvelle copie à partir du/,
    loginPath: '/account/connexion',
    email: 'Adresse e-mail',
    password: 'Mot de passe',
    submit: 'Se connecter',
    summary: 'Vos données personnelles chez Atout',
    mailPath: '/data-export',
  },
  en: {
    hub: '/en/account',
    page: '/en/account/my-data',
    pageLink: 'My data',
    heading: 'My data',
    request: 'Request a copy of my data',
    afterRequest: /^(A copy is being prepared|You can request a new copy)/,
    download: /^Download the copy requested on/,
    ready: /^Ready until/,
    linkReady: 'Your copy is ready: download it below.',
    nextFrom: /^You can request a new copy from/,
    loginPath: '/en/account/login',
    email: 'Email address',
    password: 'Password',
    submit: 'Log in',
    summary: 'Your personal data at Atout',
    mailPath: '/en/data-export',
  },
} as const

for (const [locale, t] of Object.entries(cases) as [keyof typeof cases, (typeof cases)['fr']][]) {
  test(`${locale}: a member asks for a copy of their data, follows the mail's link and downloads the ZIP`, async ({
    page,
    request,
    browser,
  }, testInfo) => {
    test.setTimeout(90_000)
    const email = await createMember(request, locale, 'mydata')
    await signIn(page, email)

    // From the hub, one click.
    await page.goto(t.hub)
    await page.getByRole('main').getByRole('link', { name: t.pageLink, exact: true }).click()
    await expect(page).toHaveURL(t.page)
    await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible()
    await expectAccessible(page)

    const ask = page.getByRole('button', { name: t.request })
    await expect(ask).toBeEnabled()
    await ask.click()
    // The page, made again, says the copy is being prepared (or, if it already is, when the
    // next one may be asked for): the button is gone.
    await expect(page.getByRole('status').filter({ hasText: t.afterRequest })).toBeVisible()
    await expect(page.getByRole('button', { name: t.request })).toHaveCount(0)

    // The mail comes once the archive is ready; its link opens this page on that copy.
    const text = await readMail(request, email, 'privacy.dataExportReady')
    const link = new URL(/https?:\/\/\S+\/data-export\?\S+/.exec(text)![0])
    expect(link.pathname).toBe(t.mailPath)
    expect(link.searchParams.get('token')).toMatch(/^[\w-]{24}$/)

    // Logged out (another browser), the link asks to log in first, then opens the copy.
    const other = await browser.newContext({ locale: locale === 'fr' ? 'fr-FR' : 'en-US' })
    const visitor = await other.newPage()
    await visitor.goto(`${link.pathname}${link.search}`)
    await expect(visitor).toHaveURL(new RegExp(`^[^?]*${t.loginPath}\\?returnTo=`))
    await field(visitor, t.email).fill(email)
    await field(visitor, t.password).fill('Atout-Demo-2026!')
    await visitor.getByRole('button', { name: t.submit, exact: true }).first().click()
    await expect(visitor).toHaveURL(new RegExp(`${t.page}\\?export=\\d+&token=`))
    await expect(visitor.getByRole('status').filter({ hasText: t.linkReady })).toBeVisible()
    await other.close()

    await page.goto(`${link.pathname}${link.search}`)
    await expect(page).toHaveURL(new RegExp(`${t.page}\\?export=\\d+&token=`))
    await expect(page.getByRole('status').filter({ hasText: t.linkReady })).toBeVisible()
    await expect(page.getByRole('cell', { name: t.ready })).toBeVisible()
    // One copy per 24 hours: the button gives way to the date of the next one.
    await expect(page.getByRole('button', { name: t.request })).toHaveCount(0)
    await expect(page.getByText(t.nextFrom)).toBeVisible()
    await expectAccessible(page)

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: t.download }).click(),
    ])
    expect(download.suggestedFilename()).toMatch(/^atout-mes-donnees-[\w-]+-\d{4}-\d\d-\d\d\.zip$/)
    const saved = testInfo.outputPath('export.zip')
    await download.saveAs(saved)
    const files = unzipSync(readFileSync(saved))
    const profile = JSON.parse(strFromU8(files['data/profile.json']!)) as { email: string }[]
    expect(profile).toEqual([expect.objectContaining({ email })])
    expect(profile[0]).not.toHaveProperty('passwordHash')
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['index.html', 'data/sessions.json', 'data/loyalty-ledger.json']),
    )
    const summary = strFromU8(files['index.html']!)
    expect(summary).toContain(`<html lang="${locale}">`)
    expect(summary).toContain(t.summary)
  })
}

test('the file is served only to its member: no grant or another session gets nothing', async ({
  page,
  request,
  baseURL,
}) => {
  const email = await createMember(request, 'fr', 'mydata-guard')
  await signIn(page, email)
  const asked = await page.request.post('/api/epc/privacy/exports?lang=fr', {
    headers: { origin: new URL(baseURL!).origin },
    data: {},
  })
  expect(asked.status()).toBe(202)
  const id = ((await asked.json()) as { export: { id: number } }).export.id
  await readMail(request, email, 'privacy.dataExportReady')
  const redirected = await page.request.get(`/api/epc/privacy/exports/${id}`, { maxRedirects: 0 })
  expect(redirected.status()).toBe(303)
  const file = new URL(redirected.headers().location!)
  // The member, with the grant: the ZIP, never cached, as an attachment.
  const served = await page.request.get(`${file.pathname}${file.search}`)
  expect(served.status()).toBe(200)
  expect(served.headers()['content-type']).toBe('application/zip')
  expect(served.headers()['content-disposition']).toMatch(/^attachment/)
  expect(served.headers()['cache-control']).toMatch(/no-store/)
  // Without the grant, or without the session: refused.
  expect((await page.request.get(file.pathname)).status()).toBe(403)
  expect((await request.get(`${file.pathname}${file.search}`)).status()).toBe(403)
  // A second request within 24 hours: 429 with the translated reason.
  const again = await page.request.post('/api/epc/privacy/exports?lang=fr', {
    headers: { origin: new URL(baseURL!).origin },
    data: {},
  })
  expect(again.status()).toBe(429)
  expect(await again.json()).toMatchObject({
    code: 'exportTooSoon',
    message: expect.stringMatching(/^Une copie a déjà été demandée il y a moins de 24 heures/),
  })
})

/**
 * Closing the account (issue 26, ADR 0069): the consequences listed, the password asked again,
 * the date of the erasure once asked; the mail's link comes back to the page (logging in first),
 * where one click cancels. The erasure itself, 14 days on, is tested on both engines (Vitest).
 */
const closure = {
  fr: {
    page: '/account/mes-donnees',
    heading: 'Fermer mon compte',
    consequence: 'Vos points fidélité sont perdus et votre statut disparaît.',
    password: 'Votre mot de passe, pour confirmer',
    submit: 'Fermer mon compte dans 14 jours',
    wrong: 'Ce mot de passe n’est pas le bon : votre compte reste ouvert.',
    pending: /^Votre compte sera fermé et vos données effacées le .+ \d{4}/,
    cancel: 'Annuler la fermeture',
    mailPath: '/erasure-cancel',
    loginPath: '/account/connexion',
    email: 'Adresse e-mail',
    loginPassword: 'Mot de passe',
    logIn: 'Se connecter',
  },
  en: {
    page: '/en/account/my-data',
    heading: 'Close my account',
    consequence: 'Your loyalty points are lost and your status ends.',
    password: 'Your password, to confirm',
    submit: 'Close my account in 14 days',
    wrong: 'That password is not the right one: your account stays open.',
    pending: /^Your account will be closed and your data erased on .+ \d{4}/,
    cancel: 'Cancel the closure',
    mailPath: '/en/erasure-cancel',
    loginPath: '/en/account/login',
    email: 'Email address',
    loginPassword: 'Password',
    logIn: 'Log in',
  },
} as const

for (const [locale, t] of Object.entries(closure) as [
  keyof typeof closure,
  (typeof closure)['fr'],
][]) {
  test(`${locale}: a member asks to close the account, then cancels from the mail's link`, async ({
    page,
    request,
    browser,
  }) => {
    test.setTimeout(90_000)
    const email = await createMember(request, locale, 'closure')
    await signIn(page, email)
    await page.goto(t.page)
    const section = page.locator('#close-account')
    await expect(section.getByRole('heading', { level: 2, name: t.heading })).toBeVisible()
    await expect(section.getByRole('listitem').filter({ hasText: t.consequence })).toBeVisible()
    await expectAccessible(page)

    // The wrong password: refused, the account stays open.
    await section.getByLabel(t.password).fill('not-my-password')
    await section.getByRole('button', { name: t.submit }).click()
    await expect(section.getByRole('alert')).toHaveText(t.wrong)
    await expect(section.getByLabel(t.password)).toHaveAttribute('aria-invalid', 'true')

    // The right one: the page says when the data will be erased, and offers to cancel.
    await section.getByLabel(t.password).fill('Atout-Demo-2026!')
    await section.getByRole('button', { name: t.submit }).click()
    await expect(section.getByRole('status').filter({ hasText: t.pending })).toBeVisible()
    await expect(section.getByLabel(t.password)).toHaveCount(0)
    await expectAccessible(page)

    // The mail's link: another browser logs in first, then lands on the closure's section.
    const text = await readMail(request, email, 'privacy.erasureRequested')
    const link = new URL(/https?:\/\/\S+\/erasure-cancel\b/.exec(text)![0])
    expect(link.pathname).toBe(t.mailPath)
    const other = await browser.newContext({ locale: locale === 'fr' ? 'fr-FR' : 'en-US' })
    const visitor = await other.newPage()
    await visitor.goto(link.pathname)
    await expect(visitor).toHaveURL(new RegExp(`^[^?]*${t.loginPath}\\?returnTo=`))
    await field(visitor, t.email).fill(email)
    await field(visitor, t.loginPassword).fill('Atout-Demo-2026!')
    await visitor.getByRole('button', { name: t.logIn, exact: true }).first().click()
    await expect(visitor).toHaveURL(new RegExp(`${t.page}#close-account$`))
    const there = visitor.locator('#close-account')
    await expect(there.getByRole('status').filter({ hasText: t.pending })).toBeVisible()
    await there.getByRole('button', { name: t.cancel }).click()
    // Cancelled: the form is back, the account open.
    await expect(there.getByLabel(t.password)).toBeVisible()
    await other.close()
    await page.reload()
    await expect(section.getByRole('button', { name: t.submit })).toBeVisible()
  })
}
