import type { APIRequestContext, Page } from '@playwright/test'

import { expect, expectAccessible, staffToken, test } from './support/fixtures'

/**
 * Public forms in a real browser, in French and English: the contact form with its captcha (the
 * proof of work runs in the page), the newsletter from the sign-up block to the confirmation
 * link, the unsubscribe page with a reason and the way back, and the cookie banner with the tag
 * manager behind it.
 */

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`

const ui = {
  fr: {
    contactPath: '/contact',
    contactRegion: 'Nous écrire',
    subject: 'Objet',
    message: 'Message',
    name: 'Nom et prénom',
    email: 'E-mail',
    send: 'Envoyer le message',
    required: 'Ce champ est obligatoire.',
    invalidEmail: 'Saisissez une adresse e-mail valide',
    captchaDone: 'Vérification terminée',
    contactSent: /Merci : votre message est enregistré/,
    ackSubject: 'Nous avons bien reçu votre message',
    newsletterPath: '/newsletter',
    newsletterRegion: 'Recevoir nos actualités',
    casinoList: 'Actualités des casinos',
    partnerList: 'Offres des partenaires',
    subscribe: 'M’abonner',
    subscribed: /Presque fini/,
    confirmed: /C’est confirmé/,
    unsubscribeTitle: 'Se désabonner de la newsletter',
    unsubscribe: 'Me désabonner',
    unsubscribed: /C’est fait : .* ne recevra plus « Offres des partenaires »/,
    reason: 'Je reçois trop d’e-mails',
    other: 'Autre raison, ou précisions',
    sendReason: 'Envoyer ma réponse',
    thanks: 'Merci pour votre réponse.',
    resubscribe: 'Me réabonner',
    resubscribed: /Vous êtes à nouveau abonné/,
    home: '/',
    banner: 'Vos choix de cookies',
    acceptAll: 'Tout accepter',
    refuseAll: 'Tout refuser',
    choose: 'Choisir',
    save: 'Enregistrer mes choix',
    analytics: 'Mesure d’audience',
    marketing: 'Marketing',
    manage: 'Gérer les cookies',
  },
  en: {
    contactPath: '/en/contact',
    contactRegion: 'Write to us',
    subject: 'Subject',
    message: 'Message',
    name: 'Full name',
    email: 'E-mail',
    send: 'Send the message',
    required: 'This field is required.',
    invalidEmail: 'Enter a valid e-mail address',
    captchaDone: 'Check complete',
    contactSent: /Thank you: your message is saved/,
    ackSubject: 'We have received your message',
    newsletterPath: '/en/newsletter',
    newsletterRegion: 'Get our news',
    casinoList: 'Casino news',
    partnerList: 'Partner offers',
    subscribe: 'Subscribe',
    subscribed: /Almost done/,
    confirmed: /Confirmed: /,
    unsubscribeTitle: 'Unsubscribe from the newsletter',
    unsubscribe: 'Unsubscribe me',
    unsubscribed: /Done: .* will no longer receive “Partner offers”/,
    reason: 'I receive too many e-mails',
    other: 'Another reason, or details',
    sendReason: 'Send my answer',
    thanks: 'Thank you for your answer.',
    resubscribe: 'Subscribe again',
    resubscribed: /You are subscribed again/,
    home: '/en',
    banner: 'Your cookie choices',
    acceptAll: 'Accept all',
    refuseAll: 'Refuse all',
    choose: 'Choose',
    save: 'Save my choices',
    analytics: 'Audience measurement',
    marketing: 'Marketing',
    manage: 'Manage cookies',
  },
} as const

type OutboxMail = { text: string; subject: string; locale: string; kind: string; to: string }

/** The mails sent to an address (the demo outbox is the mailbox), oldest first. */
async function mailsTo(request: APIRequestContext, to: string, count: number) {
  const token = await staffToken(request)
  let docs: OutboxMail[] = []
  await expect
    .poll(async () => {
      const response = await request.get('/api/cms/outbox', {
        headers: { Authorization: `JWT ${token}` },
        params: { 'where[to][equals]': to, sort: 'createdAt', limit: '20' },
      })
      docs = ((await response.json()) as { docs: OutboxMail[] }).docs
      return docs.length
    })
    .toBeGreaterThanOrEqual(count)
  return docs
}

function pathOf(mail: OutboxMail, page: string): string {
  const match = new RegExp(`https?://[^/\\s]+(\\S*${page}\\?token=\\S+)`).exec(mail.text)
  if (!match) throw new Error(`no ${page} link in “${mail.subject}”`)
  return match[1]!
}

