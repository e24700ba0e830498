import type { MemberPagesBlock } from '@/payload-types'
import { Link } from '@/ui/primitives/link'

import {
  isMemberPageGroup,
  memberPageGroups,
  type MemberPageGroup,
} from '../../domain/account-routes'
import { accountHref } from '../shared/account-href'
import { MEMBER_PAGES_KEYS, pickStrings } from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator, loadMenuTranslator } from './load-strings'

/**
 * The member pages of the identity area's list, in their groups, each with a line on what it
 * holds: the hub's map of the member area (every group), or a few groups on another member page
 * (the Carré VIP's benefits lead to the rewards). Page and group names are the account menu's.
 * Nothing without a member.
 */
export async function MemberPagesBlockView({
  block,
  context,
}: {
  block: MemberPagesBlock
  context: AccountBlockContext
}) {
  const { locale, member } = context
  if (!member) return null
  const [t, menu] = await Promise.all([loadAccountTranslator(locale), loadMenuTranslator(locale)])
  const strings = pickStrings(t, 'memberPages', MEMBER_PAGES_KEYS)
  const chosen = new Set<MemberPageGroup>((block.groups ?? []).filter(isMemberPageGroup))
  const groups = memberPageGroups.filter(({ group }) => chosen.size === 0 || chosen.has(group))
  const id = frameId(block)
  return (
    <AccountBlockFrame
      id={id}
      heading={block.heading || strings.title}
      intro={block.intro}
      width="wide"
    >
      <div className="grid gap-8 sm:grid-cols-2">
        {groups.map(({ group, routes }) => (
          <nav key={group} aria-labelledby={`${id}-${group}`}>
            <h3 id={`${id}-${group}`} className="font-sans text-lg font-semibold text-gold-200">
              {menu(`accountGroups.${group}`)}
            </h3>
            <ul className="mt-3 flex flex-col gap-3">
              {routes.map((route) => (
                <li key={route}>
                  <Link
                    href={accountHref(route, locale)}
                    className="font-medium text-gold-300 underline underline-offset-4 hover:text-gold-200"
                  >
                    {menu(`accountPages.${route}`)}
                  </Link>
                  <p className="mt-0.5 text-sm text-ink-300">{strings[`descriptions.${route}`]}</p>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </AccountBlockFrame>
  )
}
