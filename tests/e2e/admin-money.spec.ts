import type { APIRequestContext } from '@playwright/test'

import { expect, staffToken, test } from './support/fixtures'

async function createJackpot(request: APIRequestContext, auth: Record<string, string>) {
  const casinos = await request.get('/api/cms/casinos?limit=1&depth=0', { headers: auth })
  const casinoId = ((await casinos.json()) as { docs: { id: number }[] }).docs[0]!.id
  const created = await request.post('/api/cms/jackpots', {
    headers: auth,
    data: {
      casino: casinoId,
      machineNumber: String(Date.now()).slice(-8),
      amountCents: 100,
      wonAt: new Date().toISOString(),
    },
  })
  expect(created.ok()).toBeTruthy()
  return ((await created.json()) as { doc: { id: number } }).doc.id
}

async function readAmount(request: APIRequestContext, auth: Record<string, string>, id: number) {
  const response = await request.get(`/api/cms/jackpots/${id}?depth=0`, { headers: auth })
  return ((await response.json()) as { amountCents: number }).amountCents
}

const languages = [
  {
    locale: 'fr-FR',
    label: 'Montant',
    // The jackpot is created with 100 cents; the edit view shows it in the admin's format.
    shown: '1,00',
    typed: '12,50',
    save: 'Sauvegarder',
    listed: /^12,50\s€$/,
    refused: 'Un montant en euros, avec au plus deux décimales',
  },
  {
    locale: 'en-US',
    label: 'Amount',
    shown: '1.00',
    typed: '12.50',
    save: 'Save',
    listed: /^€12\.50$/,
    refused: 'An amount in euros with at most two decimals',
  },
] as const

for (const language of languages) {
  test.describe(`amounts in the admin (${language.locale})`, () => {
    test.use({ locale: language.locale })

    test('staff enter euros, the API stores integer cents', async ({
      page,
      request,
      baseURL,
      consoleErrors,
    }) => {
      // Four admin page loads (edit, two saves, list) on a shared two-core machine.
      test.setTimeout(60_000)
      const token = await staffToken(request)
      const auth = { Authorization: `JWT ${token}` }
      const id = await createJackpot(request, auth)
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])

      await page.goto(`/admin/collections/jackpots/${id}`)
      const amount = page.getByLabel(language.label)
      await expect(amount).toHaveValue(language.shown)

      // Three decimals are refused on save, with the reason next to the field; nothing is stored.
      // As a person does, save once the edit view has checked the change with the server (its
      // form-state request 250 ms after the last keystroke): a save sent before that check is
      // answered, and the late check then wipes the field's error (Payload's edit view).
      const checked = page.waitForResponse(
        (response) =>
          response.request().method() === 'POST' &&
          response.url().endsWith(`/admin/collections/jackpots/${id}`),
      )
      await amount.fill('12,345')
      await checked
      await page.getByRole('button', { name: language.save, exact: true }).click()
      // The admin shows the server's refusal after its round trip (slow on a loaded machine).
      await expect(page.getByText(language.refused)).toBeVisible({ timeout: 20_000 })
      expect(await readAmount(request, auth, id)).toBe(100)
      // Payload's edit view validates on the server: the browser logs that one refusal (400).
      const isRefusal = (error: string) =>
        error.includes('status of 400') && error.includes(`/api/cms/jackpots/${id}?`)
      expect(consoleErrors.filter(isRefusal)).toHaveLength(1)
      consoleErrors.splice(0, consoleErrors.length, ...consoleErrors.filter((e) => !isRefusal(e)))

      await amount.fill(language.typed)
      await expect(page.getByText(language.refused)).toBeHidden()
      await page.getByRole('button', { name: language.save, exact: true }).click()
      await expect.poll(() => readAmount(request, auth, id)).toBe(1250)

      await page.reload()
      await expect(page.getByLabel(language.label)).toHaveValue(language.typed)
      // The list shows the amount in euros too (the newest jackpot comes first).
      await page.goto('/admin/collections/jackpots')
      await expect(page.getByRole('cell', { name: language.listed }).first()).toBeVisible()
      await request.delete(`/api/cms/jackpots/${id}`, { headers: auth })
    })
  })
}
