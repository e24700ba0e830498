import { toSVG } from 'bwip-js/generic'
import type { Payload } from 'payload'

import { readMemberFields } from '@/features/identity'
import { createLoyaltyReader, readLoyaltyThroughPayload } from '@/features/loyalty'
import { VenuesRepository } from '@/features/venues'
import { formatInstant } from '@/platform/format'
import type { Locale } from '@/platform/i18n/locales'
import { getTranslator } from '@/platform/i18n/translator'

import {
  checkEligibility,
  computeValidUntil,
  describeVoucherState,
  isNewReward,
  isRewardCategory,
  selectLatestRewards,
  sortRewards,
  type IneligibilityReason,
  type RewardListType,
  type RewardMember,
  type RewardSort,
  VOUCHER_CODE_PATTERN,
} from '../domain'
import { RewardsError } from './errors'
import { RewardsRepository, type StoredReward, type StoredVoucher } from './rewards-repository'
import type { RewardDto, RewardsListDto, VoucherDto } from './views'

export type RewardsContext = {
  payload: Payload
  locale: Locale
  now: number
  /**
   * Reads shared by every list of one page (createRewardsReads): a page with three rewards
   * blocks reads the member and the catalogue once. Without it, each call reads its own.
   */
  reads?: RewardsReads
}

const LATEST_LIMIT = 12

type MemberForRewards = RewardMember & { id: number; favouriteCasino: string | null }

/** The member as the rewards see them: status and points from the loyalty programme. */
async function loadMember(ctx: RewardsContext, memberId: number): Promise<MemberForRewards> {
  const member = await readMemberFields(ctx.payload, memberId, {
    state: true,
    cardNumber: true,
    luckyDay1: true,
    luckyDay2: true,
    luckyDaysChangedAt: true,
    favouriteCasino: true,
  })
  if (!member) return { id: memberId, status: null, points: 0, favouriteCasino: null }
  const loyalty = await createLoyaltyReader(readLoyaltyThroughPayload(ctx.payload))(
    { ...member, id: memberId },
    ctx.now,
  )
  return {
    id: memberId,
    status: loyalty.status,
    points: loyalty.points ?? 0,
    favouriteCasino: member.favouriteCasino ?? null,
  }
}

/** The member and the catalogue, each read at most once for one context. */
export type RewardsReads = {
  member(memberId: number): Promise<MemberForRewards>
  /** The catalogue's rewards published by now, those whose availability ended included. */
  published(): Promise<StoredReward[]>
}

/**
 * The catalogue of a language as it was last edited (a cached copy: getCachedCatalogue), without
 * which each context reads it from the database.
 */
export type CatalogueSource = (locale: Locale) => Promise<StoredReward[]>

export function createRewardsReads(
  ctx: Omit<RewardsContext, 'reads'>,
  source?: CatalogueSource,
): RewardsReads {
  const members = new Map<number, Promise<MemberForRewards>>()
  const repository = new RewardsRepository(ctx.payload)
  let published: Promise<StoredReward[]> | undefined
  async function readPublished(): Promise<StoredReward[]> {
    let catalogue: StoredReward[]
    if (source) {
      const [copy, stocks] = await Promise.all([source(ctx.locale), repository.readStocks()])
      // A copy's stock is as old as the copy: the live one is the database's.
      catalogue = copy.map((reward) => ({ ...reward, stock: stocks.get(reward.id) ?? null }))
    } else {
      catalogue = await repository.listCatalogue(ctx.locale)
    }
    return catalogue.filter((reward) => reward.publishedAt <= ctx.now)
  }
  return {
    member(memberId) {
      let member = members.get(memberId)
      if (!member) {
        member = loadMember(ctx, memberId)
        members.set(memberId, member)
      }
      return member
    },
    published() {
      published ??= readPublished()
      return published
    },
  }
}

