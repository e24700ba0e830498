import type { MemberStatusBlock } from '@/payload-types'

import { isActiveMember, isPremember, needsEmailActivation } from '../../domain/member-state'
import { LogoutButton } from '../forms/logout-button'
import { Link } from '@/ui/primitives/link'
import { localizePath } from '@/platform/i18n/locales'

import { accountHref, homeHref } from '../shared/account-href'
import { COMMON_KEYS, MEMBER_STATUS_KEYS, NOTICE_KEYS, pickStrings } from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator } from './load-strings'

function Notice({ title, text }: { title: string; text: string }) {
  return (
    <div className="rounded-card border border-gold-400/50 bg-gold-400/10 p-4">
      <h3 className="font-sans text-base font-semibold text-ivory-50">{title}</h3>
      <p className="mt-1 text-sm text-ink-200">{text}</p>
    </div>
  )
}

/** Greeting, state notices, card number and logout; nothing without a member. */
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
  const active = isActiveMember(member)
  // The loyalty dashboard tells a pre-member where to collect the card; history and card need one.
  const links = [
    { href: accountHref('loyalty', locale), label: strings.loyaltyLink },
    ...(active
      ? [
          { href: accountHref('pointsHistory', locale), label: strings.historyLink },
          { href: accountHref('card', locale), label: strings.cardLink },
        ]
      : []),
    { href: accountHref('profile', locale), label: strings.profileLink },
    { href: accountHref('stays', locale), label: strings.staysLink },
    ...(active ? [{ href: localizePath('/le-carre-vip', locale), label: strings.vipLink }] : []),
  ]
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
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm text-ink-300">{strings.statusLabel}</dt>
            <dd className="text-ivory-100">
              {active ? strings.statusActive : strings.statusPreMember}
            </dd>
          </div>
          {active && member.cardNumber ? (
            <div>
              <dt className="text-sm text-ink-300">{strings.cardNumber}</dt>
              <dd className="font-mono tracking-wider text-ivory-100">{member.cardNumber}</dd>
            </div>
          ) : null}
        </dl>
        {isPremember(member) ? (
          <Notice title={notices.preMemberTitle} text={notices.preMember} />
        ) : null}
        {needsEmailActivation(member) ? (
          <Notice title={notices.emailUnconfirmedTitle} text={notices.emailUnconfirmed} />
        ) : null}
        <nav aria-label={strings.linksLabel}>
          <ul className="flex flex-col gap-2">
            {links.map(({ href, label }) => (
              <li key={href}>
                <Link
                  className="text-gold-300 underline underline-offset-4 hover:text-gold-200"
                  href={href}
                >
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
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
