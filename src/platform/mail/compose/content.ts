import type { Locale } from '../../i18n/locales'

/**
 * What a mail says, as structure: every mail is one `MailContent`, rendered by one branded
 * layout to HTML and to its plain-text alternative (render.tsx), so mails look the same and a
 * text part is never forgotten. Builders in the areas fill it from their message keys.
 */
export type MailBlock =
  /** A paragraph; line breaks in the text are kept. */
  | { kind: 'paragraph'; text: string }
  /** The facts of a booking or a payment, one per line ("Date : …", "Référence : …"). */
  | { kind: 'facts'; lines: string[] }
  /** The one thing to do: a button (and its URL on its own line in the text part). */
  | { kind: 'action'; label: string; href: string }
  /** A secondary link (add to calendar, manage a booking). */
  | { kind: 'link'; label: string; href: string }
  /** A small print paragraph (a deadline, what to do if the mail was not expected). */
  | { kind: 'note'; text: string }

export type MailContent = {
  /** The line mail clients show after the subject in the inbox. */
  preview: string
  /** The mail's title, at the top of the HTML part. */
  heading: string
  greeting: string
  blocks: MailBlock[]
  /** Who writes ("L’équipe Atout"); line breaks kept. */
  signature: string
}

/** A file sent with the mail (a booking's .ics). */
export type MailAttachment = { filename: string; contentType: string; content: string }

/** A mail ready to send but for its address: its subject and what it says. */
export type ComposedMailDraft = { subject: string; content: MailContent }

/**
 * A mail staff can preview in the admin, in both languages: its kind (as in the outbox) and the
 * draft it makes from sample data (nothing read, nothing sent). Each area lists its mails in its
 * manifest (`mails`).
 */
export type MailSample = {
  kind: string
  render: (locale: Locale) => ComposedMailDraft
}