/** Each reason as a sentence in the member's language (rewards.reasons.*). */
export function describeReasons(reasons: readonly IneligibilityReason[], locale: Locale) {
  const t = getTranslator(locale, 'rewards')
  const date = (ms: number) => formatInstant(ms, locale, 'day')
  return reasons.map((reason) => {
    switch (reason.code) {
      case 'notEnoughPoints':
        return {
          code: reason.code,
          message: t('reasons.notEnoughPoints', { missing: reason.missing }),
        }
      case 'statusTooLow':
        return {
          code: reason.code,
          message: t('reasons.statusTooLow', { status: reason.required }),
        }
      case 'notYetAvailable':
        return {
          code: reason.code,
          message: t('reasons.notYetAvailable', { date: date(reason.from) }),
        }
      case 'noLongerAvailable':
        return {
          code: reason.code,
          message: t('reasons.noLongerAvailable', { date: date(reason.until) }),
        }
      default:
        return { code: reason.code, message: t(`reasons.${reason.code}`) }
    }
  })
}

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

function toRewardDto(reward: StoredReward, member: RewardMember, ctx: RewardsContext): RewardDto {
  const reasons = checkEligibility(reward, member, ctx.now)
  return {
    id: reward.id,
    title: reward.title,
    description: reward.description,
    category: reward.category,
    pointsCost: reward.pointsCost,
    stock: reward.stock,
    minimumStatus: reward.minimumStatus,
    availableFrom: iso(reward.availableFrom),
    availableUntil: iso(reward.availableUntil),
    publishedAt: new Date(reward.publishedAt).toISOString(),
    isNew: isNewReward(reward, ctx.now),
    casinos: reward.casinos.map(({ slug, name }) => ({ slug, name })),
    image: reward.image,
    eligible: reasons.length === 0,
    reasons: describeReasons(reasons, ctx.locale),
  }
}

/**
 * The member's rewards list: all of them, one category, the new ones (published in the last 30
 * days) or the member's latest; each says whether the member can take it and, if not, why.
 */
export async function listRewards(
  ctx: RewardsContext,
  memberId: number,
  options: { type?: RewardListType; sort?: RewardSort } = {},
): Promise<RewardsListDto> {
  const sort = options.sort ?? 'points-asc'
  const repository = new RewardsRepository(ctx.payload)
  const reads = ctx.reads ?? createRewardsReads(ctx)
  const member = await reads.member(memberId)
  const summary = { status: member.status, points: member.points }
  if (options.type === 'latest') {
    const [vouchers, published] = await Promise.all([
      repository.listVouchers(memberId, 200),
      reads.published(),
    ])
    const latest = selectLatestRewards(
      vouchers.flatMap((voucher) =>
        voucher.rewardId === null
          ? []
          : [{ rewardId: voucher.rewardId, issuedAt: voucher.issuedAt }],
      ),
      LATEST_LIMIT,
    )
    const rewards = new Map(published.map((reward) => [reward.id, reward]))
    return {
      type: 'latest',
      sort,
      member: summary,
      rewards: latest.flatMap(({ rewardId, lastIssuedAt }) => {
        const reward = rewards.get(rewardId)
        return reward
          ? [
              {
                ...toRewardDto(reward, member, ctx),
                lastRedeemedAt: new Date(lastIssuedAt).toISOString(),
              },
            ]
          : []
      }),
    }
  }
  // Members see what is published and still available; the latest list above keeps what ended.
  const visible = (await reads.published()).filter(
    (reward) => reward.availableUntil === null || reward.availableUntil > ctx.now,
  )
  const type = options.type
  const chosen = visible.filter((reward) =>
    type === 'new'
      ? isNewReward(reward, ctx.now)
      : type && isRewardCategory(type)
        ? reward.category === type
        : true,
  )
  return {
    type: type ?? 'all',
    sort,
    member: summary,
    rewards: sortRewards(chosen, sort, ctx.locale).map((reward) =>
      toRewardDto(reward, member, ctx),
    ),
  }
}

function toVoucherDto(voucher: StoredVoucher, now: number): VoucherDto {
  return {
    code: voucher.code,
    status: describeVoucherState(voucher, now),
    rewardId: voucher.rewardId,
    rewardTitle: voucher.rewardTitle,
    casino: voucher.casino,
    pointsCost: voucher.pointsCost,
    issuedAt: new Date(voucher.issuedAt).toISOString(),
    validUntil: new Date(voucher.validUntil).toISOString(),
  }
}

export async function listVouchers(ctx: RewardsContext, memberId: number): Promise<VoucherDto[]> {
  const vouchers = await new RewardsRepository(ctx.payload).listVouchers(memberId, 100, ctx.locale)
  return vouchers.map((voucher) => toVoucherDto(voucher, ctx.now))
}

