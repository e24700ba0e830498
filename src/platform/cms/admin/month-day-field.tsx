'use client'

import { useTranslation } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import type { TextFieldClientComponent } from 'payload'

import { fromMonthDay, listMonthOptions, toMonthDay } from '@/platform/domain/day-month'

import { AdminFieldFrame, useAdminTextField } from './field-frame'

const DAYS = Array.from({ length: 31 }, (_, index) => String(index + 1).padStart(2, '0'))

/**
 * A day of the year kept as 'MM-DD' text (a member's lucky dates), picked with two selects — the
 * day and the month named in the admin's language — instead of typed. Half a choice keeps the
 * field as it was until both are chosen; "—" in both clears it.
 */
export const MonthDayField: TextFieldClientComponent = ({
  field,
  path: pathFromProps,
  readOnly,
}) => {
  const { label } = field
  const { i18n } = useTranslation()
  const state = useAdminTextField(pathFromProps, readOnly)
  const { id, path, showError } = state
  const isReadOnly = state.readOnly
  const current = fromMonthDay(state.text)
  const french = i18n.language === 'fr'
  // Each select is named with the field: "Date fétiche 1 — jour", "Lucky date 1 — month".
  const name = label ? getTranslation(label, i18n as never) : ''
  const choose = (part: 'day' | 'month', chosen: string) => {
    const next = toMonthDay({ ...current, [part]: chosen })
    if (next !== null) state.setText(next)
  }
  const selectStyle = { minWidth: 120, padding: '8px 10px' }
  return (
    <AdminFieldFrame
      field={field}
      path={path}
      labelFor={`${id}-day`}
      showError={showError}
      readOnly={isReadOnly}
      wrapStyle={{ display: 'flex', gap: 8 }}
    >
      <select
        id={`${id}-day`}
        aria-label={`${name} — ${french ? 'jour' : 'day'}`}
        value={current.day}
        disabled={isReadOnly}
        style={selectStyle}
        onChange={(event) => choose('day', event.target.value)}
      >
        <option value="">—</option>
        {DAYS.map((day) => (
          <option key={day} value={day}>
            {Number(day)}
          </option>
        ))}
      </select>
      <select
        aria-label={`${name} — ${french ? 'mois' : 'month'}`}
        value={current.month}
        disabled={isReadOnly}
        style={selectStyle}
        onChange={(event) => choose('month', event.target.value)}
      >
        <option value="">—</option>
        {listMonthOptions(french ? 'fr-FR' : 'en-GB').map((month) => (
          <option key={month.value} value={month.value}>
            {month.label}
          </option>
        ))}
      </select>
    </AdminFieldFrame>
  )
}
