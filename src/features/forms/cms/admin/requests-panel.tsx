import type { ServerProps } from 'payload'

import {
  DashboardPanel,
  dashboardLanguage,
  statusCountsPanel,
} from '@/platform/cms/admin/dashboard-panel'

const text = {
  title: { fr: 'Messages de contact', en: 'Contact messages' },
  open: { fr: 'Sans réponse', en: 'Not answered' },
} as const

/** The admin's home, for member support: contact messages not answered yet. */
export async function ContactRequestsPanel(props: ServerProps) {
  const language = dashboardLanguage(props.i18n)
  const panel = await statusCountsPanel(props, {
    title: text.title[language],
    collection: 'contact-requests',
    sort: '-createdAt',
    lines: [{ status: 'new', label: text.open[language], alert: true }],
  })
  return panel ? <DashboardPanel {...panel} /> : null
}
