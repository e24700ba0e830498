import { ChevronDown, CircleUserRound } from 'lucide'

import {
  accountPath,
  memberPageGroups,
  type AccountRoute,
  type MemberPageGroup,
  type MemberPageRoute,
} from '@/features/identity'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { Link } from '@/ui/primitives/link'

import { AccountMenu } from './account-menu'
import { Icon } from '@/ui/primitives/icon'

export type AccountLabels = {
  login: string
  myAccount: string
  accountMenu: string
  logout: string
  /** Every member page of the identity area's list, and the hub. */
  pages: Record<MemberPageRoute | 'hub', string>
  groups: Record<MemberPageGroup, string>
}

type Props = { locale: Locale; labels: AccountLabels }

/**
 * Login link for visitors, account menu for members. Cached pages cannot know who is looking, so
 * both are rendered and CSS shows one, from a flag set on <html> before the first paint (see
 * MEMBER_HINT_SCRIPT): no flash of the logged-out header, no JavaScript needed to choose.
 */
export function AccountLink({ locale, labels }: Props) {
  const page = (route: AccountRoute) => localizePath(accountPath(route, locale), locale)
  return (
    <>
      <Link
        href={page('login')}
        className="guest-only inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ivory-100 hover:text-gold-300"
        prefetch={false}
      >
        <Icon icon={CircleUserRound} aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{labels.login}</span>
        <span className="sr-only sm:hidden">{labels.login}</span>
      </Link>
      <div className="member-only">
        <AccountMenu
          label={labels.myAccount}
          menuLabel={labels.accountMenu}
          hub={{ href: page('hub'), label: labels.pages.hub }}
          groups={memberPageGroups.map(({ group, routes }) => ({
            label: labels.groups[group],
            links: routes.map((route) => ({ href: page(route), label: labels.pages[route] })),
          }))}
          logout={{ href: localizePath('/logout', locale), label: labels.logout }}
          icons={{
            person: (
              <Icon icon={CircleUserRound} aria-hidden="true" className="size-5 text-gold-300" />
            ),
            chevron: <Icon icon={ChevronDown} aria-hidden="true" className="size-4" />,
          }}
        />
      </div>
    </>
  )
}
