import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { createCmsClient, createStaffAccount } from '../support/cms-api'
import { createTestPayload, type TestPayload } from './support/payload'

/**
 * The admin's API answers in the caller's language (issue 20, item 17): a points adjustment sent
 * without its reason through /api/cms is refused with a message in the language the caller asked
 * for (Accept-Language, as the admin's own requests carry it), in French and in English.
 */

let ctx: TestPayload
let cms: ReturnType<typeof createCmsClient>
let support: Awaited<ReturnType<typeof createStaffAccount>>
let memberId: number

beforeAll(async () => {
  ctx = await createTestPayload()
  ctx.payload.logger.level = 'warn'
  cms = createCmsClient(ctx.payload.config)
  support = await createStaffAccount(ctx.payload, 'support-lang@staff.example', ['support'], 'Sam')
  const member = await ctx.payload.create({
    collection: 'members',
    data: {
      email: 'lang-member@example.com',
      firstname: 'Louise',
      lastname: 'Fabre',
      state: 'Active',
    },
  })
  memberId = member.id
})
afterAll(async () => {
  await ctx?.cleanup()
})

const cases = [
  {
    language: 'fr',
    acceptLanguage: 'fr-FR,fr;q=0.9',
    reason: 'Indiquez le motif de l’ajustement',
    label: 'Motif',
  },
  {
    language: 'en',
    acceptLanguage: 'en-US,en;q=0.9',
    reason: 'Give the reason for the adjustment',
    label: 'Reason',
  },
] as const

describe('points adjustment without a reason, through the API', () => {
  for (const { language, acceptLanguage, reason, label } of cases) {
    test(`${language}: refused with the reason's message in the caller's language`, async () => {
      const answer = await cms.rest(
        'POST',
        'loyalty-adjustments',
        { ...support.headers, 'accept-language': acceptLanguage },
        { member: memberId, rewardPoints: 50, statusPoints: 0, reason: '' },
      )
      expect(answer.status).toBe(400)
      const text = JSON.stringify(answer.errors)
      expect(text).toContain(reason)
      const other = cases.find((entry) => entry.language !== language)!
      expect(text).not.toContain(other.reason)
      // Payload's own wording around it is in that language too, naming the field by its label.
      const summary = answer.errors[0]!.message
      expect(summary).toMatch(new RegExp(`${label}$`))
      expect(summary).not.toMatch(language === 'fr' ? /The following field/ : /suivant/)
    })
  }
})

describe('background jobs in the admin', () => {
  test('every task is named in French and English in the jobs list (and its log)', () => {
    const jobs = ctx.payload.config.collections.find((c) => c.slug === 'payload-jobs')!
    const taskSlugs = (ctx.payload.config.jobs.tasks ?? []).map((task) => task.slug)
    expect(taskSlugs.length).toBeGreaterThan(0)
    const field = jobs.fields.find((f) => 'name' in f && f.name === 'taskSlug') as {
      options: { value: string; label: unknown }[]
    }
    for (const slug of taskSlugs) {
      const option = field.options.find((o) => o.value === slug)
      expect(option?.label, slug).toEqual({ fr: expect.any(String), en: expect.any(String) })
      const { fr, en } = option!.label as { fr: string; en: string }
      expect(fr, slug).not.toBe(en)
    }
  })
})
