import type { ServerProps } from 'payload'

import {
  DashboardPanel,
  dashboardLanguage,
  statusCountsPanel,
} from '../../cms/admin/dashboard-panel'

const text = {
  title: { fr: 'E-mails', en: 'E-mails' },
  failed: { fr: 'En échec (ne seront plus réessayés)', en: 'Failed (no more retries)' },
  retrying: { fr: 'En cours de nouvel essai', en: 'Being retried' },
} as const

/** The admin's home, for member support: mails that failed or are being retried. */
export async function OutboxPanel(props: ServerProps) {
  const language = dashboardLanguage(props.i18n)
  const panel = await statusCountsPanel(props, {
    title: text.title[language],
    collection: 'outbox',
    sort: '-createdAt',
    lines: [
      { status: 'failed', label: text.failed[language], alert: true },
      { status: 'retrying', label: text.retrying[language] },
    ],
  })
  return panel ? <DashboardPanel {...panel} /> : null
}
