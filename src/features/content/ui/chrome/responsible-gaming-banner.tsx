import { Phone } from 'lucide'

import type { Banner } from '@/payload-types'
import { SmartLink } from '@/ui/primitives/smart-link'

import { resolveLink, type LinkContext } from '../../domain/links'
import { Icon } from '@/ui/primitives/icon'

type Props = { banner: Banner | null; linkContext: LinkContext; label: string; callLabel: string }

/** The legal responsible-gaming message, shown on every page. */
export function ResponsibleGamingBanner({ banner, linkContext, label, callLabel }: Props) {
  if (!banner) return null
  const link = resolveLink(banner.link, linkContext)
  const phoneHref = banner.phone ? `tel:${banner.phone.replace(/[^\d+]/g, '')}` : null
  return (
    <aside
      aria-label={label}
      className="border-b border-ink-700 bg-ink-900 px-4 py-2 text-center text-xs leading-snug text-ink-200 sm:text-sm"
      data-testid="responsible-gaming-banner"
    >
      <p className="mx-auto max-w-5xl">
        {banner.text}{' '}
        {phoneHref ? (
          <a
            href={phoneHref}
            className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-gold-300 underline"
            aria-label={callLabel}
          >
            <Icon icon={Phone} aria-hidden="true" className="size-3.5" />
            {banner.phone}
          </a>
        ) : null}{' '}
        {link ? <SmartLink link={link} className="text-gold-300 underline" /> : null}
      </p>
    </aside>
  )
}
