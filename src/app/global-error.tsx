'use client'

/**
 * Last-resort error page when the root layout itself fails; it cannot load translations, so it
 * says the same thing in both languages.
 */
export default function GlobalError({ reset }: { error: Error; reset: () => void }) {
  return (
    <html lang="fr">
      <body
        style={{ background: '#0b0a10', color: '#f7f2e7', fontFamily: 'system-ui, sans-serif' }}
      >
        <main style={{ maxWidth: 560, margin: '20vh auto', padding: 16, textAlign: 'center' }}>
          <h1 style={{ fontSize: 32 }}>500 — Erreur interne du serveur</h1>
          <p lang="en">Internal Server Error</p>
          <button
            type="button"
            onClick={reset}
            style={{ marginTop: 24, minHeight: 44, padding: '0 24px' }}
          >
            Réessayer · Try again
          </button>
        </main>
      </body>
    </html>
  )
}
