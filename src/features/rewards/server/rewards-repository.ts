import { randomBytes } from 'node:crypto'

import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { Casino, Media, Reward, RewardVoucher } from '@/payload-types'
import { getSqlDialect, isUniqueViolation, runSql, sqlInstant } from '@/platform/db/sql'
import type { Locale } from '@/platform/i18n/locales'

import { formatVoucherCode, type CatalogueReward, type VoucherStatus } from '../domain'
import { readTriggerRefusal, RewardsError } from './errors'

/** A reward with what the list shows beside the rules' fields. */
export type StoredReward = CatalogueReward & {
  description: string | null
  image: { url: string; alt: string; width: number | null; height: number | null } | null
  casinos: { id: number; slug: string; name: string }[]
  voucherValidityDays: number | null
}

export type StoredVoucher = {
  id: number
  code: string
  status: VoucherStatus
  memberId: number
  rewardId: number | null
  rewardTitle: string
  casino: { slug: string; name: string } | null
  pointsCost: number
  issuedAt: number
  validUntil: number
}

export type NewVoucher = {
  memberId: number
  rewardId: number
  rewardTitle: string
  casinoId: number | null
  pointsCost: number
  issuedAt: number
  validUntil: number
  idempotencyKey: string
}

const time = (value: string | null | undefined) => (value ? Date.parse(value) : null)
const isObject = <T>(value: unknown): value is T => typeof value === 'object' && value !== null

function toStoredReward(doc: Reward): StoredReward {
  const casinos = (doc.casinos ?? []).filter((casino): casino is Casino => isObject(casino))
  const image = isObject<Media>(doc.image) && doc.image.url ? doc.image : null
  const thumbnail = image?.sizes?.thumbnail?.url ? image.sizes.thumbnail : null
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description ?? null,
    category: doc.category,
    pointsCost: doc.pointsCost,
    stock: doc.stock ?? null,
    minimumStatus: doc.minimumStatus,
    availableFrom: time(doc.availableFrom),
    availableUntil: time(doc.availableUntil),
    casinoIds: (doc.casinos ?? []).map((casino) => (isObject<Casino>(casino) ? casino.id : casino)),
    casinos: casinos.map((casino) => ({ id: casino.id, slug: casino.slug, name: casino.name })),
    publishedAt: Date.parse(doc.publishedAt),
    voucherValidityDays: doc.voucherValidityDays ?? null,
    image: image
      ? {
          // The 480×320 rendition fits a reward card.
          url: thumbnail?.url ?? image.url!,
          // The picture's own text, else the reward's name: a card's picture is never unnamed.
          alt: image.alt || doc.title,
          width: (thumbnail ? thumbnail.width : image.width) ?? null,
          height: (thumbnail ? thumbnail.height : image.height) ?? null,
        }
      : null,
  }
}

function toStoredVoucher(doc: RewardVoucher): StoredVoucher {
  const casino = isObject<Casino>(doc.casino) ? doc.casino : null
  return {
    id: doc.id,
    code: doc.code,
    status: doc.status,
    memberId: isObject<{ id: number }>(doc.member) ? doc.member.id : doc.member,
    rewardId: isObject<Reward>(doc.reward) ? doc.reward.id : (doc.reward ?? null),
    // The reward's title in the reader's language while it exists; the redemption's otherwise.
    rewardTitle: (isObject<Reward>(doc.reward) && doc.reward.title) || doc.rewardTitle,
    casino: casino ? { slug: casino.slug, name: casino.name } : null,
    pointsCost: doc.pointsCost,
    issuedAt: Date.parse(doc.issuedAt),
    validUntil: Date.parse(doc.validUntil),
  }
}

const rewardPopulate = {
  casinos: { slug: true, name: true },
  // Payload computes `url` from `filename` after reading: without it the URL comes back null.
  media: { url: true, filename: true, alt: true, width: true, height: true, sizes: true },
} as const

/**
 * The catalogue and the vouchers. Reads go through Payload; the redemption is one raw INSERT whose
 * database trigger checks and debits (migration 'reward_triggers'): Payload's create cannot say
 * 'only if nobody took the last one meanwhile'.
 */
export class RewardsRepository {
  constructor(private readonly payload: Payload) {}