export type RedeemInput = { rewardId: number; casino?: string | null; idempotencyKey: string }

/**
 * Exchanges reward points for a voucher. The idempotency key (one per click on 'redeem', sent
 * again on a retry) is the member's own: a second request with it answers the first voucher. The
 * rules are checked here for a clear answer; the database checks stock and balance again in the
 * redemption's statement, which is what holds under concurrent requests.
 */
export async function redeemReward(
  ctx: RewardsContext,
  memberId: number,
  input: RedeemInput,
): Promise<{ voucher: VoucherDto; created: boolean }> {
  const repository = new RewardsRepository(ctx.payload)
  const key = `member:${memberId}:${input.idempotencyKey}`
  const replay = await repository.findVoucherByKey(key)
  if (replay) return answerReplay(replay, input, ctx)

  const [member, reward] = await Promise.all([
    loadMember(ctx, memberId),
    repository.findById(input.rewardId, ctx.locale),
  ])
  if (!reward || reward.publishedAt > ctx.now) throw new RewardsError('rewardNotFound')

  let casinoId: number | null = null
  if (input.casino) {
    const found = await new VenuesRepository(ctx.payload).findCasinoIdsBySlug([input.casino])
    casinoId = found.get(input.casino) ?? null
    if (casinoId === null) throw new RewardsError('unknownCasino')
  }
  const reasons = checkEligibility(reward, member, ctx.now, casinoId)
  if (reasons.length > 0) throw new RewardsError('notEligible', reasons)
  casinoId ??= await chooseCasino(ctx, reward, member.favouriteCasino)

  const id = await repository.insertVoucher({
    memberId,
    rewardId: reward.id,
    rewardTitle: reward.title,
    casinoId,
    pointsCost: reward.pointsCost,
    issuedAt: ctx.now,
    validUntil: computeValidUntil(ctx.now, reward.voucherValidityDays, reward.availableUntil),
    idempotencyKey: key,
  })
  const stored = await repository.findVoucherByKey(key)
  if (!stored) throw new Error('redeemReward: the voucher just written cannot be read')
  if (id === null) return answerReplay(stored, input, ctx)
  return { voucher: toVoucherDto(stored, ctx.now), created: true }
}

/** A key already used: the same redemption answers its voucher; another reward is a mistake. */
function answerReplay(voucher: StoredVoucher, input: RedeemInput, ctx: RewardsContext) {
  if (voucher.rewardId !== input.rewardId) throw new RewardsError('idempotencyKeyReused')
  return { voucher: toVoucherDto(voucher, ctx.now), created: false }
}

/** Not chosen: the reward's only casino, else the member's favourite if it is one, else the first. */
async function chooseCasino(
  ctx: RewardsContext,
  reward: StoredReward,
  favourite: string | null,
): Promise<number | null> {
  const favouriteInList = reward.casinos.find((casino) => casino.slug === favourite)
  if (favouriteInList) return favouriteInList.id
  if (reward.casinos.length > 0) return reward.casinos[0]!.id
  if (!favourite) return null
  const found = await new VenuesRepository(ctx.payload).findCasinoIdsBySlug([favourite])
  return found.get(favourite) ?? null
}

/** The member's own voucher code as a QR code (SVG); null for a code that is not theirs. */
export async function renderVoucherQr(
  ctx: RewardsContext,
  memberId: number,
  code: string,
): Promise<string | null> {
  if (!VOUCHER_CODE_PATTERN.test(code)) return null
  const voucher = await new RewardsRepository(ctx.payload).findVoucherByCode(memberId, code)
  if (!voucher) return null
  const svg = toSVG({ bcid: 'qrcode', text: voucher.code, scale: 1, padding: 4 })
  const [, width = '0', height = '0'] = /viewBox="0 0 (\d+) (\d+)"/.exec(svg) ?? []
  const inner = svg.slice(svg.indexOf('>') + 1)
  // An intrinsic size (4 px per module) and a white ground: a plain image for any viewer.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${Number(width) * 4}" height="${Number(height) * 4}" viewBox="0 0 ${width} ${height}" shape-rendering="crispEdges"><rect width="${width}" height="${height}" fill="#fff"/>${inner}`
}
