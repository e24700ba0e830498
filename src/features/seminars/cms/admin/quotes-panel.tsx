import type { ServerProps } from 'payload'

import {
  adminListHref,
  countVisible,
  DashboardPanel,
  dashboardLanguage,
} from '@/platform/cms/admin/dashboard-panel'

const text = {
  title: { fr: 'Demandes de devis', en: 'Quote requests' },
  new: { fr: 'Nouvelles', en: 'New' },
  inProgress: { fr: 'En cours', en: 'In progress' },
} as const

/** The admin's home, for member support: quote requests to answer. */
export async function QuoteRequestsPanel(props: ServerProps) {
  const { payload, user } = props
  if (!payload || !user) return null
  const language = dashboardLanguage(props.i18n)
  const statuses = ['new', 'inProgress'] as const
  const counts = await Promise.all(
    statuses.map((status) =>
      countVisible(payload, user, 'quote-requests', { status: { equals: status } }),
    ),
  )
  if (counts.some((count) => count === null)) return null
  return (
    <DashboardPanel
      title={text.title[language]}
      lines={statuses.map((status, index) => ({
        label: text[status][language],
        count: counts[index]!,
        href: adminListHref('quote-requests', { 'where[status][equals]': status }, '-createdAt'),
        alert: status === 'new',
      }))}
    />
  )
}
