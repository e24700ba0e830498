import { readFile } from 'node:fs/promises'

import type { Page } from '@playwright/test'

import { expect, staffToken, test } from './support/fixtures'

/**
 * Staff roles in the real admin, in both of its languages: an editor works on the site and never
 * sees member data; member support sees members, the outbox (with its demo warning) and customer
 * requests; a quote request sent from the site reaches the events team's mailbox.
 */
const DEMO_PASSWORD = 'Atout-Demo-2026!'

const admin = {
  'fr-FR': {
    pages: 'Pages',
    members: 'Membres',
    outbox: 'Boîte d’envoi',
    quoteRequests: 'Demandes de devis',
    demoWarning: /ATTENTION — aucun serveur SMTP n’est configuré/,
    notAllowed: /non autorisé|introuvable|pas trouvé|Not Found/i,
    previews: 'Aperçu des mails envoyés (données d’exemple)',
    exportLabel: 'Exporter la liste filtrée',
    home: [
      'Aujourd’hui et demain',
      'Messages de contact',
      'Demandes de devis',
      'E-mails',
      'Erreurs des systèmes des casinos et des hôtels',
    ],
    integrationErrors: 'Erreurs d’intégration',
  },
  'en-US': {
    pages: 'Pages',
    members: 'Members',
    outbox: 'Outbox',
    quoteRequests: 'Quote requests',
    demoWarning: /WARNING — no SMTP server is configured/,
    notAllowed: /unauthorized|not found|nothing found/i,
    previews: 'Preview the mails sent (sample data)',
    exportLabel: 'Export the filtered list',
    home: [
      'Today and tomorrow',
      'Contact messages',
      'Quote requests',
      'E-mails',
      'Errors of the casino and hotel systems',
    ],
    integrationErrors: 'Integration errors',
  },
} as const

async function signIn(page: Page, email: string) {
  await page.goto('/admin/login')
  await page.getByLabel(/e-?mail/i).fill(email)
  await page.getByLabel(/mot de passe|password/i).fill(DEMO_PASSWORD)
  await page.getByRole('button', { name: /connexion|login|se connecter/i }).click()
  await expect(page).toHaveURL(/\/admin$/)
}

