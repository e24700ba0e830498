import type { Metadata } from 'next'
import { getTranslations } from 'next-intl/server'

import { getPathname } from '@/platform/i18n/navigation'
import { type Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'
import { ButtonLink } from '@/ui/primitives/button-link'
import { FormStatus } from '@/ui/primitives/form/form-status'

import { NEWSLETTER_LISTS } from '../domain'
import {
  confirmSubscription,
  listUnsubscribeReasons,
  readUnsubscribeView,
} from '../server/newsletter'
import { NewsletterPageFrame } from './forms-page-frame'
import { UnsubscribePanel } from './unsubscribe-panel'

export async function newsletterPageMetadata(
  locale: Locale,
  page: 'confirm' | 'unsubscribe',
): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: 'forms.newsletter' })
  // Reached from a mail with a personal token: never indexed, never sent as a referrer.
  return {
    title: t(`${page}.title`),
    robots: { index: false, follow: false },
    referrer: 'no-referrer',
  }
}

/** The link of the confirmation mail: the lists are added as the page renders (idempotent). */
export async function NewsletterConfirmPage({
  locale,
  token,
}: {
  locale: Locale
  token: string | null
}) {
  const t = await getTranslations({ locale, namespace: 'forms.newsletter' })
  const outcome = await confirmSubscription(await getPayloadClient(), token)
  return (
    <NewsletterPageFrame locale={locale} page="/newsletter/confirm" title={t('confirm.title')}>
      {outcome.ok ? (
        <FormStatus>
          {t('confirm.done', {
            email: outcome.email,
            lists: outcome.lists.map((list) => t(`lists.${list}`)).join(', '),
          })}
        </FormStatus>
      ) : (
        <p role="alert" className="text-ivory-100">
          {t(outcome.problem === 'expired' ? 'confirm.expired' : 'confirm.invalid')}
        </p>
      )}
      <ButtonLink
        href={getPathname({ locale, href: '/' })}
        appearance="secondary"
        className="self-start"
      >
        {t('confirm.home')}
      </ButtonLink>
    </NewsletterPageFrame>
  )
}

/** The link at the bottom of every newsletter mail. */
export async function NewsletterUnsubscribePage({
  locale,
  token,
}: {
  locale: Locale
  token: string | null
}) {
  const t = await getTranslations({ locale, namespace: 'forms.newsletter.unsubscribe' })
  const tl = await getTranslations({ locale, namespace: 'forms.newsletter.lists' })
  const tf = await getTranslations({ locale, namespace: 'forms' })
  const payload = await getPayloadClient()
  const [view, reasons] = await Promise.all([
    readUnsubscribeView(payload, token),
    listUnsubscribeReasons(payload, locale),
  ])
  const raw = (key: string) => t(key as never, { email: '{email}', lists: '{lists}' } as never)
  return (
    <NewsletterPageFrame locale={locale} page="/newsletter/unsubscribe" title={t('title')}>
      {view && token ? (
        <UnsubscribePanel
          locale={locale}
          token={token}
          view={view}
          reasons={reasons}
          strings={{
            intro: raw('intro'),
            listsLegend: t('listsLegend'),
            submit: t('submit'),
            nothing: raw('nothing'),
            done: raw('done'),
            reasonTitle: t('reasonTitle'),
            reasonIntro: t('reasonIntro'),
            reasonLegend: t('reasonLegend'),
            other: t('other'),
            sendReason: t('sendReason'),
            reasonThanks: t('reasonThanks'),
            comeBackTitle: t('comeBackTitle'),
            resubscribe: t('resubscribe'),
            resubscribed: raw('resubscribed'),
            invalid: t('invalid'),
            chooseOne: t('chooseOne'),
            sending: tf('sending'),
            lists: Object.fromEntries(NEWSLETTER_LISTS.map((list) => [list, tl(list)])) as Record<
              (typeof NEWSLETTER_LISTS)[number],
              string
            >,
          }}
        />
      ) : (
        <p role="alert" className="text-ivory-100">
          {t('invalid')}
        </p>
      )}
    </NewsletterPageFrame>
  )
}
