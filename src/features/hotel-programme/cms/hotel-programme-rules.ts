import { ValidationError, type GlobalConfig } from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { isAdmin, memberSupport } from '@/platform/security/staff-access'

import { DEFAULT_HOTEL_RULES, normalizeDomain } from '../domain'
import { hotelGroup, statusOptions } from './fields'

/**
 * "Hotel programme rules" (ADR 0052): the Infiniment thresholds over the rolling 12 months, the
 * advantages of each status in both languages, and the domains of collaborators' professional
 * e-mails. The one place every screen, API and job reads them from (server/rules.ts).
 */
export const HotelProgrammeRulesGlobal: GlobalConfig = {
  slug: 'hotel-programme-rules',
  label: { fr: 'Règles du programme hôtels', en: 'Hotel programme rules' },
  admin: { group: hotelGroup },
  access: { read: memberSupport, update: ({ req }) => isAdmin(req) },
  fields: [
    {
      type: 'row',
      fields: [
        {
          name: 'infinimentNights',
          type: 'number',
          required: true,
          min: 1,
          max: 365,
          defaultValue: DEFAULT_HOTEL_RULES.infinimentNights,
          label: {
            fr: 'Infiniment : nuits sur 12 mois glissants',
            en: 'Infiniment: nights over a rolling 12 months',
          },
          admin: { step: 1 },
        },
        {
          name: 'infinimentStays',
          type: 'number',
          required: true,
          min: 1,
          max: 365,
          defaultValue: DEFAULT_HOTEL_RULES.infinimentStays,
          label: {
            fr: 'ou séjours sur 12 mois glissants',
            en: 'or stays over a rolling 12 months',
          },
          admin: { step: 1 },
        },
      ],
    },
    {
      name: 'advantages',
      type: 'array',
      label: { fr: 'Avantages par statut', en: 'Advantages per status' },
      labels: {
        singular: { fr: 'Avantage', en: 'Advantage' },
        plural: { fr: 'Avantages', en: 'Advantages' },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'status',
              type: 'select',
              required: true,
              options: statusOptions,
              label: { fr: 'Statut', en: 'Status' },
            },
            {
              name: 'text',
              type: 'text',
              required: true,
              localized: true,
              maxLength: 200,
              label: { fr: 'Avantage', en: 'Advantage' },
            },
          ],
        },
      ],
    },
    {
      name: 'collaboratorDomains',
      type: 'array',
      label: {
        fr: 'Domaines des e-mails des collaborateurs',
        en: 'Collaborators’ e-mail domains',
      },
      labels: {
        singular: { fr: 'Domaine', en: 'Domain' },
        plural: { fr: 'Domaines', en: 'Domains' },
      },
      admin: {
        description: {
          fr: 'Un collaborateur s’inscrit avec un e-mail de l’un de ces domaines (ou d’un sous-domaine).',
          en: 'A collaborator signs up with an e-mail of one of these domains (or a sub-domain).',
        },
      },
      fields: [
        {
          name: 'domain',
          type: 'text',
          required: true,
          label: { fr: 'Domaine', en: 'Domain' },
          validate: (value: unknown, { req }: { req: Parameters<typeof inAdminLanguage>[0] }) =>
            typeof value === 'string' && normalizeDomain(value)
              ? true
              : inAdminLanguage(req, {
                  fr: 'Un nom de domaine, par exemple atout-hotels.fr',
                  en: 'A domain name, for example atout-hotels.fr',
                }),
        },
      ],
    },
  ],
  hooks: {
    beforeValidate: [
      ({ data, req }) => {
        const nights = Number(data?.infinimentNights)
        const stays = Number(data?.infinimentStays)
        const bad = [nights, stays].some((value) => !Number.isInteger(value) || value < 1)
        if (data && bad) {
          throw new ValidationError({
            global: 'hotel-programme-rules',
            errors: [
              {
                path: 'infinimentNights',
                message: inAdminLanguage(req, {
                  fr: 'Des nombres entiers, 1 ou plus',
                  en: 'Whole numbers, 1 or more',
                }),
              },
            ],
            req,
          })
        }
        return data
      },
    ],
  },
}