for (const locale of ['fr-FR', 'en-US'] as const) {
  const t = admin[locale]
  test.describe(`staff roles in the admin (${locale})`, () => {
    test.use({ locale })

    test('an editor edits the site and sees no member data', async ({ page }) => {
      await signIn(page, 'editor@demo.atout.example')
      await expect(page.getByRole('region', { name: t.home[0], exact: true })).toHaveCount(0)
      const nav = page.getByRole('navigation')
      await expect(nav.getByRole('link', { name: t.pages, exact: true })).toBeVisible()
      await expect(nav.getByRole('link', { name: t.members, exact: true })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: t.outbox, exact: true })).toHaveCount(0)
      await expect(nav.getByRole('link', { name: t.quoteRequests, exact: true })).toHaveCount(0)
      await page.goto('/admin/collections/members')
      await expect(page.getByText(t.notAllowed).first()).toBeVisible()
      await expect(page.getByText('marie.dupont@demo.atout.example')).toHaveCount(0)
    })

    test('member support reads members and the outbox, which warns that it keeps links', async ({
      page,
    }) => {
      await signIn(page, 'support@demo.atout.example')
      // Other journeys add members: search, as staff would.
      await page.goto('/admin/collections/members?search=marie.dupont')
      await expect(page.getByText('marie.dupont@demo.atout.example')).toBeVisible()
      await page.goto('/admin/collections/outbox')
      await expect(page.getByText(t.demoWarning)).toBeVisible()
    })

    test('the admin’s home shows support the day’s bookings, requests, mails and integration errors', async ({
      page,
    }) => {
      await signIn(page, 'support@demo.atout.example')
      for (const title of t.home) {
        await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible()
      }
      const day = page.getByRole('region', { name: t.home[0], exact: true })
      await expect(day.getByRole('heading', { level: 3 })).toHaveCount(2)
      // The integration errors of the day open as their list.
      await page.getByRole('region', { name: t.home[4], exact: true }).getByRole('link').click()
      await expect(page).toHaveURL(/\/admin\/collections\/integration-errors\?/)
      await expect(page.getByRole('heading', { name: t.integrationErrors, level: 1 })).toBeVisible()
    })

    test('member support exports the members list as CSV and JSON', async ({ page }) => {
      await signIn(page, 'support@demo.atout.example')
      await page.goto('/admin/collections/members?search=marie.dupont')
      await expect(page.getByText(t.exportLabel)).toBeVisible()
      // Once hydrated, the list writes its query (limit, sort) into the URL and may refresh: a
      // click on a download link during that client navigation is cancelled with it. A person
      // clicks once the list has settled; so does the test.
      await expect(page).toHaveURL(/[?&]limit=/)
      await page.waitForLoadState('networkidle')
      const csv = page.waitForEvent('download')
      await page.getByRole('link', { name: 'CSV', exact: true }).click()
      const file = await csv
      expect(file.suggestedFilename()).toMatch(/^members-\d{4}-\d{2}-\d{2}\.csv$/)
      const text = (await readFile((await file.path())!)).toString('utf8')
      expect(text.split('\r\n')[0]).toContain('"email","state","cardNumber"')
      expect(text).toContain('marie.dupont@demo.atout.example')
      expect(text).not.toMatch(/hash|salt/i)
      const json = page.waitForEvent('download')
      await page.getByRole('link', { name: 'JSON', exact: true }).click()
      expect((await json).suggestedFilename()).toMatch(/^members-.*\.json$/)
    })

    test('staff preview every mail, in French and in English, as customers receive it', async ({
      page,
      context,
    }) => {
      await signIn(page, 'support@demo.atout.example')
      await page.goto('/admin/collections/outbox')
      await page.getByText(t.previews).click()
      const row = page.getByRole('row').filter({ hasText: 'booking.tableConfirmation' })
      await expect(row).toBeVisible()
      for (const [link, lang, text] of [
        ['HTML FR', 'fr', 'Voir ou annuler ma réservation'],
        ['HTML EN', 'en', 'View or cancel my booking'],
      ] as const) {
        const opened = context.waitForEvent('page')
        await row.getByRole('link', { name: link, exact: true }).click()
        const mail = await opened
        await expect(mail.locator('html')).toHaveAttribute('lang', lang)
        await expect(mail.getByRole('link', { name: text })).toBeVisible()
        await expect(mail.getByText('09 74 75 13 13')).toBeVisible()
        // Read on a phone, the mail fits the screen: nothing scrolls sideways.
        await mail.setViewportSize({ width: 390, height: 844 })
        expect(await mail.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          390,
        )
        await mail.close()
      }
    })
  })
}

test('a quote request sent from the site is mailed to the events team', async ({
  page,
  request,
}) => {
  const company = `Durance ${Date.now().toString(36)}`
  await page.goto('/en/seminars')
  await page.getByLabel('Company').fill(company)
  await page.getByLabel('Contact name').fill('Claire Martin')
  await page.getByLabel('Email').fill('claire.martin@example.com')
  await page.getByLabel('Event type').selectOption('seminar')
  await page.getByLabel('Number of guests').fill('25')
  await page.getByLabel('Subject').fill('Board meeting')
  await page
    .getByLabel('Message')
    .fill('Two days, twenty-five people, a dinner on the first night.')
  await page.getByRole('button', { name: 'Send the request' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'your request is saved' })).toBeVisible()

  const token = await staffToken(request)
  await expect
    .poll(async () => {
      const response = await request.get('/api/cms/outbox', {
        headers: { Authorization: `JWT ${token}` },
        params: { 'where[kind][equals]': 'staff.quoteRequest', sort: '-createdAt', limit: '5' },
      })
      const body = (await response.json()) as { docs: { subject: string; to: string }[] }
      return body.docs.find((mail) => mail.subject.includes(company))?.to ?? null
    })
    .toMatch(/@/)
})
