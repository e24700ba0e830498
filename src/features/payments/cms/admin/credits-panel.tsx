import type { ServerProps } from 'payload'

import { formatEuros } from '@/platform/format'
import {
  DashboardPanel,
  dashboardLanguage,
  statusCountsPanel,
} from '@/platform/cms/admin/dashboard-panel'

const text = {
  title: { fr: 'Crédits machines envoyés aux casinos', en: 'Machine credits sent to the casinos' },
  failed: { fr: 'En échec (à traiter)', en: 'Failed (needs staff)' },
  pending: { fr: 'En attente ou en nouvel essai', en: 'Pending or being retried' },
  retry: { fr: 'Renvoyer', en: 'Send again' },
  machine: { fr: 'machine', en: 'machine' },
} as const

/**
 * The admin's home, for member support: machine credits the casino systems did not take, each
 * with a button to send it again (the casino dedups by the credit id), and those still pending.
 */
export async function CasinoCreditsPanel(props: ServerProps) {
  const language = dashboardLanguage(props.i18n)
  const panel = await statusCountsPanel(props, {
    title: text.title[language],
    collection: 'casino-credits',
    lines: [
      { status: 'failed', label: text.failed[language], alert: true },
      { status: ['pending', 'sending'], label: text.pending[language] },
    ],
  })
  if (!panel) return null
  const latestFailed = panel.lines[0]!.count
    ? (
        await props.payload!.find({
          collection: 'casino-credits',
          where: { status: { equals: 'failed' } },
          sort: '-updatedAt',
          limit: 10,
          depth: 0,
          user: props.user,
          overrideAccess: false,
        })
      ).docs
    : []
  return (
    <DashboardPanel {...panel}>
      {latestFailed.length > 0 ? (
        <ul style={{ margin: '8px 0 0', paddingLeft: 20 }}>
          {latestFailed.map((credit) => (
            <li key={credit.id} style={{ marginBottom: 4 }}>
              <form
                method="post"
                action={`/api/cms/casino-credits/${credit.id}/retry`}
                style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}
              >
                <span>
                  {credit.casinoTrigram} · {text.machine[language]} {credit.machineId} ·{' '}
                  {formatEuros(credit.amountCents, language)}
                  {credit.lastError ? ` — ${credit.lastError}` : ''}
                </span>
                <button type="submit" className="btn btn--style-secondary btn--size-small">
                  {text.retry[language]}
                </button>
              </form>
            </li>
          ))}
        </ul>
      ) : null}
    </DashboardPanel>
  )
}
