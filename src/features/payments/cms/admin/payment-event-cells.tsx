'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import {
  paymentAuthorLabel,
  paymentEventLabel,
  paymentNoteLabel,
  paymentStateLabel,
  type AdminLanguage,
} from '../event-labels'

function labelled(describe: (value: string, language: AdminLanguage) => string) {
  return function LabelledCell({ cellData }: DefaultCellComponentProps) {
    const { i18n } = useTranslation()
    if (typeof cellData !== 'string' || !cellData) return null
    const language: AdminLanguage = i18n.language === 'en' ? 'en' : 'fr'
    return <span title={cellData}>{describe(cellData, language)}</span>
  }
}

/** A payment history's columns in the staff member's language (the code stays in the tooltip). */
export const PaymentStateCell = labelled(paymentStateLabel)
export const PaymentEventCell = labelled(paymentEventLabel)
export const PaymentAuthorCell = labelled(paymentAuthorLabel)
export const PaymentNoteCell = labelled(paymentNoteLabel)
