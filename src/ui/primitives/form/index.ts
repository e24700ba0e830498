export { Checkbox, type CheckboxProps } from './checkbox'
export {
  EMPTY_DAY_MONTH,
  fromMonthDay,
  listMonthOptions,
  toMonthDay,
  type DayMonth,
} from '@/platform/domain/day-month'
export { DayMonthField } from './day-month-field'
export { describedBy, RequiredMark } from './field-parts'
export { FormErrorSummary, type SummaryItem } from './form-error-summary'
export { FormStatus } from './form-status'
export { PasswordField, type PasswordFieldProps } from './password-field'
export { RadioGroup, type RadioOption } from './radio-group'
export { Select, type SelectOption, type SelectProps } from './select'
export { SubmitButton } from './submit-button'
export { TextField, type TextFieldProps } from './text-field'
export {
  describeApiError,
  flattenFieldErrors,
  useApiForm,
  type ApiFormState,
  type FormFieldErrors,
} from './use-api-form'
