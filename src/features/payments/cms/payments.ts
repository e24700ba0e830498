import type { CollectionConfig, PayloadHandler } from 'payload'

import { centsField } from '@/features/venues/cms/fields'
import { adminOnly, hasStaffRole, memberSupport, nobody } from '@/platform/security/staff-access'

import { PAYMENT_STATES } from '../domain'
import { describePaymentError } from '../server/error-messages'
import { isPaymentError } from '../server/errors'
import { paymentsContext, refundPayment } from '../server/service'
import { paymentStateLabels } from './event-labels'

import { labelledCell, memberField, paymentsGroup, readOnly } from './shared'
import { EXPORT_LINKS_COMPONENT, exportEndpoint } from '@/platform/cms/exports/export-endpoint'

const refund: PayloadHandler = async (req) => {
  if (!hasStaffRole(req.user, ['admin', 'support'])) {
    return Response.json({ message: 'Forbidden' }, { status: 403 })
  }
  const id = Number(req.routeParams?.id)
  if (!Number.isSafeInteger(id)) return Response.json({ message: 'Not found' }, { status: 404 })
  const locale = req.i18n?.language === 'en' ? 'en' : 'fr'
  try {
    const result = await refundPayment(
      paymentsContext(req.payload, { locale }),
      id,
      String((req.user as { email?: string } | null)?.email ?? 'staff'),
    )
    return Response.json({ status: result.changed ? result.to : result.state })
  } catch (error) {
    if (!isPaymentError(error)) throw error
    const described = describePaymentError(error.code, locale)
    return Response.json(described, { status: error.code === 'unknownPayment' ? 404 : 409 })
  }
}

/**
 * A payment: the state machine of domain/payment-state.ts in cents and EUR. Written only by the
 * payments service (compare-and-set on the status); staff read it and refund it with the button,
 * which goes through the provider. Every change is in payment-events with its author.
 */
