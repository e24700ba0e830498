import { z } from 'zod'

/**
 * Text that other systems send us (ids, card numbers, slugs, names) is stored, compared and sent
 * back: it must survive that round trip unchanged. Two kinds of strings do not:
 * - control characters: C0 (U+0000–U+001F), DEL and C1 (U+007F–U+009F). A NUL cuts the string
 *   in SQLite and is refused by PostgreSQL; the others are invisible in the admin and in logs
 *   (an escape sequence, a line break inside an id).
 * - invalid Unicode (a lone surrogate): it cannot be encoded as UTF-8, so the database stores
 *   U+FFFD instead and two different ids become one.
 * Every field of the integration API is a single line, so tab and line breaks are refused too; a
 * multi-line free-text field would be the place to allow exactly TAB, LF and CR.
 */
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/

export function isSafeText(value: string): boolean {
  return value.isWellFormed() && !CONTROL_CHARACTER.test(value)
}

/**
 * Such a string made fit to store and show (a refused id quoted in a staff message): each control
 * character and lone surrogate becomes U+FFFD, the rest is kept.
 */
export function toSafeText(value: string): string {
  return value.toWellFormed().replace(new RegExp(CONTROL_CHARACTER.source, 'g'), '\uFFFD')
}

/** The reason an edge reports for such a string (an event's code, an API error's code). */
export const UNSAFE_TEXT_CODE = 'invalidCharacters' as const

/** Adds the safe-text rule to a string schema (after its trim: outer blanks stay harmless). */
export function requireSafeText<Schema extends z.ZodType<string>>(schema: Schema) {
  return schema.refine(isSafeText, {
    message: 'Control characters or invalid Unicode',
    params: { code: UNSAFE_TEXT_CODE },
  })
}

export function isUnsafeTextIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.code === UNSAFE_TEXT_CODE
}
