import type { ServerProps } from 'payload'

import {
  DashboardPanel,
  dashboardLanguage,
  statusCountsPanel,
} from '@/platform/cms/admin/dashboard-panel'

const text = {
  title: { fr: 'Demandes de devis', en: 'Quote requests' },
  new: { fr: 'Nouvelles', en: 'New' },
  inProgress: { fr: 'En cours', en: 'In progress' },
} as const

/** The admin's home, for member support: quote requests to answer. */
export async function QuoteRequestsPanel(props: ServerProps) {
  const language = dashboardLanguage(props.i18n)
  const panel = await statusCountsPanel(props, {
    title: text.title[language],
    collection: 'quote-requests',
    sort: '-createdAt',
    lines: [
      { status: 'new', label: text.new[language], alert: true },
      { status: 'inProgress', label: text.inProgress[language] },
    ],
  })
  return panel ? <DashboardPanel {...panel} /> : null
}
