import { Check, Circle } from 'lucide'

import { cn } from '@/ui/primitives/cn'

import {
  countCharacters,
  listMissingPasswordClasses,
  PASSWORD_CLASSES,
  PASSWORD_MIN_LENGTH,
  type PasswordClass,
} from '../../domain/validation'
import type { PasswordRuleStrings } from '../strings'
import { Icon } from '@/ui/primitives/icon'

export type PasswordRule = 'length' | PasswordClass

/** Each rule of a new password and whether the typed password meets it. */
export function evaluatePasswordRules(password: string): { rule: PasswordRule; met: boolean }[] {
  const missing = listMissingPasswordClasses(password)
  return [
    { rule: 'length', met: countCharacters(password) >= PASSWORD_MIN_LENGTH },
    ...PASSWORD_CLASSES.map((rule) => ({ rule, met: !missing.includes(rule) })),
  ]
}

/**
 * The rules of a new password, ticked off as the member types. Linked to the field with
 * aria-describedby, so it is read when the field gets the focus; not a live region, which would
 * speak at every key press.
 */
export function PasswordRules({
  password,
  strings,
}: {
  password: string
  strings: PasswordRuleStrings
}) {
  return (
    <div className="mt-1">
      <p>{strings.rulesTitle}</p>
      <ul className="mt-1 grid gap-1 sm:grid-cols-2">
        {evaluatePasswordRules(password).map(({ rule, met }) => (
          <li
            key={rule}
            className={cn('flex items-start gap-2', met ? 'text-emerald-400' : 'text-ink-300')}
          >
            {met ? (
              <Icon icon={Check} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            ) : (
              <Icon icon={Circle} aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            )}
            <span>
              {strings[rule]}
              <span className="sr-only"> ({met ? strings.met : strings.unmet})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  )
}
