import type { APIRequestContext } from '@playwright/test'

import { expect, staffToken, test } from './support/fixtures'

/**
 * Points adjustments in the real admin, in both of its languages (ADR 0041): member support's
 * large adjustment waits for an administrator, who approves it; the points arrive then, once.
 */
const DEMO_PASSWORD = 'Atout-Demo-2026!'
const MEMBER_EMAIL = 'marie.dupont@demo.atout.example'

const languages = [
  {
    locale: 'fr-FR',
    adjust: 'Ajuster les points',
    rewardPoints: 'Points avantages',
    reasonHint: 'Le membre le voit dans son historique.',
    save: 'Sauvegarder',
    pending: /attend l’approbation d’un administrateur/,
    approve: 'Approuver',
    approved: 'Ajustement approuvé : le mouvement de points est écrit.',
  },
  {
    locale: 'en-US',
    adjust: 'Adjust points',
    rewardPoints: 'Reward points',
    reasonHint: 'The member sees it in their history.',
    save: 'Save',
    pending: /waits for an administrator’s approval/,
    approve: 'Approve',
    approved: 'Adjustment approved: the points entry is written.',
  },
] as const

async function readJson<T>(request: APIRequestContext, path: string, token: string): Promise<T> {
  const response = await request.get(path, { headers: { Authorization: `JWT ${token}` } })
  expect(response.ok()).toBeTruthy()
  return (await response.json()) as T
}

async function balanceOf(request: APIRequestContext, token: string, memberId: number) {
  const { docs } = await readJson<{ docs: { rewardPoints: number }[] }>(
    request,
    `/api/cms/loyalty-accounts?where[member][equals]=${memberId}&depth=0`,
    token,
  )
  return docs[0]?.rewardPoints ?? 0
}

for (const language of languages) {
  test.describe(`points adjustments in the admin (${language.locale})`, () => {
    test.use({ locale: language.locale })

    test('support’s +100,000 waits for an administrator, whose approval credits it once', async ({
      page,
      request,
      baseURL,
    }) => {
      // Several admin page loads and two sign-ins on a shared two-core machine.
      test.setTimeout(120_000)
      const token = await staffToken(request)
      const members = await readJson<{ docs: { id: number }[] }>(
        request,
        `/api/cms/members?where[email][equals]=${MEMBER_EMAIL}&depth=0`,
        token,
      )
      const memberId = members.docs[0]!.id
      const before = await balanceOf(request, token, memberId)
      const reason = `Geste commercial ${language.locale} ${Date.now().toString(36)}`

      // Member support, on the member's page.
      await page.goto('/admin/login')
      await page.getByLabel(/e-?mail/i).fill('support@demo.atout.example')
      await page.getByLabel(/mot de passe|password/i).fill(DEMO_PASSWORD)
      await page.getByRole('button', { name: /connexion|login|se connecter/i }).click()
      await expect(page).toHaveURL(/\/admin$/)
      await page.goto(`/admin/collections/members/${memberId}`)
      await page.getByRole('button', { name: language.adjust }).click()
      const drawer = page.getByRole('dialog')
      // Payload's drawer does not tie its labels to their inputs: each field by its wrapper.
      const field = (type: 'number' | 'text', label: string) =>
        drawer.locator(`.field-type.${type}`).filter({ hasText: label })
      await field('number', language.rewardPoints).getByRole('spinbutton').fill('100000')
      await field('text', language.reasonHint).getByRole('textbox').fill(reason)
      await drawer.getByRole('button', { name: language.save, exact: true }).click()
      await expect(page.getByRole('status').filter({ hasText: language.pending })).toBeVisible({
        timeout: 20_000,
      })
      expect(await balanceOf(request, token, memberId)).toBe(before)

      // An administrator opens the request and approves it.
      const requests = await readJson<{ docs: { id: number; status: string }[] }>(
        request,
        `/api/cms/loyalty-adjustments?where[reason][equals]=${encodeURIComponent(reason)}&depth=0`,
        token,
      )
      expect(requests.docs.map((doc) => doc.status)).toEqual(['pending'])
      // Support's page is left first: the admin's open page calls its server functions in the
      // background, and one made between the two sign-ins, with no session, is refused (401) and
      // logged in the browser as a failed server render.
      await page.goto('about:blank')
      await page.context().clearCookies()
      await page.context().addCookies([{ name: 'payload-token', value: token, url: baseURL! }])
      await page.goto(`/admin/collections/loyalty-adjustments/${requests.docs[0]!.id}`)
      page.once('dialog', (dialog) => void dialog.accept())
      await page.getByRole('button', { name: language.approve, exact: true }).click()
      await expect(page.getByText(language.approved)).toBeVisible({ timeout: 20_000 })
      expect(await balanceOf(request, token, memberId)).toBe(before + 100_000)
      const entries = await readJson<{ docs: { approvedBy: number | null }[] }>(
        request,
        `/api/cms/loyalty-entries?where[reason][equals]=${encodeURIComponent(reason)}&depth=0`,
        token,
      )
      expect(entries.docs).toHaveLength(1)
      expect(entries.docs[0]!.approvedBy).toEqual(expect.any(Number))
    })
  })
}
