import { CircleUserRound } from 'lucide-react'

import { accountPath } from '@/features/identity'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { Link } from '@/ui/primitives/link'

type Props = { locale: Locale; loginLabel: string; accountLabel: string }

/**
 * Login link for visitors, account link for members. Cached pages cannot know who is looking, so
 * both are rendered and CSS shows one, from a flag set on <html> before the first paint (see
 * MEMBER_HINT_SCRIPT): no flash of the logged-out header, no JavaScript needed.
 */
export function AccountLink({ locale, loginLabel, accountLabel }: Props) {
  const classes =
    'inline-flex min-h-11 items-center gap-2 rounded-full px-3 text-sm font-medium text-ivory-100 hover:text-gold-300'
  return (
    <>
      <Link
        href={localizePath(accountPath('login', locale), locale)}
        className={`guest-only ${classes}`}
        prefetch={false}
      >
        <CircleUserRound aria-hidden="true" className="size-5" />
        <span className="hidden sm:inline">{loginLabel}</span>
        <span className="sr-only sm:hidden">{loginLabel}</span>
      </Link>
      <Link
        href={localizePath(accountPath('profile', locale), locale)}
        className={`member-only ${classes}`}
        prefetch={false}
      >
        <CircleUserRound aria-hidden="true" className="size-5 text-gold-300" />
        <span className="hidden sm:inline">{accountLabel}</span>
        <span className="sr-only sm:hidden">{accountLabel}</span>
      </Link>
    </>
  )
}

/** Runs in <head> before the body paints: marks <html> when the member hint cookie is present. */
export const MEMBER_HINT_SCRIPT =
  "if(/(?:^|; )atout_member=1/.test(document.cookie))document.documentElement.setAttribute('data-member','')"
