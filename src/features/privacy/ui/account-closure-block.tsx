import { getTranslations } from 'next-intl/server'

import { AccountBlockFrame, type ProfileDto } from '@/features/identity'
import type { AccountClosureBlock } from '@/payload-types'
import { formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import { getPayloadClient } from '@/platform/payload'
import { ApiActionButton } from '@/ui/primitives/lazy-primitives'

import { findPendingErasure } from '../server/erasure'
import { CLOSE_ACCOUNT_ANCHOR } from '../server/mails'
import { CloseAccountForm } from './lazy-forms'

const CONSEQUENCES = ['points', 'vouchers', 'bookings', 'cards', 'kept'] as const

/**
 * "Close my account" (ADR 0069): what closing means, then the password to confirm; while the
 * closure is pending, its date and the button that cancels it (the closure mail's link lands here).
 */
export async function AccountClosureBlockView({
  block,
  context: { locale, member },
}: {
  block: AccountClosureBlock
  context: { locale: Locale; member: ProfileDto | null }
}) {
  if (!member) return null
  const t = await getTranslations({ locale, namespace: 'privacy' })
  const pending = await findPendingErasure(await getPayloadClient(), member.id)

  return (
    <AccountBlockFrame
      id={CLOSE_ACCOUNT_ANCHOR}
      heading={block.heading || t('closure.title')}
      intro={block.intro || t('closure.intro')}
      width="wide"
    >
      {pending ? (
        <div className="flex flex-col items-start gap-4">
          <p role="status" className="text-ivory-100">
            {t('closure.pending', {
              date: formatInstant(Date.parse(pending.dueAt), locale, 'long'),
            })}
          </p>
          <ApiActionButton
            endpoint="/api/epc/privacy/closure"
            method="DELETE"
            strings={{
              button: t('closure.cancel'),
              pending: t('closure.submitting'),
              done: t('closure.cancelled'),
              failed: t('closure.failedToSend'),
            }}
          />
        </div>
      ) : (
        <>
          <h3 className="mb-2 font-semibold text-ivory-100">{t('closure.consequencesTitle')}</h3>
          <ul className="mb-6 list-disc space-y-1 pl-5 text-ink-200">
            {CONSEQUENCES.map((key) => (
              <li key={key}>{t(`closure.consequences.${key}`)}</li>
            ))}
          </ul>
          <CloseAccountForm
            strings={{
              password: t('closure.password'),
              submit: t('closure.submit'),
              submitting: t('closure.submitting'),
              done: t('closure.submitted'),
              failed: t('closure.failedToSend'),
            }}
          />
        </>
      )}
    </AccountBlockFrame>
  )
}
