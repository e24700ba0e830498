/** Above the subscribers list: the CSV of every subscriber and the reasons they gave. */
export function NewsletterExportLink({ i18n }: { i18n?: { language?: string } }) {
  const french = i18n?.language !== 'en'
  return (
    <p style={{ marginBottom: '1rem' }}>
      <a
        href="/api/forms/newsletter/export"
        download
        className="btn btn--style-secondary btn--size-small"
      >
        {french
          ? 'Exporter les abonnés et les raisons (CSV)'
          : 'Export subscribers and reasons (CSV)'}
      </a>
    </p>
  )
}
