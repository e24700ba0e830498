import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  CollectionConfig,
  Field,
  GlobalConfig,
  PayloadRequest,
} from 'payload'

import { inAdminLanguage } from '@/features/content/cms/admin-text'
import { anyStaff, memberSupport, nobody } from '@/platform/security/staff-access'

import {
  deriveSubscriptionStatus,
  NEWSLETTER_LISTS,
  SUBSCRIPTION_STATUSES,
  type NewsletterList,
  type SubscriptionStatus,
} from '../domain'
import { requestsGroup } from './contact-requests'

export const listLabels: Record<NewsletterList, { fr: string; en: string }> = {
  casino: { fr: 'Actualités des casinos', en: 'Casino news' },
  hotel: { fr: 'Actualités des hôtels', en: 'Hotel news' },
  partner: { fr: 'Offres des partenaires', en: 'Partner offers' },
}

const statusLabels: Record<SubscriptionStatus, { fr: string; en: string }> = {
  pending: { fr: 'En attente de confirmation', en: 'Awaiting confirmation' },
  subscribed: { fr: 'Abonné', en: 'Subscribed' },
  unsubscribed: { fr: 'Désabonné', en: 'Unsubscribed' },
}

/** The status follows the lists and the confirmation, whoever changed them (ADR 0024). */
const keepStatus: CollectionBeforeChangeHook = ({ data, originalDoc }) => {
  const merged = { ...originalDoc, ...data }
  return {
    ...data,
    status: deriveSubscriptionStatus({ lists: merged, confirmedAt: merged.confirmedAt }),
  }
}

const readOnly = { readOnly: true }

/** A hook over the subscriptions collection, given the names of the lists it holds. */
export type ListsChangeHook = (lists: readonly string[]) => CollectionAfterChangeHook

/**
 * One row per e-mail address: the newsletter lists it receives. The one source for visitors who
 * subscribed with the newsletter block and for members' casino, hotel and partner opt-ins (the
 * members collection reads and writes these lists, see identity/cms/members.ts). Rows are created
 * by our code (double opt-in, or a member's profile); staff read, export and erase them.
 */
export const newsletterSubscriptions = ({
  afterListsChange = [],
}: {
  /**
   * Hooks told of every write of an address's lists (the consent area keeps their history),
   * given by the composition root.
   */
  afterListsChange?: readonly ListsChangeHook[]
} = {}): CollectionConfig => ({
  slug: 'newsletter-subscriptions',
  labels: {
    singular: { fr: 'Abonnement newsletter', en: 'Newsletter subscription' },
    plural: { fr: 'Abonnés newsletter', en: 'Newsletter subscribers' },
  },
  admin: {
    useAsTitle: 'email',
    defaultColumns: ['email', 'status', ...NEWSLETTER_LISTS, 'unsubscribeReasonLabel', 'updatedAt'],
    group: requestsGroup,
    components: {
      beforeListTable: ['@/features/forms/cms/admin/export-link#NewsletterExportLink'],
    },
  },
  access: { create: nobody, read: memberSupport, update: memberSupport, delete: memberSupport },
  defaultSort: '-updatedAt',
  hooks: {
    beforeChange: [keepStatus],
    afterChange: afterListsChange.map((hook) => hook(NEWSLETTER_LISTS)),
  },
  fields: [
    {
      name: 'email',
      type: 'email',
      required: true,
      unique: true,
      index: true,
      label: { fr: 'E-mail', en: 'E-mail' },
      access: { update: () => false },
    },
    {
      type: 'row',
      fields: NEWSLETTER_LISTS.map((list): Field => ({
        name: list,
        type: 'checkbox',
        defaultValue: false,
        label: listLabels[list],
      })),
    },
    {
      type: 'row',
      fields: [
        {
          name: 'status',
          type: 'select',
          required: true,
          index: true,
          defaultValue: 'pending',
          label: { fr: 'État', en: 'Status' },
          options: SUBSCRIPTION_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
          admin: readOnly,
        },
        {
          name: 'locale',
          type: 'select',
          label: { fr: 'Langue', en: 'Language' },
          options: [
            { value: 'fr', label: { fr: 'Français', en: 'French' } },
            { value: 'en', label: { fr: 'Anglais', en: 'English' } },
          ],
        },
        {
          name: 'confirmedAt',
          type: 'date',
          label: { fr: 'Adresse confirmée le', en: 'Address confirmed on' },
          admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
        },
      ],
    },
    {
      type: 'collapsible',
      label: { fr: 'Dernier désabonnement', en: 'Last unsubscription' },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'unsubscribedAt',
              type: 'date',
              label: { fr: 'Le', en: 'On' },
              admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
            },
            {
              name: 'unsubscribedLists',
              type: 'text',
              label: { fr: 'Listes quittées', en: 'Lists left' },
              admin: readOnly,
            },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'unsubscribeReason',
              type: 'text',
              label: { fr: 'Raison (code)', en: 'Reason (code)' },
              admin: readOnly,
            },
            {
              name: 'unsubscribeReasonLabel',
              type: 'text',
              label: { fr: 'Raison', en: 'Reason' },
              admin: readOnly,
            },
          ],
        },
        {
          name: 'unsubscribeComment',
          type: 'textarea',
          label: { fr: 'Commentaire', en: 'Comment' },
          admin: readOnly,
        },
      ],
    },
  ],
})

/** Reason codes: what the CSV and the statistics group by, whatever the wording. */
const reasonKey = /^[a-z0-9-]{1,40}$/

/**
 * The newsletter's settings: the reasons the unsubscribe page offers, whose codes group the
 * unsubscriptions in the export. Member support, who own the subscriptions, and administrators
 * change them; editors read them (ADR 0041).
 */
export const NewsletterSettings: GlobalConfig = {
  slug: 'newsletter-settings',
  label: { fr: 'Réglages de la newsletter', en: 'Newsletter settings' },
  admin: { group: requestsGroup },
  access: { read: anyStaff, update: memberSupport },
  fields: [
    {
      name: 'unsubscribeReasons',
      type: 'array',
      label: { fr: 'Raisons de désabonnement proposées', en: 'Unsubscribe reasons offered' },
      labels: {
        singular: { fr: 'Raison', en: 'Reason' },
        plural: { fr: 'Raisons', en: 'Reasons' },
      },
      maxRows: 12,
      admin: {
        description: {
          fr: 'Proposées dans cet ordre sur la page de désabonnement, avec un champ libre « Autre ».',
          en: 'Offered in this order on the unsubscribe page, with a free-text “Other” field.',
        },
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'key',
              type: 'text',
              required: true,
              label: { fr: 'Code', en: 'Code' },
              validate: (value: string | null | undefined, { req }: { req: PayloadRequest }) =>
                value && reasonKey.test(value)
                  ? true
                  : inAdminLanguage(req, {
                      fr: 'Minuscules, chiffres et tirets (40 au plus)',
                      en: 'Lowercase letters, digits and hyphens (40 at most)',
                    }),
            },
            {
              name: 'label',
              type: 'text',
              required: true,
              localized: true,
              label: { fr: 'Libellé', en: 'Label' },
            },
          ],
        },
      ],
    },
  ],
}
