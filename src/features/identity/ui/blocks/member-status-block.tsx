import type { MemberStatusBlock } from '@/payload-types'
import { getEnv } from '@/platform/config/env'
import { Link } from '@/ui/primitives/link'

import {
  hasAcceptedTerms,
  isActiveMember,
  isPremember,
  needsEmailActivation,
} from '../../domain/member-state'
import { LogoutButton } from '../forms/lazy-forms'
import { accountHref, homeHref } from '../shared/account-href'
import { COMMON_KEYS, MEMBER_STATUS_KEYS, NOTICE_KEYS, pickStrings } from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator } from './load-strings'

function Notice({
  title,
  text,
  children,
}: {
  title: string
  text: string
  children?: React.ReactNode
}) {
  return (
    <div className="rounded-card border border-gold-400/50 bg-gold-400/10 p-4">
      <h3 className="font-sans text-base font-semibold text-ivory-50">{title}</h3>
      <p className="mt-1 text-sm text-ink-200">{text}</p>
      {children}
    </div>
  )
}

/**
 * Greeting, card number and logout; the state of the account only where it changes what the
 * member can do (a pre-member's card to collect, an email to confirm, terms to accept). The
 * loyalty status is the loyalty area's to show (its summary block on the hub). Nothing without a
 * member.
 */
export async function MemberStatusBlockView({
  block,
  context,
}: {
  block: MemberStatusBlock
  context: AccountBlockContext
}) {
  const { locale, member } = context
  if (!member) return null
  const t = await loadAccountTranslator(locale)
  const strings = pickStrings(t, 'memberStatus', MEMBER_STATUS_KEYS)
  const notices = pickStrings(t, 'notices', NOTICE_KEYS)
  const common = pickStrings(t, 'common', COMMON_KEYS)
  const premember = isPremember(member)
  const termsToAccept = !hasAcceptedTerms(member, getEnv().TERMS_VERSION)
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro}
    >
      <div className="flex flex-col gap-6">
        <p className="font-display text-xl text-gold-300">
          {t('memberStatus.greeting', { firstname: member.firstname })}
        </p>
        {premember || (isActiveMember(member) && member.cardNumber) ? (
          <dl className="grid gap-4 sm:grid-cols-2">
            {premember ? (
              <div>
                <dt className="text-sm text-ink-300">{strings.accountStateLabel}</dt>
                <dd className="text-ivory-100">{strings.statusPreMember}</dd>
              </div>
            ) : null}
            {isActiveMember(member) && member.cardNumber ? (
              <div>
                <dt className="text-sm text-ink-300">{strings.cardNumber}</dt>
                <dd className="font-mono tracking-wider text-ivory-100">{member.cardNumber}</dd>
              </div>
            ) : null}
          </dl>
        ) : null}
        {premember ? <Notice title={notices.preMemberTitle} text={notices.preMember} /> : null}
        {needsEmailActivation(member) ? (
          <Notice title={notices.emailUnconfirmedTitle} text={notices.emailUnconfirmed} />
        ) : null}
        {termsToAccept ? (
          <Notice title={strings.termsTitle} text={strings.termsText}>
            <Link
              href={`${accountHref('acceptTerms', locale)}?returnTo=${encodeURIComponent(accountHref('hub', locale))}`}
              className="mt-2 inline-flex min-h-11 items-center font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200"
            >
              {strings.termsLink}
            </Link>
          </Notice>
        ) : null}
        <LogoutButton
          locale={locale}
          homeHref={homeHref(locale)}
          labels={{
            logout: strings.logout,
            loggingOut: strings.loggingOut,
            network: common.network,
            technical: common.technical,
          }}
        />
      </div>
    </AccountBlockFrame>
  )
}
