import type { Payload } from 'payload'

import { readMemberFields } from '@/features/identity'
import { createLoyaltyReader, readLoyaltyThroughPayload } from '@/features/loyalty'
import type { LoyaltyStatus } from '@/features/loyalty/domain'
import { VenuesRepository } from '@/features/venues'
import type { Casino, Media } from '@/payload-types'
import type { Locale } from '@/platform/i18n/locales'

import { selectMemberItems, type OfferKind, type TargetMember } from '../domain'

export type MemberOfferDto = {
  id: number
  kind: OfferKind
  title: string
  text: string | null
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  statuses: LoyaltyStatus[]
  casinos: { slug: string; name: string }[]
  validFrom: string
  validUntil: string
}

export type MemberEventsDto = {
  status: LoyaltyStatus | null
  offers: MemberOfferDto[]
  events: MemberOfferDto[]
}

type Ctx = { payload: Payload; locale: Locale; now: number }
const isObject = <T>(value: unknown): value is T => typeof value === 'object' && value !== null

async function readTarget(ctx: Ctx, memberId: number): Promise<TargetMember> {
  const member = await readMemberFields(ctx.payload, memberId, {
    state: true,
    cardNumber: true,
    luckyDay1: true,
    luckyDay2: true,
    luckyDaysChangedAt: true,
    favouriteCasino: true,
  })
  if (!member) return { status: null, casinoId: null }
  const [loyalty, casinos] = await Promise.all([
    createLoyaltyReader(readLoyaltyThroughPayload(ctx.payload))(
      { ...member, id: memberId },
      ctx.now,
    ),
    member.favouriteCasino
      ? new VenuesRepository(ctx.payload).findCasinoIdsBySlug([member.favouriteCasino])
      : Promise.resolve(new Map<string, number>()),
  ])
  return {
    status: loyalty.status,
    casinoId: member.favouriteCasino ? (casinos.get(member.favouriteCasino) ?? null) : null,
  }
}

/** GET /api/epc/profile/events: the member's current offers and events, by status and casino. */
export async function listMemberEvents(ctx: Ctx, memberId: number): Promise<MemberEventsDto> {
  const iso = new Date(ctx.now).toISOString()
  const [target, found] = await Promise.all([
    readTarget(ctx, memberId),
    ctx.payload.find({
      collection: 'member-offers',
      locale: ctx.locale,
      where: {
        and: [{ validFrom: { less_than_equal: iso } }, { validUntil: { greater_than_equal: iso } }],
      },
      depth: 1,
      populate: {
        casinos: { slug: true, name: true },
        media: { url: true, alt: true, width: true, height: true, sizes: true },
      },
      pagination: false,
      limit: 500,
    }),
  ])
  const items = found.docs.map((doc) => {
    const image = isObject<Media>(doc.image) && doc.image.url ? doc.image : null
    const casinos = (doc.casinos ?? []).filter((casino): casino is Casino => isObject(casino))
    return {
      id: doc.id,
      kind: doc.kind,
      title: doc.title,
      text: doc.text ?? null,
      image: image
        ? {
            url: image.sizes?.thumbnail?.url ?? image.url!,
            alt: image.alt ?? '',
            width: image.sizes?.thumbnail?.width ?? image.width ?? null,
            height: image.sizes?.thumbnail?.height ?? image.height ?? null,
          }
        : null,
      statuses: [...(doc.statuses ?? [])],
      casinoIds: (doc.casinos ?? []).map((casino) =>
        isObject<Casino>(casino) ? casino.id : casino,
      ),
      casinos: casinos.map(({ slug, name }) => ({ slug, name })),
      validFrom: Date.parse(doc.validFrom),
      validUntil: Date.parse(doc.validUntil),
    }
  })
  const chosen = selectMemberItems(items, target, ctx.now).map(
    ({ casinoIds: _ids, validFrom, validUntil, ...item }): MemberOfferDto => ({
      ...item,
      validFrom: new Date(validFrom!).toISOString(),
      validUntil: new Date(validUntil!).toISOString(),
    }),
  )
  return {
    status: target.status,
    offers: chosen.filter((item) => item.kind === 'offer'),
    events: chosen.filter((item) => item.kind === 'event'),
  }
}
