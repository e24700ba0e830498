import type { Block } from 'payload'

import { NEWSLETTER_LISTS } from '../domain'
import { listLabels } from './newsletter'

const group = { fr: 'Formulaires', en: 'Forms' }

const heading = {
  name: 'heading',
  type: 'text',
  localized: true,
  label: { fr: 'Titre', en: 'Heading' },
} as const
const intro = {
  name: 'intro',
  type: 'textarea',
  localized: true,
  label: { fr: 'Introduction', en: 'Introduction' },
} as const

export const ContactFormBlock: Block = {
  slug: 'contactForm',
  interfaceName: 'ContactFormBlock',
  labels: {
    singular: { fr: 'Formulaire de contact', en: 'Contact form' },
    plural: { fr: 'Formulaires de contact', en: 'Contact forms' },
  },
  admin: { group },
  fields: [
    heading,
    intro,
    {
      name: 'casino',
      type: 'relationship',
      relationTo: 'casinos',
      label: { fr: 'Casino', en: 'Casino' },
      admin: {
        description: {
          fr: 'Établissement proposé par défaut ; son adresse e-mail de contact reçoit le message',
          en: 'Venue preselected; its contact e-mail address receives the message',
        },
      },
    },
  ],
}

export const NewsletterSignupBlock: Block = {
  slug: 'newsletterSignup',
  interfaceName: 'NewsletterSignupBlock',
  labels: {
    singular: { fr: 'Inscription newsletter', en: 'Newsletter sign-up' },
    plural: { fr: 'Inscriptions newsletter', en: 'Newsletter sign-ups' },
  },
  admin: { group },
  fields: [
    heading,
    intro,
    {
      name: 'lists',
      type: 'select',
      hasMany: true,
      label: { fr: 'Listes proposées', en: 'Lists offered' },
      options: NEWSLETTER_LISTS.map((value) => ({ value, label: listLabels[value] })),
      admin: { description: { fr: 'Vide : toutes les listes', en: 'Empty: every list' } },
    },
  ],
}

export const formBlocks: Block[] = [ContactFormBlock, NewsletterSignupBlock]
