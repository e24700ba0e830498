import type { Payload, Where } from 'payload'
import type { ReactNode } from 'react'

/**
 * One panel of the admin's home (each area adds its own through its manifest's
 * `dashboardPanels`): a title and lines, each a figure linking to the list it counts.
 */
export type PanelLine = { label: string; count: number; href: string; alert?: boolean }

export type DashboardLanguage = 'fr' | 'en'

export function dashboardLanguage(i18n: { language?: string } | undefined): DashboardLanguage {
  return i18n?.language === 'en' ? 'en' : 'fr'
}

/** The admin list of a collection filtered by `where` (Payload's bracket query). */
export function adminListHref(collection: string, where: Record<string, string>, sort?: string) {
  const params = new URLSearchParams(where)
  if (sort) params.set('sort', sort)
  return `/admin/collections/${collection}?${params.toString()}`
}

/**
 * How many documents the signed-in staff member may see; null when their role may not read the
 * collection at all (the panel is then not shown to them).
 */
export async function countVisible(
  payload: Payload,
  user: unknown,
  collection: string,
  where: Where,
): Promise<number | null> {
  try {
    const { totalDocs } = await payload.count({
      collection: collection as never,
      where,
      user: user as never,
      overrideAccess: false,
    })
    return totalDocs
  } catch {
    return null
  }
}

export function DashboardPanel({
  title,
  lines,
  children,
}: {
  title: string
  lines: PanelLine[]
  children?: ReactNode
}) {
  const link = { color: 'var(--theme-success-500)', textDecoration: 'underline' }
  return (
    <section
      aria-label={title}
      style={{
        border: '1px solid var(--theme-elevation-150)',
        borderRadius: 4,
        padding: '12px 16px',
        marginBottom: 16,
      }}
    >
      <h2 style={{ margin: '0 0 8px', fontSize: '1.1rem' }}>{title}</h2>
      <ul style={{ margin: 0, paddingLeft: 20 }}>
        {lines.map((line) => (
          <li key={line.label}>
            <a style={link} href={line.href}>
              {line.label}
            </a>{' '}
            :{' '}
            <strong style={line.alert && line.count > 0 ? { color: 'var(--theme-error-500)' } : {}}>
              {line.count}
            </strong>
          </li>
        ))}
      </ul>
      {children}
    </section>
  )
}

/** One line of a counts panel: the documents of a collection with a status. */
export type StatusLine = { status: string | readonly string[]; label: string; alert?: boolean }

/**
 * A panel of counts by status over one collection (requests to answer, failed mails…), each
 * linking to the list filtered on it; nothing for a role that may not read the collection.
 */
export async function statusCountsPanel(
  props: { payload?: Payload; user?: unknown },
  options: { title: string; collection: string; lines: readonly StatusLine[]; sort?: string },
): Promise<{ title: string; lines: PanelLine[] } | null> {
  const { payload, user } = props
  if (!payload || !user) return null
  const counts = await Promise.all(
    options.lines.map(({ status }) =>
      countVisible(
        payload,
        user,
        options.collection,
        typeof status === 'string' ? { status: { equals: status } } : { status: { in: status } },
      ),
    ),
  )
  if (counts.some((count) => count === null)) return null
  return {
    title: options.title,
    lines: options.lines.map(({ status, label, alert }, index) => ({
      label,
      count: counts[index]!,
      href: adminListHref(
        options.collection,
        typeof status === 'string'
          ? { 'where[status][equals]': status }
          : { 'where[status][in]': status.join(',') },
        options.sort,
      ),
      alert,
    })),
  }
}