export const Payments: CollectionConfig = {
  slug: 'payments',
  labels: {
    singular: { fr: 'Paiement', en: 'Payment' },
    plural: { fr: 'Paiements', en: 'Payments' },
  },
  admin: {
    group: paymentsGroup,
    useAsTitle: 'reference',
    defaultColumns: ['reference', 'purpose', 'member', 'amountCents', 'status', 'createdAt'],
    listSearchableFields: ['reference', 'machineId', 'providerRef'],
    components: {
      edit: { beforeDocumentControls: ['/features/payments/cms/admin/refund-button#RefundButton'] },
      beforeListTable: [EXPORT_LINKS_COMPONENT],
    },
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  endpoints: [
    { path: '/:id/refund', method: 'post', handler: refund },
    // Never the provider's redirect URL or raw events: what accounting reconciles.
    exportEndpoint(
      [
        'reference',
        'status',
        'purpose',
        'member',
        'amountCents',
        'currency',
        'description',
        'provider',
        'providerRef',
        'tournament',
        'casinoTrigram',
        'machineId',
        'settledAt',
        'refundRef',
        'locale',
        'createdAt',
      ].map((path) => ({ path })),
    ),
  ],
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'reference',
      type: 'text',
      required: true,
      unique: true,
      index: true,
      label: { fr: 'Référence', en: 'Reference' },
      admin: readOnly,
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'created',
      label: { fr: 'État', en: 'Status' },
      options: PAYMENT_STATES.map((value) => ({ value, label: paymentStateLabels[value] })),
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'purpose',
      type: 'select',
      required: true,
      index: true,
      label: { fr: 'Objet', en: 'Purpose' },
      options: [
        { value: 'tournament', label: { fr: 'Inscription à un tournoi', en: 'Tournament entry' } },
        { value: 'machine', label: { fr: 'Crédit machine à sous', en: 'Slot machine credit' } },
      ],
      admin: readOnly,
    },
    memberField(),
    centsField('amountCents', true, { fr: 'Montant', en: 'Amount' }),
    {
      name: 'currency',
      type: 'text',
      required: true,
      defaultValue: 'EUR',
      label: { fr: 'Devise', en: 'Currency' },
      admin: readOnly,
    },
    {
      name: 'description',
      type: 'text',
      required: true,
      label: { fr: 'Libellé', en: 'Description' },
      admin: readOnly,
    },
    {
      name: 'locale',
      type: 'select',
      required: true,
      defaultValue: 'fr',
      options: [
        { value: 'fr', label: { fr: 'Français', en: 'French' } },
        { value: 'en', label: { fr: 'Anglais', en: 'English' } },
      ],
      label: { fr: 'Langue', en: 'Language' },
      admin: readOnly,
    },
    {
      type: 'row',
      fields: [
        {
          name: 'provider',
          type: 'select',
          required: true,
          options: [
            { value: 'sandbox', label: { fr: 'Bac à sable (test)', en: 'Sandbox (test)' } },
            { value: 'stripe', label: { fr: 'Stripe', en: 'Stripe' } },
          ],
          label: { fr: 'Prestataire', en: 'Provider' },
          admin: readOnly,
        },
        {
          name: 'providerRef',
          type: 'text',
          index: true,
          label: { fr: 'Référence prestataire', en: 'Provider reference' },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'redirectUrl',
      type: 'text',
      label: { fr: 'Page de paiement', en: 'Payment page' },
      admin: { ...readOnly, hidden: true },
    },
    {
      name: 'expiresAt',
      type: 'date',
      label: { fr: 'Expire le', en: 'Expires at' },
      admin: { ...readOnly, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'tournament',
      type: 'relationship',
      relationTo: 'tournaments',
      index: true,
      label: { fr: 'Tournoi', en: 'Tournament' },
      admin: { ...readOnly, condition: (data) => data?.purpose === 'tournament' },
    },
    {
      type: 'row',
      admin: { condition: (data) => data?.purpose === 'machine' },
      fields: [
        {
          name: 'casinoTrigram',
          type: 'text',
          label: { fr: 'Casino (trigramme)', en: 'Casino (trigram)' },
          admin: readOnly,
        },
        {
          name: 'machineId',
          type: 'text',
          index: true,
          label: { fr: 'Machine (UUID)', en: 'Machine (UUID)' },
          admin: readOnly,
        },
      ],
    },
    {
      name: 'settledAt',
      type: 'date',
      label: { fr: 'Réglé le', en: 'Settled at' },
      admin: { ...readOnly, position: 'sidebar', date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'refundRef',
      type: 'text',
      label: { fr: 'Remboursement', en: 'Refund' },
      admin: { ...readOnly, position: 'sidebar' },
    },
    {
      name: 'events',
      type: 'join',
      collection: 'payment-events',
      on: 'payment',
      label: { fr: 'Historique', en: 'History' },
      defaultSort: 'createdAt',
      admin: {
        defaultColumns: ['createdAt', 'event', 'fromStatus', 'toStatus', 'author', 'note'],
      },
    },
  ],
}

/** The append-only log of every payment change, with its author (system, provider, staff). */
export const PaymentEvents: CollectionConfig = {
  slug: 'payment-events',
  labels: {
    singular: { fr: 'Événement de paiement', en: 'Payment event' },
    plural: { fr: 'Événements de paiement', en: 'Payment events' },
  },
  admin: {
    group: paymentsGroup,
    useAsTitle: 'event',
    defaultColumns: ['createdAt', 'payment', 'event', 'fromStatus', 'toStatus', 'author'],
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: nobody },
  defaultSort: '-createdAt',
  fields: [
    {
      name: 'payment',
      type: 'relationship',
      relationTo: 'payments',
      required: true,
      index: true,
      label: { fr: 'Paiement', en: 'Payment' },
    },
    {
      name: 'event',
      type: 'text',
      required: true,
      label: { fr: 'Événement', en: 'Event' },
      admin: labelledCell('PaymentEventCell'),
    },
    {
      name: 'fromStatus',
      type: 'text',
      label: { fr: 'De', en: 'From' },
      admin: labelledCell('PaymentStateCell'),
    },
    {
      name: 'toStatus',
      type: 'text',
      label: { fr: 'Vers', en: 'To' },
      admin: labelledCell('PaymentStateCell'),
    },
    {
      name: 'author',
      type: 'text',
      required: true,
      label: { fr: 'Auteur', en: 'Author' },
      admin: labelledCell('PaymentAuthorCell'),
    },
    {
      // A provider notification's id: unique, so a replay is recorded once at most.
      name: 'notificationId',
      type: 'text',
      unique: true,
      label: { fr: 'Notification', en: 'Notification' },
    },
    {
      name: 'note',
      type: 'text',
      label: { fr: 'Note', en: 'Note' },
      admin: labelledCell('PaymentNoteCell'),
    },
  ],
}
