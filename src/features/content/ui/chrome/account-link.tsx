import { CircleUserRound } from 'lucide-react'

import { accountPath } from '@/features/identity'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { Link } from '@/ui/primitives/link'

import { AccountMenu } from './account-menu'

export type AccountLabels = {
  login: string
  myAccount: string
  accountMenu: string
  accountHub: string
  accountLoyalty: string
  accountHistory: string
  accountCard: string
  accountProfile: string
  accountStays: string
  accountTournaments: string
  accountMachinePayments: string
  logout: string
}

type Props = { locale: Locale; labels: AccountLabels }

/**
 * Login link for visitors, account menu for members. Cached pages cannot know who is looking, so
 * both are rendered and CSS shows one, from a flag set on <html> before the first paint (see
 * MEMBER_HINT_SCRIPT): no flash of the logged-out header, no JavaScript needed to choose.
 */
export function AccountLink({ locale, labels }: Props) {
  const page = (route: Parameters<typeof accountPath>[0]) =>
    localizePath(accountPath(route, locale), locale)
  return (
    <>
      <Link
        href={page('login')}
        className="guest-only inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ivory-100 hover:text-gold-300"
        prefetch={false}
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{labels.login}</span>
        <span className="sr-only sm:hidden">{labels.login}</span>
      </Link>
      <div className="member-only">
        <AccountMenu
          label={labels.myAccount}
          menuLabel={labels.accountMenu}
          links={[
            { href: page('hub'), label: labels.accountHub },
            { href: page('loyalty'), label: labels.accountLoyalty },
            { href: page('pointsHistory'), label: labels.accountHistory },
            { href: page('card'), label: labels.accountCard },
            { href: page('profile'), label: labels.accountProfile },
            { href: page('stays'), label: labels.accountStays },
            { href: page('tournaments'), label: labels.accountTournaments },
            { href: page('machinePayments'), label: labels.accountMachinePayments },
            { href: localizePath('/logout', locale), label: labels.logout, kind: 'logout' },
          ]}
        />
      </div>
    </>
  )
}
