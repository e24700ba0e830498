'use client'

import { Button, useAuth, useDocumentInfo, useFormFields, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useState } from 'react'

const text = {
  fr: {
    approve: 'Approuver',
    reject: 'Refuser',
    confirmApprove: 'Approuver cet ajustement et écrire les points au compte du membre ?',
    rejectNote: 'Motif du refus (facultatif) :',
    failed: 'La décision n’a pas été enregistrée : ',
  },
  en: {
    approve: 'Approve',
    reject: 'Reject',
    confirmApprove: 'Approve this adjustment and write the points to the member’s account?',
    rejectNote: 'Reason for rejection (optional):',
    failed: 'The decision was not saved: ',
  },
}

/**
 * On a pending points adjustment, for administrators: approve (the ledger entry is written once,
 * naming the requester and the administrator) or reject it. The server checks the role again.
 */
export function AdjustmentDecision() {
  const { id } = useDocumentInfo()
  const { user } = useAuth()
  const status = useFormFields(([fields]) => fields.status?.value)
  const entry = useFormFields(([fields]) => fields.entry?.value)
  const { i18n } = useTranslation()
  const router = useRouter()
  const t = text[i18n.language === 'en' ? 'en' : 'fr']
  const [message, setMessage] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const roles = (user as { roles?: string[] } | null)?.roles ?? []
  const pending = status === 'pending'
  // Approved, but the process stopped before writing the entry: approving again writes it, once.
  const unwritten = status === 'approved' && !entry
  if (!id || !(pending || unwritten) || !roles.includes('admin')) {
    return message ? <p role="status">{message}</p> : null
  }

  async function decide(decision: 'approve' | 'reject') {
    let note: string | null = null
    if (decision === 'approve' && !window.confirm(t.confirmApprove)) return
    if (decision === 'reject') {
      note = window.prompt(t.rejectNote)
      if (note === null) return
    }
    setBusy(true)
    try {
      const response = await fetch(`/api/cms/loyalty-adjustments/${id}/${decision}`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ note }),
      })
      const body = (await response.json().catch(() => ({}))) as { message?: string }
      if (!response.ok) throw new Error(body.message ?? String(response.status))
      setMessage(body.message ?? null)
      router.refresh()
    } catch (error) {
      setMessage(`${t.failed}${error instanceof Error ? error.message : String(error)}`)
    } finally {
      setBusy(false)
    }
  }

  return (
    <>
      <Button buttonStyle="primary" size="medium" onClick={() => decide('approve')} disabled={busy}>
        {t.approve}
      </Button>
      {pending ? (
        <Button
          buttonStyle="secondary"
          size="medium"
          onClick={() => decide('reject')}
          disabled={busy}
        >
          {t.reject}
        </Button>
      ) : null}
    </>
  )
}
