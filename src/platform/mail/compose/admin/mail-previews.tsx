import type { BeforeListTableServerProps } from 'payload'

import { locales } from '../../../i18n/locales'
import { MAIL_PREVIEW_PATH, mailSamplesOf } from '../previews'

const text = {
  title: {
    fr: 'Aperçu des mails envoyés (données d’exemple)',
    en: 'Preview the mails sent (sample data)',
  },
  intro: {
    fr: 'Chaque mail tel que le reçoit un client, dans les deux langues. Rien n’est envoyé.',
    en: 'Each mail as a customer receives it, in both languages. Nothing is sent.',
  },
  kind: { fr: 'Type', en: 'Kind' },
  subject: { fr: 'Objet', en: 'Subject' },
  open: { fr: 'Ouvrir', en: 'Open' },
  html: { fr: 'HTML', en: 'HTML' },
  plain: { fr: 'texte', en: 'text' },
} as const

/**
 * Above the outbox: every mail the site sends (each area's samples, gathered by the composition
 * root), each openable in French and English, as HTML or as its text part.
 */
export function MailPreviewLinks(props: BeforeListTableServerProps) {
  const language = props.i18n?.language === 'en' ? 'en' : 'fr'
  const samples = mailSamplesOf(props.payload?.config.custom)
  if (samples.length === 0) return null
  const api = props.payload?.config.routes.api ?? '/api/cms'
  return (
    <details style={{ marginBottom: '1.5rem' }}>
      <summary style={{ cursor: 'pointer', fontWeight: 600 }}>{text.title[language]}</summary>
      <p>{text.intro[language]}</p>
      <table className="table">
        <thead>
          <tr>
            <th scope="col">{text.kind[language]}</th>
            <th scope="col">{text.subject[language]}</th>
            <th scope="col">{text.open[language]}</th>
          </tr>
        </thead>
        <tbody>
          {samples.map((sample) => (
            <tr key={sample.kind}>
              <td>
                <code>{sample.kind}</code>
              </td>
              <td>{sample.render(language).subject}</td>
              <td>
                {locales.map((locale) => {
                  const href = `${api}${MAIL_PREVIEW_PATH}/${encodeURIComponent(sample.kind)}/${locale}`
                  return (
                    <span key={locale} style={{ marginRight: '1rem', whiteSpace: 'nowrap' }}>
                      <a href={href} target="_blank" rel="noopener noreferrer" lang={locale}>
                        {`${text.html[language]} ${locale.toUpperCase()}`}
                      </a>
                      {' · '}
                      <a href={`${href}?part=text`} target="_blank" rel="noopener noreferrer">
                        {`${text.plain[language]} ${locale.toUpperCase()}`}
                      </a>
                    </span>
                  )
                })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </details>
  )
}
