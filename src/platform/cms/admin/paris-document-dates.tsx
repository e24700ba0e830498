'use client'

import { useDocumentInfo, useTranslation } from '@payloadcms/ui'

import { formatStaffDate } from '../staff-dates'

/**
 * The edit view's "Last modified" and "Created" dates in Paris time and the staff member's
 * language. Payload writes them in the browser's zone with no setting to change it, so its own
 * two items are hidden (custom.scss) and these take their place at the head of the controls.
 */
export function ParisDocumentDates() {
  const { data, id } = useDocumentInfo()
  const { i18n, t } = useTranslation()
  if (id === undefined || id === null) return null
  const items = [
    { key: 'updated', label: t('general:lastModified'), value: data?.updatedAt },
    { key: 'created', label: t('general:created'), value: data?.createdAt },
  ].filter((item): item is typeof item & { value: string } => typeof item.value === 'string')
  if (items.length === 0) return null
  return (
    <ul className="paris-document-dates">
      {items.map((item) => (
        <li key={item.key} className="paris-document-dates__item">
          <span className="paris-document-dates__label">
            {item.label}
            {i18n.language === 'fr' ? '\u00a0: ' : ': '}
          </span>
          <time dateTime={new Date(item.value).toISOString()}>
            {formatStaffDate(item.value, i18n.language)}
          </time>
        </li>
      ))}
    </ul>
  )
}
