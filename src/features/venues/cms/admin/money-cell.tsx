'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { convertCentsToEuros, isCents } from '../../domain/money'

const formats = {
  fr: new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' }),
  en: new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }),
}

/** A cents column of the admin's lists, shown in euros like the edit view. */
export function MoneyCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (!isCents(cellData)) return null
  return (
    <span>
      {formats[i18n.language === 'en' ? 'en' : 'fr'].format(convertCentsToEuros(cellData))}
    </span>
  )
}
