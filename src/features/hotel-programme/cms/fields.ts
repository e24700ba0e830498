import type { Field } from 'payload'

import { dayField } from '@/features/identity/cms/day-field'

import { HOTEL_STATUSES, type HotelStatus } from '../domain'

export const hotelGroup = { fr: 'Programme hôtels', en: 'Hotel programme' }

export const statusLabels: Record<HotelStatus, { fr: string; en: string }> = {
  decouverte: { fr: 'Découverte', en: 'Découverte' },
  infiniment: { fr: 'Infiniment', en: 'Infiniment' },
  collaborator: { fr: 'Collaborateur', en: 'Collaborator' },
}

export const statusOptions = HOTEL_STATUSES.map((value) => ({ value, label: statusLabels[value] }))

export const readOnlyDay = (name: string, label: { fr: string; en: string }): Field => {
  const field = dayField(name, label)
  return { ...field, admin: { ...field.admin, readOnly: true } } as Field
}
