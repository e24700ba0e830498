'use client'

import { useTranslation } from '@payloadcms/ui'
import type { DefaultCellComponentProps } from 'payload'

import { formatEuros } from '@/platform/format'

import { isCents } from '../../domain/money'

/** A cents column of the admin's lists, shown in euros like the edit view. */
export function MoneyCell({ cellData }: DefaultCellComponentProps) {
  const { i18n } = useTranslation()
  if (!isCents(cellData)) return null
  return (
    <span>
      {formatEuros(cellData, i18n.language === 'en' ? 'en' : 'fr', { decimals: 'always' })}
    </span>
  )
}
