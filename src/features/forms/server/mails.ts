import type { Locale } from '@/platform/i18n/locales'
import type { MailSample } from '@/platform/mail/compose/content'

import { contactAcknowledgementMail, contactRequestMail } from './contact'
import {
  newsletterConfirmationMail,
  newsletterWelcomeMail,
  withUnsubscribeLink,
} from './newsletter'

/**
 * The forms' mails with sample data, for staff's previews: nothing is read, and the links carry
 * an example token, not a real one.
 */
const SAMPLE_TOKEN = 'apercu-exemple-preview-sample-000000'
const SAMPLE_VENUE = 'Casino Atout Cannes Croisette'

const sampleContact = (locale: Locale) => ({
  id: 1284,
  name: 'Camille Martin',
  email: 'camille.martin@example.com',
  phone: '+33611223344',
  locale,
  subject: locale === 'fr' ? 'Objet perdu' : 'Lost property',
  message:
    locale === 'fr'
      ? 'J’ai oublié mon écharpe bleue au bar hier soir, vers 23 h.\nL’avez-vous retrouvée ?'
      : 'I left my blue scarf at the bar last night, around 11 pm.\nHave you found it?',
})

export const formsMails: readonly MailSample[] = [
  {
    kind: 'forms.contactRequest',
    render: (locale) => contactRequestMail(locale, sampleContact(locale), SAMPLE_VENUE),
  },
  {
    kind: 'forms.contactAcknowledgement',
    render: (locale) => contactAcknowledgementMail(locale, sampleContact(locale), SAMPLE_VENUE),
  },
  {
    kind: 'newsletter.confirmation',
    render: (locale) => newsletterConfirmationMail(locale, ['casino', 'partner'], SAMPLE_TOKEN),
  },
  {
    kind: 'newsletter.welcome',
    render: (locale) =>
      withUnsubscribeLink(
        newsletterWelcomeMail(locale, ['casino', 'partner']),
        locale,
        SAMPLE_TOKEN,
      ),
  },
]
