'use client'

import type { TextFieldClientComponent } from 'payload'

import { NativeInputField } from './native-input-field'

/**
 * A time of day kept as 'HH:MM' text (opening hours, in Paris time), picked with the browser's
 * time input instead of typed. The end of the day may be stored as '24:00', which a time input
 * writes '00:00' (a closing time of 00:00 is midnight).
 */
export const TimeField: TextFieldClientComponent = (props) => (
  <NativeInputField
    {...props}
    type="time"
    step={300}
    shown={(value) => (value === '24:00' ? '00:00' : value)}
  />
)
