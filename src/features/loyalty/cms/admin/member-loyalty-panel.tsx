'use client'

import { Button, useDocumentDrawer, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useCallback, useEffect, useState } from 'react'

import { formatCalendarDay, formatNumber } from '@/platform/format'

const text = {
  fr: {
    saveFirst: 'Enregistrez le membre pour voir ses points.',
    loading: 'Chargement du compte fidélité…',
    failed: 'Le compte fidélité n’a pas pu être lu. Rechargez la page.',
    noAccount: 'Aucun mouvement de points pour ce membre.',
    balance: 'Points avantages',
    status: 'Statut',
    exclusivityUntil: 'Exclusivité jusqu’au',
    statusPoints: 'Points statut {year}',
    expiringSoon: 'Expirant sous 90 jours',
    adjust: 'Ajuster les points',
    adjustHint:
      'Un ajustement crée un mouvement de points pour ce membre ; le motif est obligatoire et le membre le voit dans son historique. Au-delà du seuil des règles de fidélité, un administrateur l’approuve d’abord.',
    saved: 'Ajustement enregistré. Le solde et l’historique sont à jour.',
    pending:
      'Ajustement au-delà du seuil : il attend l’approbation d’un administrateur (Fidélité › Ajustements de points). Aucun point n’est écrit d’ici là.',
  },
  en: {
    saveFirst: 'Save the member to see their points.',
    loading: 'Loading the loyalty account…',
    failed: 'The loyalty account could not be read. Reload the page.',
    noAccount: 'No points movements for this member.',
    balance: 'Reward points',
    status: 'Status',
    exclusivityUntil: 'Exclusivity until',
    statusPoints: 'Status points {year}',
    expiringSoon: 'Expiring within 90 days',
    adjust: 'Adjust points',
    adjustHint:
      'An adjustment records a points entry for this member; the reason is required and the member sees it in their history. Above the threshold of the loyalty rules, an administrator approves it first.',
    saved: 'Adjustment saved. The balance and the ledger are up to date.',
    pending:
      'Adjustment above the threshold: it waits for an administrator’s approval (Loyalty › Points adjustments). No points are written until then.',
  },
}

type Account = {
  rewardPoints: number
  status: string
  exclusivityUntil?: string | null
  pointsExpiringSoon: number
}

type Loaded =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; account: Account | null; statusPoints: number; year: number }

async function readDocs<T>(path: string, where: Record<string, string>): Promise<T[]> {
  const params = new URLSearchParams({ depth: '0', limit: '1', ...where })
  const response = await fetch(`/api/cms/${path}?${params}`, { credentials: 'include' })
  if (!response.ok) throw new Error(String(response.status))
  return ((await response.json()) as { docs: T[] }).docs
}

async function readPanel(id: number | string): Promise<Loaded> {
  const year = new Date().getFullYear()
  try {
    const [accounts, periods] = await Promise.all([
      readDocs<Account>('loyalty-accounts', { 'where[member][equals]': String(id) }),
      readDocs<{ statusPoints: number }>('loyalty-period-points', {
        'where[member][equals]': String(id),
        'where[period][equals]': String(year),
      }),
    ])
    return {
      kind: 'ready',
      account: accounts[0] ?? null,
      statusPoints: periods[0]?.statusPoints ?? 0,
      year,
    }
  } catch {
    return { kind: 'failed' }
  }
}

/**
 * The member's balance and status (loyalty-accounts, kept by the ledger) on their admin page,
 * with 'Adjust points': a drawer that creates a loyalty-adjustments request for this member (with
 * its reason). Within the threshold it is written at once; above it, it waits for an
 * administrator and the panel says so. After a save the panel and the page's ledger are read again.
 */
export function MemberLoyaltyPanel() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const router = useRouter()
  const t = text[i18n.language === 'en' ? 'en' : 'fr']
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' })
  const [saved, setSaved] = useState<'applied' | 'pending' | null>(null)
  const [AdjustDrawer, , { openDrawer }] = useDocumentDrawer({
    collectionSlug: 'loyalty-adjustments',
  })

  const load = useCallback(() => {
    if (id === undefined || id === null) return
    // setState only once the reads answer (never synchronously inside the effect).
    void readPanel(id).then(setLoaded)
  }, [id])

  useEffect(() => {
    load()
  }, [load])

  if (id === undefined || id === null) return <p className="field-description">{t.saveFirst}</p>

  const language = i18n.language === 'en' ? 'en' : 'fr'
  const number = (value: number) => formatNumber(value, language)
  const day = (value: string) => formatCalendarDay(value, language, 'date')

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      {loaded.kind === 'loading' ? <p>{t.loading}</p> : null}
      {loaded.kind === 'failed' ? <p role="alert">{t.failed}</p> : null}
      {loaded.kind === 'ready' && !loaded.account ? <p>{t.noAccount}</p> : null}
      {loaded.kind === 'ready' && loaded.account ? (
        <dl
          data-testid="member-loyalty-balance"
          style={{
            display: 'grid',
            gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
            gap: 'var(--base)',
            margin: '0 0 var(--base)',
          }}
        >
          <div>
            <dt>{t.balance}</dt>
            <dd style={{ margin: 0, fontSize: '1.5rem', fontWeight: 600 }}>
              {number(loaded.account.rewardPoints)}
            </dd>
          </div>
          <div>
            <dt>{t.status}</dt>
            <dd style={{ margin: 0, fontSize: '1.5rem', fontWeight: 600 }}>
              {loaded.account.status}
            </dd>
          </div>
          <div>
            <dt>{t.statusPoints.replace('{year}', String(loaded.year))}</dt>
            <dd style={{ margin: 0 }}>{number(loaded.statusPoints)}</dd>
          </div>
          {loaded.account.exclusivityUntil ? (
            <div>
              <dt>{t.exclusivityUntil}</dt>
              <dd style={{ margin: 0 }}>{day(loaded.account.exclusivityUntil)}</dd>
            </div>
          ) : null}
          {loaded.account.pointsExpiringSoon > 0 ? (
            <div>
              <dt>{t.expiringSoon}</dt>
              <dd style={{ margin: 0 }}>{number(loaded.account.pointsExpiringSoon)}</dd>
            </div>
          ) : null}
        </dl>
      ) : null}
      <Button buttonStyle="secondary" onClick={() => openDrawer()}>
        {t.adjust}
      </Button>
      <p className="field-description">{t.adjustHint}</p>
      <div role="status">
        {saved === 'applied' ? <p>{t.saved}</p> : null}
        {saved === 'pending' ? <p>{t.pending}</p> : null}
      </div>
      <AdjustDrawer
        initialData={{ member: id }}
        onSave={({ doc }) => {
          setSaved((doc as { status?: string }).status === 'pending' ? 'pending' : 'applied')
          load()
          // The ledger below is rendered by the server with the page.
          router.refresh()
        }}
      />
    </div>
  )
}
