'use client'

import { Button, useDocumentInfo, useTranslation } from '@payloadcms/ui'
import { useState } from 'react'

const text = {
  fr: {
    saveFirst: 'Enregistrez le système client, puis générez sa clé.',
    generate: 'Générer une nouvelle clé',
    regenerate: 'Remplacer la clé',
    shownOnce:
      'Copiez cette clé maintenant : elle ne sera plus affichée. L’ancienne clé ne fonctionne plus.',
    failed: 'La clé n’a pas pu être générée. Réessayez.',
    label: 'Nouvelle clé',
  },
  en: {
    saveFirst: 'Save the client system, then generate its key.',
    generate: 'Generate a new key',
    regenerate: 'Replace the key',
    shownOnce: 'Copy this key now: it will not be shown again. The previous key no longer works.',
    failed: 'The key could not be generated. Try again.',
    label: 'New key',
  },
}

/** Generates a client system's key and shows it once (only its hash is stored). */
export function ApiKeyPanel() {
  const { id } = useDocumentInfo()
  const { i18n } = useTranslation()
  const t = text[i18n.language === 'en' ? 'en' : 'fr']
  const [key, setKey] = useState<string | null>(null)
  const [failed, setFailed] = useState(false)
  const [busy, setBusy] = useState(false)

  if (!id) return <p className="field-description">{t.saveFirst}</p>

  async function generate() {
    setBusy(true)
    setFailed(false)
    try {
      const response = await fetch(`/api/cms/integration-clients/${id}/new-key`, {
        method: 'POST',
        credentials: 'include',
      })
      if (!response.ok) throw new Error(String(response.status))
      const body = (await response.json()) as { key: string }
      setKey(body.key)
    } catch {
      setFailed(true)
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <Button buttonStyle="secondary" onClick={generate} disabled={busy}>
        {key ? t.regenerate : t.generate}
      </Button>
      {key ? (
        <div role="status">
          <p>{t.shownOnce}</p>
          <label htmlFor="new-api-key">{t.label}</label>
          <input id="new-api-key" readOnly value={key} style={{ width: '100%' }} />
        </div>
      ) : null}
      {failed ? <p role="alert">{t.failed}</p> : null}
    </div>
  )
}
