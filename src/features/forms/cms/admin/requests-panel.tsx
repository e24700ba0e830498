import type { ServerProps } from 'payload'

import {
  adminListHref,
  countVisible,
  DashboardPanel,
  dashboardLanguage,
} from '@/platform/cms/admin/dashboard-panel'

const text = {
  title: { fr: 'Messages de contact', en: 'Contact messages' },
  open: { fr: 'Sans réponse', en: 'Not answered' },
} as const

/** The admin's home, for member support: contact messages not answered yet. */
export async function ContactRequestsPanel(props: ServerProps) {
  const { payload, user } = props
  if (!payload || !user) return null
  const language = dashboardLanguage(props.i18n)
  const open = await countVisible(payload, user, 'contact-requests', { status: { equals: 'new' } })
  if (open === null) return null
  return (
    <DashboardPanel
      title={text.title[language]}
      lines={[
        {
          label: text.open[language],
          count: open,
          href: adminListHref('contact-requests', { 'where[status][equals]': 'new' }, '-createdAt'),
          alert: true,
        },
      ]}
    />
  )
}