  /**
   * Every reward of the members' catalogue in a language, published or scheduled, with what its
   * card shows: what the page cache keeps per language (getCachedCatalogue). Staff edits expire it
   * (tag rewards; their pictures' and casinos' tags too); the stock is read live (readStocks).
   */
  async listCatalogue(locale: Locale): Promise<StoredReward[]> {
    const found = await this.payload.find({
      collection: 'rewards',
      locale,
      where: { purpose: { equals: 'catalogue' } },
      depth: 1,
      populate: rewardPopulate,
      pagination: false,
      limit: 500,
    })
    return found.docs.map(toStoredReward)
  }

  /**
   * The stock left of each catalogue reward that has one, as it is now: the redemption's statement
   * takes from it in the database (migration 'reward_triggers'), never through Payload's hooks.
   */
  async readStocks(): Promise<Map<number, number>> {
    const { rows } = await runSql<{ id: unknown; stock: unknown }>(
      this.payload,
      sql`SELECT id, stock FROM rewards WHERE purpose = 'catalogue' AND stock IS NOT NULL`,
    )
    return new Map(rows.map((row) => [Number(row.id), Number(row.stock)]))
  }

  /** A reward of the members' catalogue (the welcome offer is given, never redeemed). */
  async findById(id: number, locale: Locale): Promise<StoredReward | null> {
    const found = await this.payload.find({
      collection: 'rewards',
      locale,
      where: { and: [{ id: { equals: id } }, { purpose: { equals: 'catalogue' } }] },
      depth: 1,
      populate: rewardPopulate,
      limit: 1,
    })
    return found.docs[0] ? toStoredReward(found.docs[0]) : null
  }

  async listVouchers(memberId: number, limit = 100, locale?: Locale): Promise<StoredVoucher[]> {
    const found = await this.payload.find({
      collection: 'reward-vouchers',
      where: { member: { equals: memberId } },
      sort: '-issuedAt',
      depth: 1,
      locale,
      populate: { casinos: { slug: true, name: true }, rewards: { title: true }, members: {} },
      limit,
      // The newest `limit` only: no count of all the member's vouchers.
      pagination: false,
    })
    return found.docs.map(toStoredVoucher)
  }

  /** A voucher by code, only among the member's own. */
  async findVoucherByCode(memberId: number, code: string): Promise<StoredVoucher | null> {
    const found = await this.payload.find({
      collection: 'reward-vouchers',
      where: { and: [{ code: { equals: code } }, { member: { equals: memberId } }] },
      depth: 0,
      limit: 1,
    })
    return found.docs[0] ? toStoredVoucher(found.docs[0]) : null
  }

  async findVoucherByKey(idempotencyKey: string): Promise<StoredVoucher | null> {
    const found = await this.payload.find({
      collection: 'reward-vouchers',
      where: { idempotencyKey: { equals: idempotencyKey } },
      depth: 1,
      populate: { casinos: { slug: true, name: true }, rewards: {}, members: {} },
      limit: 1,
    })
    return found.docs[0] ? toStoredVoucher(found.docs[0]) : null
  }

  /**
   * Issues the voucher, debits the points and takes one from the stock in one statement; a second
   * call with the same key writes nothing (null). Refusals of the database (stock out, balance
   * short, even when a concurrent redemption got there first) come back as coded errors.
   */
  async insertVoucher(voucher: NewVoucher): Promise<number | null> {
    const dialect = getSqlDialect(this.payload)
    const at = (ms: number) => sqlInstant(dialect, ms)
    for (let attempt = 0; ; attempt++) {
      const code = formatVoucherCode(randomBytes(8))
      try {
        const { rows } = await runSql<{ id: unknown }>(
          this.payload,
          sql`INSERT INTO reward_vouchers (code, status, member_id, reward_id, reward_title, casino_id,
              points_cost, issued_at, valid_until, idempotency_key, updated_at, created_at)
            VALUES (${code}, 'issued', ${voucher.memberId}, ${voucher.rewardId}, ${voucher.rewardTitle},
              ${voucher.casinoId}, ${voucher.pointsCost}, ${at(voucher.issuedAt)}, ${at(voucher.validUntil)},
              ${voucher.idempotencyKey}, ${at(voucher.issuedAt)}, ${at(voucher.issuedAt)})
            ON CONFLICT (idempotency_key) DO NOTHING
            RETURNING id`,
        )
        return rows[0] ? Number(rows[0].id) : null
      } catch (error) {
        const refusal = readTriggerRefusal(error)
        if (refusal) throw new RewardsError('notEligible', [{ code: refusal } as never])
        // 40 random bits: a clash of codes is rare; a new code is drawn.
        if (isUniqueViolation(error) && attempt < 3) continue
        throw error
      }
    }
  }
}
