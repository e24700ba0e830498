import type { CollectionConfig } from 'payload'

import { getEnv } from '../config/env'
import { adminOnly, memberSupport, nobody } from '../security/staff-access'

export const OUTBOX_STATUSES = ['queued', 'sending', 'retrying', 'sent', 'failed', 'kept'] as const
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number]

const statusLabels: Record<OutboxStatus, { fr: string; en: string }> = {
  queued: { fr: 'En attente d’envoi', en: 'Queued' },
  sending: { fr: 'En cours d’envoi', en: 'Sending' },
  retrying: { fr: 'Échec, nouvel essai prévu', en: 'Failed, will retry' },
  sent: { fr: 'Envoyé', en: 'Sent' },
  failed: { fr: 'Échec définitif', en: 'Failed' },
  kept: { fr: 'Gardé ici (démo, sans SMTP)', en: 'Kept here (demo, no SMTP)' },
}

const withSmtp = {
  fr: 'Chaque e-mail est enregistré ici puis envoyé par le serveur SMTP, avec de nouveaux essais en cas d’échec. Les liens personnels (activation, mot de passe) sont masqués.',
  en: 'Every e-mail is stored here, then sent through the SMTP server, retried on failure. Personal links (activation, password) are hidden.',
}

const demoOutbox = {
  fr: 'ATTENTION — aucun serveur SMTP n’est configuré : les e-mails ne partent pas et sont gardés ici en entier, liens d’activation et de mot de passe compris. Quiconque lit cette liste peut les suivre. Réservé à la démonstration : configurez SMTP_URL en production.',
  en: 'WARNING — no SMTP server is configured: e-mails are not sent and are kept here in full, activation and password links included. Anyone who can read this list can follow them. For demonstrations only: set SMTP_URL in production.',
}

/**
 * Every mail the site sends is stored here first (a request is never lost to a mail failure),
 * then delivered by the `deliver-mail` job. With SMTP, the readable copy has its one-time links
 * removed and the full mail is sealed for the job only (seal.ts). Without SMTP this is the demo
 * mailbox and keeps mails in full: the list says so. Only administrators and member support read
 * it (members' addresses and names).
 */
export const Outbox: CollectionConfig = {
  slug: 'outbox',
  labels: {
    singular: { fr: 'E-mail', en: 'E-mail' },
    plural: { fr: 'Boîte d’envoi', en: 'Outbox' },
  },
  admin: {
    useAsTitle: 'subject',
    defaultColumns: ['to', 'subject', 'status', 'attempts', 'createdAt'],
    group: { fr: 'Membres', en: 'Members' },
    description: getEnv().SMTP_URL ? withSmtp : demoOutbox,
    components: {
      beforeListTable: ['/platform/mail/compose/admin/mail-previews#MailPreviewLinks'],
    },
  },
  access: { read: memberSupport, create: nobody, update: nobody, delete: adminOnly },
  defaultSort: '-createdAt',
  fields: [
    { name: 'to', type: 'text', required: true, index: true, label: { fr: 'À', en: 'To' } },
    { name: 'subject', type: 'text', required: true, label: { fr: 'Objet', en: 'Subject' } },
    {
      name: 'kind',
      type: 'text',
      index: true,
      label: { fr: 'Type d’e-mail', en: 'Kind of e-mail' },
    },
    { name: 'locale', type: 'text', label: { fr: 'Langue', en: 'Language' } },
    { name: 'text', type: 'textarea', label: { fr: 'Texte', en: 'Text' } },
    { name: 'html', type: 'code', admin: { language: 'html' }, label: { fr: 'HTML', en: 'HTML' } },
    {
      name: 'headers',
      type: 'json',
      label: { fr: 'En-têtes', en: 'Headers' },
      admin: {
        description: {
          fr: 'En-têtes ajoutés (désabonnement en un clic des newsletters)',
          en: 'Extra headers (one-click unsubscribe of newsletters)',
        },
      },
    },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'queued',
      label: { fr: 'État', en: 'Status' },
      options: OUTBOX_STATUSES.map((value) => ({ value, label: statusLabels[value] })),
    },
    {
      name: 'attempts',
      type: 'number',
      defaultValue: 0,
      label: { fr: 'Essais d’envoi', en: 'Delivery attempts' },
    },
    { name: 'error', type: 'text', label: { fr: 'Dernière erreur', en: 'Last error' } },
    { name: 'sentAt', type: 'date', label: { fr: 'Envoyé le', en: 'Sent at' } },
    {
      // The last mail to a closed account (ADR 0069): once handed over (or given up), its copy
      // here keeps neither the address nor the text.
      name: 'forgetOnDelivery',
      type: 'checkbox',
      admin: { hidden: true },
    },
    {
      name: 'claimedAt',
      type: 'date',
      label: { fr: 'Pris en charge le', en: 'Picked up at' },
      admin: { hidden: true },
    },
    {
      // The full mail, encrypted for the delivery job; never shown, never in any API answer.
      name: 'sealed',
      type: 'textarea',
      hidden: true,
    },
  ],
}
