import type { BeforeListTableServerProps } from 'payload'

const text = {
  label: { fr: 'Exporter la liste filtrée\u00a0:', en: 'Export the filtered list:' },
} as const

/** A query value in bracket notation (`where[status][equals]=…`), as Payload's REST API reads it. */
function appendQuery(search: URLSearchParams, key: string, value: unknown) {
  if (value === null || value === undefined) return
  if (Array.isArray(value)) {
    value.forEach((item, index) => appendQuery(search, `${key}[${index}]`, item))
  } else if (typeof value === 'object') {
    for (const [name, item] of Object.entries(value)) appendQuery(search, `${key}[${name}]`, item)
  } else {
    search.append(key, String(value))
  }
}

/**
 * Above a list staff may export: CSV and JSON of the documents the list shows, with its current
 * filters and sort (the collection's /export endpoint, src/platform/cms/exports).
 */
export function ExportLinks(props: BeforeListTableServerProps) {
  const language = props.i18n?.language === 'en' ? 'en' : 'fr'
  const params = (props.searchParams ?? {}) as Record<string, unknown>
  const api = props.payload?.config.routes.api ?? '/api/cms'
  const href = (format: 'csv' | 'json') => {
    const search = new URLSearchParams({ format })
    // The list's filters, search and sort, whether Next gave them flat (`where[…]`) or nested.
    for (const [key, value] of Object.entries(params)) {
      if (key === 'where' || key.startsWith('where[') || key === 'sort' || key === 'search') {
        appendQuery(search, key, value)
      }
    }
    return `${api}/${props.collectionSlug}/export?${search.toString()}`
  }
  return (
    <p style={{ marginBottom: '1rem', display: 'flex', gap: '0.5rem', alignItems: 'center' }}>
      <span>{text.label[language]}</span>
      <a href={href('csv')} download className="btn btn--style-secondary btn--size-small">
        CSV
      </a>
      <a href={href('json')} download className="btn btn--style-secondary btn--size-small">
        JSON
      </a>
    </p>
  )
}
