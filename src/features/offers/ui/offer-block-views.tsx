import { getTranslations } from 'next-intl/server'

import { accountPath, type ProfileDto } from '@/features/identity'
import type { MemberOffersBlock } from '@/payload-types'
import { formatInstant } from '@/platform/format'
import { localizePath, type Locale } from '@/platform/i18n/locales'
import { BlockFrame, blockId } from '@/ui/primitives/block-frame'
import { Link } from '@/ui/primitives/link'

import { readMemberEvents } from '../server/member-pages'
import { ServerImage as Image } from '@/ui/primitives/server-image'

type MemberBlockContext = { locale: Locale; member: ProfileDto | null }

const day = (iso: string, locale: Locale) => formatInstant(iso, locale, 'day')

/** The member's current offers and events; on VIP pages, those reserved for some statuses. */
async function MemberOffersBlockView({
  block,
  context,
}: {
  block: MemberOffersBlock
  context: MemberBlockContext
}) {
  const { locale, member } = context
  const t = await getTranslations({ locale, namespace: 'offers.ui' })
  const id = blockId('member-offers', block)
  const heading = block.heading || t('title')
  if (!member) {
    return (
      <BlockFrame id={id} heading={heading} intro={block.intro}>
        <Link
          href={localizePath(accountPath('login', locale), locale)}
          className="text-gold-300 underline underline-offset-4"
        >
          {t('loginNeeded')}
        </Link>
      </BlockFrame>
    )
  }
  const { status, offers, events } = await readMemberEvents(member.id, locale)
  const only = block.onlyStatuses ?? []
  const items = [
    ...(block.kind === 'event' ? [] : offers),
    ...(block.kind === 'offer' ? [] : events),
  ].filter(
    (item) =>
      only.length === 0 ||
      (item.statuses.length > 0 && item.statuses.every((value) => only.includes(value))),
  )
  const reserved = only.length > 0 && (!status || !only.includes(status))
  return (
    <BlockFrame id={id} heading={heading} intro={block.intro}>
      {items.length === 0 ? (
        <p className="text-ink-200">
          {reserved ? t('reserved', { statuses: only.join(', ') }) : t('empty')}
        </p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li
              key={item.id}
              data-offer-kind={item.kind}
              className="flex flex-col overflow-hidden rounded-xl border border-ink-800 bg-ink-900/60"
            >
              {item.image ? (
                <Image
                  src={item.image.url}
                  alt={item.image.alt}
                  width={item.image.width ?? 480}
                  height={item.image.height ?? 320}
                  fileWidth={item.image.width}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="aspect-[3/2] w-full object-cover"
                />
              ) : null}
              <div className="flex flex-col gap-2 p-4">
                <p className="text-xs font-semibold tracking-widest text-gold-300 uppercase">
                  {t(item.kind === 'offer' ? 'offer' : 'event')}
                  {item.statuses.length ? ` · ${item.statuses.join(', ')}` : ''}
                </p>
                <h3 className="text-lg text-ivory-50">{item.title}</h3>
                {item.text ? <p className="text-sm text-ink-200">{item.text}</p> : null}
                <p className="text-sm text-ink-300">
                  {t('dates', {
                    from: day(item.validFrom, locale),
                    until: day(item.validUntil, locale),
                  })}
                </p>
                {item.casinos.length ? (
                  <p className="text-sm text-ink-300">
                    {item.casinos.map((casino) => casino.name).join(', ')}
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </BlockFrame>
  )
}

export const offerBlockViews = { memberOffers: MemberOffersBlockView } as const