const region = (page: Page, name: string) => page.getByRole('region', { name })

for (const locale of ['fr', 'en'] as const) {
  const t = ui[locale]

  test.describe(`public forms (${locale})`, () => {
    test.describe.configure({ timeout: 90_000 })

    test('contact: errors in place keep what was typed; the captcha runs; the visitor gets a copy', async ({
      page,
      request,
    }) => {
      await page.goto(t.contactPath)
      const form = region(page, t.contactRegion)
      await form.scrollIntoViewIfNeeded()
      // The proof of work starts once the form is on screen, and is done before anyone types.
      await expect(form.getByText(t.captchaDone)).toBeVisible({ timeout: 20_000 })
      await expectAccessible(page)

      const email = `contact-${locale}-${unique()}@example.com`
      await form.getByLabel(t.subject).fill('Une écharpe oubliée')
      await form.getByRole('textbox', { name: t.email, exact: true }).fill('not-an-address')
      await form.getByRole('button', { name: t.send }).click()
      await expect(form.getByText(t.required).first()).toBeVisible()
      await expect(form.getByText(t.invalidEmail)).toBeVisible()
      // Refused on the server: what was typed is still there, the first bad field has the focus.
      await expect(form.getByLabel(t.subject)).toHaveValue('Une écharpe oubliée')
      await expect(form.getByLabel(t.message)).toBeFocused()
      await expectAccessible(page)

      await form.getByLabel(t.message).fill('Bleue, au bar, hier soir vers 23 h.')
      await form.getByLabel(t.name).fill('Jeanne Leroy')
      await form.getByRole('textbox', { name: t.email, exact: true }).fill(email)
      await form.getByRole('button', { name: t.send }).click()
      await expect(form.getByText(t.contactSent)).toBeVisible({ timeout: 20_000 })

      const [ack] = await mailsTo(request, email, 1)
      expect(ack).toMatchObject({ subject: t.ackSubject, locale })
      expect(ack!.text).toContain('Bleue, au bar')
    })

    test('the home page’s newsletter form loads its code once reached, keeping what was typed', async ({
      page,
    }) => {
      await page.goto(t.home)
      await page.waitForLoadState('networkidle')
      const block = region(page, t.newsletterRegion)
      const subscribe = block.getByRole('button', { name: t.subscribe })
      // At the foot of the page, the form is the server's HTML until reached (ADR 0074): its
      // button waits for the form's code, which the page has not loaded.
      await expect(subscribe).toBeDisabled()

      const email = `home-${locale}-${unique()}@example.com`
      const field = block.getByRole('textbox', { name: t.email, exact: true })
      await field.fill(email)
      await expect(subscribe).toBeEnabled()
      await expect(field).toHaveValue(email)
      await block.getByLabel(t.casinoList).check()
      await subscribe.click()
      await expect(block.getByText(t.subscribed)).toBeVisible({ timeout: 20_000 })
    })

    test('newsletter: subscribe, confirm from the mail, unsubscribe with a reason, come back', async ({
      page,
      request,
    }) => {
      const email = `news-${locale}-${unique()}@example.com`
      await page.goto(t.newsletterPath)
      const block = region(page, t.newsletterRegion)
      await block.getByRole('textbox', { name: t.email, exact: true }).fill(email)
      await block.getByLabel(t.casinoList).check()
      await block.getByLabel(t.partnerList).check()
      await expectAccessible(page)
      await block.getByRole('button', { name: t.subscribe }).click()
      await expect(block.getByText(t.subscribed)).toBeVisible({ timeout: 20_000 })

      const [confirmation] = await mailsTo(request, email, 1)
      expect(confirmation!.kind).toBe('newsletter.confirmation')
      const confirmPath = pathOf(
        confirmation!,
        locale === 'fr' ? '/newsletter/confirmation' : '/en/newsletter/confirm',
      )
      await page.goto(confirmPath)
      await expect(page.getByText(t.confirmed)).toBeVisible()
      await expectAccessible(page)

      const mails = await mailsTo(request, email, 2)
      const welcome = mails.find((mail) => mail.kind === 'newsletter.welcome')!
      const unsubscribePath = pathOf(
        welcome,
        locale === 'fr' ? '/newsletter/desinscription' : '/en/newsletter/unsubscribe',
      )
      await page.goto(unsubscribePath)
      await expect(page.getByRole('heading', { level: 1, name: t.unsubscribeTitle })).toBeVisible()
      await expectAccessible(page)
      // Keep the casino news, leave the partners' offers.
      await page.getByLabel(t.casinoList).uncheck()
      await page.getByRole('button', { name: t.unsubscribe }).click()
      await expect(page.getByText(t.unsubscribed)).toBeVisible()

      await page.getByLabel(t.reason).check()
      await page.getByLabel(t.other).fill('Une lettre par mois suffit.')
      await expectAccessible(page)
      await page.getByRole('button', { name: t.sendReason }).click()
      await expect(page.getByText(t.thanks)).toBeVisible()

      const token = await staffToken(request)
      const stored = await request.get('/api/cms/newsletter-subscriptions', {
        headers: { Authorization: `JWT ${token}` },
        params: { 'where[email][equals]': email },
      })
      const [row] = ((await stored.json()) as { docs: Record<string, unknown>[] }).docs
      expect(row).toMatchObject({
        status: 'subscribed',
        casino: true,
        partner: false,
        unsubscribeReason: 'too-many',
        unsubscribeComment: 'Une lettre par mois suffit.',
      })

      await page.getByRole('button', { name: t.resubscribe }).click()
      await expect(page.getByText(t.resubscribed)).toBeVisible()
    })
  })

  test.describe(`cookie consent (${locale})`, () => {
    test.use({ consentCookie: null })

    /** Google Tag Manager answered by a stand-in (no network here): it marks itself loaded. */
    async function stubTagManager(page: Page) {
      const requested: string[] = []
      await page.route('https://www.googletagmanager.com/**', async (route) => {
        requested.push(route.request().url())
        await route.fulfill({
          contentType: 'text/javascript',
          body: "window.google_tag_manager = Object.assign(window.google_tag_manager || {}, { 'GTM-E2ETEST': {} });",
        })
      })
      return requested
    }

    const consentEvents = (page: Page) =>
      page.evaluate(() =>
        ((window as unknown as { dataLayer?: Array<Record<string, unknown>> }).dataLayer ?? [])
          .filter((entry) => entry.event === 'atout_consent')
          .map((entry) => entry.consent),
      )

    /** The banner once hydrated: the server's copy (shown until then) answers no click. */
    const hydratedBanner = async (page: Page) => {
      await expect(page.locator('[data-consent-banner="server"]')).toHaveCount(0)
      return region(page, t.banner)
    }

    const storedChoice = async (page: Page) => {
      const cookie = (await page.context().cookies()).find((c) => c.name === 'atout_consent')
      return cookie ? decodeURIComponent(cookie.value).split('|').slice(1, 3) : null
    }

    test('choices by keyboard persist; the tag manager loads only after consent and gets the event', async ({
      page,
    }) => {
      const requested = await stubTagManager(page)
      await page.goto(t.home)
      const banner = await hydratedBanner(page)
      await expect(banner).toBeVisible()
      await expectAccessible(page)
      expect(requested).toEqual([])

      await banner.getByRole('button', { name: t.choose }).focus()
      await page.keyboard.press('Enter')
      await banner.getByLabel(t.analytics).focus()
      await page.keyboard.press('Space')
      await expect(banner.getByLabel(t.analytics)).toBeChecked()
      await expect(banner.getByLabel(t.marketing)).not.toBeChecked()
      await banner.getByRole('button', { name: t.save }).focus()
      await page.keyboard.press('Enter')
      await expect(banner).toBeHidden()
      expect(await storedChoice(page)).toEqual(['2026-11', '10'])
      await expect
        .poll(() => consentEvents(page))
        .toEqual([{ necessary: true, analytics: true, marketing: false }])
      expect(requested).toHaveLength(1)
      expect(requested[0]).toContain('gtm.js?id=GTM-E2ETEST')

      // Kept across pages: no banner, the tag manager and the event again.
      await page.reload()
      await expect(region(page, t.banner)).toBeHidden()
      await expect
        .poll(() => consentEvents(page))
        .toEqual([{ necessary: true, analytics: true, marketing: false }])

      // Re-opened from the footer with the choice ticked; refusing is told to the tag manager.
      await page.getByRole('button', { name: t.manage }).click()
      await expect(region(page, t.banner).getByLabel(t.analytics)).toBeChecked()
      await expectAccessible(page)
      await region(page, t.banner).getByRole('button', { name: t.refuseAll }).click()
      await expect(region(page, t.banner)).toBeHidden()
      expect(await storedChoice(page)).toEqual(['2026-11', '00'])
      await expect
        .poll(() => consentEvents(page))
        .toEqual([
          { necessary: true, analytics: true, marketing: false },
          { necessary: true, analytics: false, marketing: false },
        ])
    })

    test('refusing everything loads no third-party script, now or on the next page', async ({
      page,
    }) => {
      const requested = await stubTagManager(page)
      await page.goto(t.home)
      await (await hydratedBanner(page)).getByRole('button', { name: t.refuseAll }).click()
      await expect(region(page, t.banner)).toBeHidden()
      await page.goto(t.contactPath)
      await expect(region(page, t.banner)).toBeHidden()
      expect(requested).toEqual([])
      expect(await consentEvents(page)).toEqual([])
    })

    test('the banner is in the server HTML: shown before any script to who must choose, never to who chose', async ({
      page,
      context,
      baseURL,
    }) => {
      // The page's own scripts answered empty: what shows is the server HTML and the head's hint.
      await page.route('**/_next/static/**/*.js', (route) =>
        route.fulfill({ contentType: 'text/javascript', body: '' }),
      )
      const html = await (await page.request.get(t.home)).text()
      expect(html).toContain('data-consent-banner="server"')
      expect(html).toContain(t.acceptAll)

      await page.goto(t.home)
      await expect(region(page, t.banner)).toBeVisible()
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'open')

      // A choice under an older policy version is asked again.
      const decided = Math.floor(Date.now() / 1000)
      const setChoice = (value: string) =>
        context.addCookies([
          { name: 'atout_consent', value: encodeURIComponent(value), url: baseURL! },
        ])
      await setChoice(`v1|2025-01|10|${decided}`)
      await page.goto(t.home)
      await expect(region(page, t.banner)).toBeVisible()

      await setChoice(`v1|2026-11|00|${decided}`)
      await page.goto(t.home)
      await expect(page.locator('html')).toHaveAttribute('data-consent', 'chosen')
      await expect(region(page, t.banner)).toBeHidden()
    })

    test('without JavaScript the banner, which could not work, is not shown', async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled: false, baseURL })
      const page = await context.newPage()
      await page.goto(t.home)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(region(page, t.banner)).toBeHidden()
      await context.close()
    })

    test('accept all from the banner', async ({ page }) => {
      await stubTagManager(page)
      await page.goto(t.home)
      await (await hydratedBanner(page)).getByRole('button', { name: t.acceptAll }).click()
      await expect(region(page, t.banner)).toBeHidden()
      expect(await storedChoice(page)).toEqual(['2026-11', '11'])
      await expect
        .poll(() => consentEvents(page))
        .toEqual([{ necessary: true, analytics: true, marketing: true }])
    })
  })
}
