import type { Payload, ServerProps } from 'payload'

import { formatInstant } from '@/platform/format'
import {
  adminListHref,
  countVisible,
  DashboardPanel,
  dashboardLanguage,
} from '@/platform/cms/admin/dashboard-panel'

const text = {
  title: {
    fr: 'Erreurs des systèmes des casinos et des hôtels',
    en: 'Errors of the casino and hotel systems',
  },
  lastDay: { fr: 'Sur les dernières 24 heures', en: 'In the last 24 hours' },
  unknownClient: { fr: 'clé absente ou inconnue', en: 'missing or unknown key' },
  calls: { fr: 'appels', en: 'calls' },
} as const

const DAY_MS = 24 * 60 * 60 * 1000

/** The refusals of the last day the staff member may read (null: their role may not). */
async function recentErrors(payload: Payload, user: unknown) {
  const since = new Date(Date.now() - DAY_MS).toISOString()
  const where = { createdAt: { greater_than: since } }
  const count = await countVisible(payload, user, 'integration-errors', where)
  if (count === null) return null
  const latest = count
    ? (
        await payload.find({
          collection: 'integration-errors',
          where,
          sort: '-createdAt',
          limit: 5,
          depth: 0,
          user: user as never,
          overrideAccess: false,
        })
      ).docs
    : []
  // The systems' names (support may not open the systems themselves: they hold the keys).
  const ids = [
    ...new Set(latest.map((error) => error.client).filter((id) => typeof id === 'number')),
  ]
  const clients = ids.length
    ? await payload.find({
        collection: 'integration-clients',
        where: { id: { in: ids } },
        select: { name: true },
        pagination: false,
        depth: 0,
      })
    : { docs: [] }
  const names = new Map(clients.docs.map((client) => [client.id, client.name]))
  return { since, count, latest, names }
}

/**
 * The admin's home, for member support and administrators: what the integration API refused in
 * the last day (bad keys, bodies, unknown cards…), the last ones with their system and count.
 */
export async function IntegrationErrorsPanel(props: ServerProps) {
  const { payload, user } = props
  if (!payload || !user) return null
  const language = dashboardLanguage(props.i18n)
  const recent = await recentErrors(payload, user)
  if (!recent) return null
  const { since, count, latest, names } = recent
  return (
    <DashboardPanel
      title={text.title[language]}
      lines={[
        {
          label: text.lastDay[language],
          count,
          href: adminListHref(
            'integration-errors',
            { 'where[createdAt][greater_than]': since },
            '-createdAt',
          ),
          alert: true,
        },
      ]}
    >
      {latest.length > 0 ? (
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {latest.map((error) => (
            <li key={error.id}>
              {formatInstant(error.createdAt, language, 'short')} ·{' '}
              {(typeof error.client === 'number' && names.get(error.client)) ||
                text.unknownClient[language]}{' '}
              · {error.route} · {error.status} <strong>{error.code}</strong>
              {error.detail ? ` (${error.detail})` : ''} · {error.count} {text.calls[language]}
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardPanel>
  )
}
