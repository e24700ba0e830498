import { checkPhone } from '../../domain/phone'
import type { HintStrings } from '../strings'

/** A phone number, when one is given (or required), by the server's rule for the country. */
export function hintPhone(
  value: string,
  country: string,
  required: boolean,
  hints: HintStrings,
): string | null {
  if (value.trim() === '') return required ? hints.required : null
  return checkPhone(value, country || null) ? hints.phone : null
}
