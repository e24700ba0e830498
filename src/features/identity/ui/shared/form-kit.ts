'use client'

import { useId } from 'react'

import type { ApiFormState, SummaryItem } from '@/ui/primitives/form'

import type { CommonStrings } from '../strings'
import { fillTemplate } from './template'

/** Ids for the fields of one form, unique on the page and safe in a URL fragment. */
export function useFieldIds(): (name: string) => string {
  const prefix = `f${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  return (name) => `${prefix}-${name}`
}

/** Codes whose message says everything; the others are shown with their code for support. */
const codesWithoutReference = new Set(['network', 'technical', 'validation', 'aborted'])

/**
 * The error summary's items: the form's error first, then each field error in the order of the
 * form (fields the form does not show are listed too, without a link, so nothing is hidden).
 */
export function buildSummaryItems(
  state: Pick<ApiFormState, 'error' | 'fieldErrors'>,
  fields: Record<string, string>,
  idOf: (name: string) => string,
  common: Pick<CommonStrings, 'summaryItem'>,
): SummaryItem[] {
  const items: SummaryItem[] = []
  if (state.error) {
    items.push({
      message: state.error.message,
      code: codesWithoutReference.has(state.error.code) ? undefined : state.error.code,
    })
  }
  const known = Object.keys(fields).filter((name) => state.fieldErrors[name])
  const unknown = Object.keys(state.fieldErrors).filter((name) => !(name in fields))
  for (const name of known) {
    items.push({
      message: fillTemplate(common.summaryItem, {
        field: fields[name]!,
        message: state.fieldErrors[name]!,
      }),
      fieldId: idOf(name),
    })
  }
  for (const name of unknown) items.push({ message: state.fieldErrors[name]! })
  return items
}
