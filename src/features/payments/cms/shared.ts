import type { Field } from 'payload'

export const paymentsGroup = { fr: 'Paiements', en: 'Payments' }

export const readOnly = { readOnly: true }

export const cells = '/features/payments/cms/admin/payment-event-cells'
/** A history column shown with its label in the admin's language (the stored code stays). */
export const labelledCell = (name: string) => ({ components: { Cell: `${cells}#${name}` } })

export const memberField = (index = true): Field => ({
  name: 'member',
  type: 'relationship',
  relationTo: 'members',
  required: true,
  index,
  label: { fr: 'Membre', en: 'Member' },
  admin: readOnly,
})

/** POST /api/cms/payments/{id}/refund: administrators and member support, through the provider. */
