'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { formatStaffDate } from '../staff-dates'

/** A date column of the admin's lists: Paris time, in the staff member's language. */
export function ParisDateCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (typeof cellData !== 'string' && !(cellData instanceof Date)) return null
  const text = formatStaffDate(cellData, i18n.language)
  return text ? <time dateTime={new Date(cellData).toISOString()}>{text}</time> : null
}
