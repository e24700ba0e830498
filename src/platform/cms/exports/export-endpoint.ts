import type { Endpoint, PayloadRequest, SanitizedCollectionConfig, Where } from 'payload'
import { z } from 'zod'

import { isStaff } from '../../security/staff-access'
import { toCsv } from './csv'

/** One column of an export: a field path (dots for groups) and how to write its value. */
export type ExportColumn = { path: string; value?: (row: Record<string, unknown>) => unknown }

/** More rows than this are refused: narrow the list's filters (one export is one request). */
export const EXPORT_MAX_ROWS = 20_000

const ExportQuery = z.object({
  format: z.enum(['csv', 'json']).default('csv'),
  sort: z
    .string()
    .max(100)
    .regex(/^-?[\w.]+$/)
    .optional(),
  search: z.string().trim().max(200).optional(),
})

function read(row: Record<string, unknown>, path: string): unknown {
  let value: unknown = row
  for (const key of path.split('.')) {
    value = value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined
  }
  // A relation read at depth 0 is its id; an array of scalars (hasMany select) one cell.
  if (Array.isArray(value)) return value.join(' ')
  return value
}

function answer(status: number, message: string) {
  return Response.json(
    { errors: [{ message }] },
    { status, headers: { 'cache-control': 'no-store' } },
  )
}

/**
 * GET /api/cms/{collection}/export?format=csv|json&where[…]=…&sort=…: the documents the list
 * shows with the same filters, as CSV (safe from formula injection) or JSON, for staff who may
 * read the collection (its own read access decides, row by row). Only the columns named here are
 * written: never a secret, a token hash or a sealed copy.
 */
export function exportEndpoint(columns: readonly ExportColumn[]): Endpoint {
  return {
    path: '/export',
    method: 'get',
    handler: async (req: PayloadRequest) => {
      if (!isStaff(req)) return answer(403, 'Staff only')
      const slug = req.routeParams?.collection ?? req.pathname?.split('/').at(-2)
      const collection = String(slug ?? '')
      const query = ExportQuery.safeParse({
        format: req.searchParams?.get('format') ?? undefined,
        sort: req.searchParams?.get('sort') ?? undefined,
        search: req.searchParams?.get('search') || undefined,
      })
      if (!query.success) return answer(400, 'format is csv or json; sort is a field name')
      const where = (req.query as { where?: unknown } | undefined)?.where
      if (where !== undefined && (typeof where !== 'object' || where === null)) {
        return answer(400, 'where must be a query object')
      }
      // The list's search box: the same fields the admin searches (its title by default).
      const collectionConfig = (
        req.payload.collections as Record<string, { config: SanitizedCollectionConfig } | undefined>
      )[collection]?.config
      const searched: string[] = collectionConfig?.admin?.listSearchableFields?.length
        ? collectionConfig.admin.listSearchableFields
        : [collectionConfig?.admin?.useAsTitle ?? 'id']
      const text = query.data.search
      const search: Where | undefined = text
        ? { or: searched.map((field) => ({ [field]: { like: text } })) }
        : undefined
      const filters = [where as Where | undefined, search].filter((part): part is Where => !!part)
      const found = await req.payload.find({
        collection: collection as never,
        where: filters.length > 1 ? { and: filters } : filters[0],
        sort: query.data.sort,
        depth: 0,
        limit: EXPORT_MAX_ROWS + 1,
        pagination: false,
        overrideAccess: false,
        user: req.user,
        req,
      })
      if (found.docs.length > EXPORT_MAX_ROWS) {
        return answer(413, `More than ${EXPORT_MAX_ROWS} rows: narrow the filters`)
      }
      const rows = (found.docs as Record<string, unknown>[]).map((doc) =>
        columns.map((column) => (column.value ? column.value(doc) : read(doc, column.path))),
      )
      const day = new Date().toISOString().slice(0, 10)
      const headers = {
        'cache-control': 'no-store',
        'content-disposition': `attachment; filename="${collection}-${day}.${query.data.format}"`,
      }
      if (query.data.format === 'json') {
        const objects = rows.map((row) =>
          Object.fromEntries(columns.map((column, index) => [column.path, row[index] ?? null])),
        )
        return Response.json(objects, { headers })
      }
      return new Response(
        toCsv(
          columns.map((column) => column.path),
          rows,
        ),
        { headers: { ...headers, 'content-type': 'text/csv; charset=utf-8' } },
      )
    },
  }
}

/** The admin component above an exportable list (add it to `beforeListTable`). */
export const EXPORT_LINKS_COMPONENT = '/platform/cms/admin/export-links#ExportLinks'
