import type { Payload } from 'payload'

import { SPONSOR_CODE_PARAM, accountPath } from '@/features/identity'
import { getEnv } from '@/platform/config/env'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'
import type { ComposedMailDraft, MailSample } from '@/platform/mail/compose/content'
import { sendComposedMail } from '@/platform/mail/mailer'

/**
 * The sponsorship invitation, in the language the sponsor invited in: the sponsor's code and the
 * sign-up link that carries it (the form opens with the code filled in). A pure draft from the
 * sponsor and the godson, so staff preview the same draft with sample data (`sponsorshipMails`).
 */

export type SponsorForMail = { firstname: string; lastname: string; sponsorCode?: string | null }
export type GodsonForMail = { civility: 'Mr' | 'Mrs'; lastname: string }

/** The sign-up form's address, with the sponsor code as its parameter. */
function signUpUrl(locale: Locale, sponsorCode: string | null | undefined): string {
  const url = new URL(localizePath(accountPath('signUp', locale), locale), getEnv().SITE_URL)
  if (sponsorCode) url.searchParams.set(SPONSOR_CODE_PARAM[locale], sponsorCode)
  return url.toString()
}

export function sponsorshipInvitationMail(
  locale: Locale,
  sponsor: SponsorForMail,
  godson: GodsonForMail,
): ComposedMailDraft {
  const t = getTranslator(locale, 'sponsorship')
  const subject = t('mail.subject', { sponsor: `${sponsor.firstname} ${sponsor.lastname}` })
  const body = t('mail.body', { sponsor: sponsor.firstname })
  return {
    subject,
    content: {
      preview: body,
      heading: subject,
      greeting: t(godson.civility === 'Mrs' ? 'mail.greetingMrs' : 'mail.greetingMr', {
        lastname: godson.lastname,
      }),
      blocks: [
        { kind: 'paragraph', text: body },
        { kind: 'facts', lines: [t('mail.code', { code: sponsor.sponsorCode ?? '' })] },
        {
          kind: 'action',
          label: t('mail.button'),
          href: signUpUrl(locale, sponsor.sponsorCode),
        },
      ],
      signature: t('mail.signature'),
    },
  }
}

/** Mails the godson (stored in the outbox first). */
export async function sendSponsorshipInvitation(
  ctx: { payload: Payload; locale: Locale },
  sponsor: SponsorForMail,
  godson: GodsonForMail & { email: string },
): Promise<void> {
  await sendComposedMail(ctx.payload, {
    ...sponsorshipInvitationMail(ctx.locale, sponsor, godson),
    to: godson.email,
    kind: 'sponsorship.invitation',
    locale: ctx.locale,
  })
}

/** Sample data for staff's previews (no member is read; the code is not a real one). */
export const sponsorshipMails: readonly MailSample[] = [
  {
    kind: 'sponsorship.invitation',
    render: (locale) =>
      sponsorshipInvitationMail(
        locale,
        { firstname: 'Camille', lastname: 'Martin', sponsorCode: 'S7K2M9QX' },
        { civility: 'Mrs', lastname: 'Roussel' },
      ),
  },
]
