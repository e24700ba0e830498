'use client'

import { FormErrorSummary, type ApiFormState } from '@/ui/primitives/form'

import type { CommonStrings } from '../strings'
import { buildSummaryItems } from './form-kit'

type Props = {
  form: Pick<ApiFormState, 'error' | 'fieldErrors' | 'failures'>
  /** Field name → label, in the order of the form. */
  fields: Record<string, string>
  idOf: (name: string) => string
  common: CommonStrings
}

/** The error summary of an account form, built from the form's state. */
export function FormSummary({ form, fields, idOf, common }: Props) {
  return (
    <FormErrorSummary
      title={common.errorSummaryTitle}
      items={buildSummaryItems(form, fields, idOf, common)}
      focusKey={form.failures}
    />
  )
}

export function RequiredNote({ common }: { common: CommonStrings }) {
  return <p className="text-sm text-ink-300">{common.requiredNote}</p>
}

export const textLinkClasses =
  'font-medium text-gold-300 underline decoration-gold-400/50 underline-offset-4 hover:text-gold-200'
