'use client'

import { Button, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

import { useHydrated } from '@/ui/primitives/use-hydrated'

const text = {
  fr: {
    refund: 'Rembourser',
    confirm: 'Rembourser ce paiement en totalité, par le prestataire de paiement ?',
    done: 'Paiement remboursé.',
    failed: 'Le remboursement a échoué : ',
  },
  en: {
    refund: 'Refund',
    confirm: 'Refund this payment in full, through the payment provider?',
    done: 'Payment refunded.',
    failed: 'The refund failed: ',
  },
}

/** Refunds a paid payment through the provider; the change is logged with the staff member. */
export function RefundButton() {
  const { id } = useDocumentInfo()
  const status = useFormFields(([fields]) => fields.status?.value)
  const { i18n } = useTranslation()
  const router = useRouter()
  const t = text[i18n.language === 'en' ? 'en' : 'fr']
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Disabled until the admin's script runs: a click before would do nothing.
  const hydrated = useHydrated()
  if (!id || status !== 'paid') return message ? <p role="status">{message}</p> : null

  async function refund() {
    if (!window.confirm(t.confirm)) return
    setBusy(true)
    try {
      const response = await fetch(`/api/cms/payments/${id}/refund`, {
        method: 'POST',
        credentials: 'include',
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) throw new Error(body.message ?? String(response.status))
      setMessage(t.done)
      router.refresh()
    } catch (error) {
      setMessage(`${t.failed}${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <Button buttonStyle="secondary" size="medium" onClick={refund} disabled={busy || !hydrated}>
      {t.refund}
    </Button>
  )
}
