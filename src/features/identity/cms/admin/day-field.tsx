'use client'

import type { TextFieldClientComponent } from 'payload'

import { NativeInputField } from '@/platform/cms/admin/native-input-field'

/**
 * A calendar day kept as 'YYYY-MM-DD' text (birthdates, compared as written by the card and login
 * rules and read as-is by the fast init route), edited with the browser's date picker.
 */
export const DayField: TextFieldClientComponent = (props) => (
  <NativeInputField {...props} type="date" />
)
