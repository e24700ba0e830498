import { z } from 'zod'

import {
  LEDGER_KINDS,
  parseHistoryFilters,
  type HistoryFilters,
  type HistoryQuery,
} from '../domain'

/** One query value as the URL gives it: the first of repeated keys, trimmed, bounded in length. */
const single = z
  .union([z.string(), z.array(z.string())])
  .optional()
  .transform((value) => (Array.isArray(value) ? value[0] : value)?.trim() || undefined)
  .pipe(z.string().max(32).optional())

const day = single.pipe(
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
)

/**
 * The points history's URL query, checked on the server before anything reaches the ledger: a
 * known kind, days as 'YYYY-MM-DD', a page number. A value that fails is dropped (the member sees
 * the list without that filter) rather than answered with an error.
 */
export const HistoryQuerySchema = z.object({
  kind: single.pipe(z.enum(LEDGER_KINDS).optional()).catch(undefined),
  from: day.catch(undefined),
  to: day.catch(undefined),
  page: single
    .pipe(
      z
        .string()
        .regex(/^\d{1,6}$/)
        .optional(),
    )
    .catch(undefined),
})

/** The history's filters from the URL: shape checked by the schema, calendar rules by the domain. */
export function readHistoryQuery(query: HistoryQuery): HistoryFilters {
  const checked = HistoryQuerySchema.parse(query)
  return parseHistoryFilters(checked)
}
