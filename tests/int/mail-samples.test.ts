import configPromise from '@payload-config'
import { REST_GET } from '@payloadcms/next/routes'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'

import { locales, type Locale } from '@/platform/i18n/locales'
import type { MailSample } from '@/platform/mail/compose/content'
import { MAIL_PREVIEW_CSP, mailSamplesOf } from '@/platform/mail/compose/previews'
import { composeMail } from '@/platform/mail/compose/render'

import { createStaffAccount } from '../support/cms-api'
import { createTestPayload, type TestPayload } from './support/payload'

/**
 * Every mail the site sends, through its area's sample (what staff preview in the admin): in
 * French and English, the branded HTML has the language, a title, alt texts, no script, and the
 * responsible-gaming line; the text part says the same with each link's URL; no message key or
 * placeholder leaks. Then the preview endpoint: staff only, HTML under a sandboxing policy.
 */

let ctx: TestPayload
let samples: readonly MailSample[]

beforeAll(async () => {
  ctx = await createTestPayload()
  samples = mailSamplesOf(ctx.payload.config.custom)
})
afterAll(async () => {
  await ctx?.cleanup()
})

const responsible: Record<Locale, string> = {
  fr: 'Pour être aidé, appelez le 09 74 75 13 13',
  en: 'For help, call 09 74 75 13 13',
}

describe('every mail, in both languages', () => {
  test('the composition root gathers the areas’ mails, each kind once', () => {
    const kinds = samples.map((sample) => sample.kind)
    expect(new Set(kinds).size).toBe(kinds.length)
    expect(kinds).toEqual(
      expect.arrayContaining([
        'booking.tableConfirmation',
        'booking.stayConfirmation',
        'booking.cancelled',
      ]),
    )
  })

  test('each renders to accessible HTML and a real text part', async () => {
    expect(samples.length).toBeGreaterThan(0)
    for (const sample of samples) {
      for (const locale of locales) {
        const where = `${sample.kind} (${locale})`
        const draft = sample.render(locale)
        const { html, text } = await composeMail(locale, draft.content)
        expect(draft.subject.trim(), where).not.toBe('')
        expect(html, where).toContain(`<html dir="ltr" lang="${locale}"`)
        expect(html, where).toMatch(/<h1[^>]*>[^<]+/)
        expect(html, where).not.toMatch(/<script/i)
        for (const image of html.match(/<img\b[^>]*>/g) ?? []) {
          expect(image, where).toMatch(/\salt="[^"]+"/)
        }
        expect(html, where).toContain(responsible[locale])
        expect(text, where).toContain(responsible[locale])
        // Every link of the HTML part is in the text part too, whole.
        for (const block of draft.content.blocks) {
          if (block.kind === 'action' || block.kind === 'link') {
            expect(block.href, where).toMatch(/^https?:\/\//)
            expect(text, where).toContain(block.href)
            expect(html, where).toContain(`href="${block.href.replaceAll('&', '&amp;')}"`)
          }
        }
        // No message key or ICU placeholder left unresolved.
        expect(`${draft.subject}\n${text}`, where).not.toMatch(
          /\{[a-zA-Z]+\}|\b[a-z]+\.mail\.[a-z]/,
        )
      }
    }
  })

  test('French and English differ (each mail is translated, not the same text twice)', () => {
    for (const sample of samples) {
      expect(sample.render('fr').subject, sample.kind).not.toBe(sample.render('en').subject)
    }
  })
})

describe('the preview endpoint', () => {
  const get = REST_GET(configPromise)
  const preview = (path: string, headers: Record<string, string> = {}) => {
    const url = new URL(`http://localhost:3000/api/cms/mail-previews/${path}`)
    const slug = url.pathname.replace(/^\/api\/cms\//, '').split('/')
    return get(new Request(url, { headers }), { params: Promise.resolve({ slug }) })
  }

  test('staff open a mail in each language, as HTML or text; nothing under it may run', async () => {
    const staff = await createStaffAccount(ctx.payload, 'mail-preview@staff.example', ['editor'])
    const fr = await preview('booking.tableConfirmation/fr', staff.headers)
    expect(fr.status).toBe(200)
    expect(fr.headers.get('content-type')).toBe('text/html; charset=utf-8')
    expect(fr.headers.get('content-security-policy')).toBe(MAIL_PREVIEW_CSP)
    expect(MAIL_PREVIEW_CSP).toContain('sandbox')
    expect(await fr.text()).toContain('lang="fr"')
    const en = await preview('booking.stayConfirmation/en?part=text', staff.headers)
    expect(en.status).toBe(200)
    expect(en.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(await en.text()).toMatch(/^Your stay — /)
  })

  test('a visitor or a member is refused; an unknown mail or language is a 404', async () => {
    expect((await preview('booking.tableConfirmation/fr')).status).toBe(403)
    const staff = await createStaffAccount(ctx.payload, 'mail-preview-2@staff.example', ['support'])
    expect((await preview('no.such.mail/fr', staff.headers)).status).toBe(404)
    expect((await preview('booking.tableConfirmation/de', staff.headers)).status).toBe(404)
  })
})
