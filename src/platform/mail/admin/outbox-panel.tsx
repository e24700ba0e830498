import type { ServerProps } from 'payload'

import {
  adminListHref,
  countVisible,
  DashboardPanel,
  dashboardLanguage,
} from '../../cms/admin/dashboard-panel'

const text = {
  title: { fr: 'E-mails', en: 'E-mails' },
  failed: { fr: 'En échec (ne seront plus réessayés)', en: 'Failed (no more retries)' },
  retrying: { fr: 'En cours de nouvel essai', en: 'Being retried' },
} as const

/** The admin's home, for member support: mails that failed or are being retried. */
export async function OutboxPanel(props: ServerProps) {
  const { payload, user } = props
  if (!payload || !user) return null
  const language = dashboardLanguage(props.i18n)
  const [failed, retrying] = await Promise.all([
    countVisible(payload, user, 'outbox', { status: { equals: 'failed' } }),
    countVisible(payload, user, 'outbox', { status: { equals: 'retrying' } }),
  ])
  if (failed === null || retrying === null) return null
  return (
    <DashboardPanel
      title={text.title[language]}
      lines={(['failed', 'retrying'] as const).map((status) => ({
        label: text[status][language],
        count: status === 'failed' ? failed : retrying,
        href: adminListHref('outbox', { 'where[status][equals]': status }, '-createdAt'),
        alert: status === 'failed',
      }))}
    />
  )
}
