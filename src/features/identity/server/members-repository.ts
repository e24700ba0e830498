import { sql } from 'drizzle-orm'
import type { Payload } from 'payload'

import type { CardHolder, Member } from '@/payload-types'
import { runSql } from '@/platform/db/sql'

export type MemberWithSecret = Member & { passwordHash?: string | null }

export type NewMember = Omit<Member, 'id' | 'createdAt' | 'updatedAt'> & { passwordHash: string }

/** The only code that reads and writes members and card holders. Always by id or unique key. */
export class MembersRepository {
  constructor(private readonly payload: Payload) {}

  async findById(id: number): Promise<Member | null> {
    const result = await this.payload.find({
      collection: 'members',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
    })
    return result.docs[0] ?? null
  }

  /**
   * The member and the dates their godsons were sponsored, in two indexed reads without Payload's
   * document pipeline: GET /users/init is the hottest member call (issue 4's budget is about
   * 1 ms of CPU per request). Returns the same shape as findById for the fields a member sees.
   */
  async findForInit(id: number): Promise<{ member: Member; godsonDates: number[] } | null> {
    const [members, godsons] = await Promise.all([
      runSql<MemberRow>(
        this.payload,
        sql`SELECT ${sql.raw(memberColumns)} FROM members WHERE id = ${id}`,
      ),
      runSql<{ sponsored_at: unknown }>(
        this.payload,
        sql`SELECT sponsored_at FROM members WHERE sponsor_id = ${id} AND sponsored_at IS NOT NULL`,
      ),
    ])
    const row = members.rows[0]
    if (!row) return null
    return {
      member: toMember(row),
      godsonDates: godsons.rows.flatMap((g) => {
        const at = toIsoString(g.sponsored_at)
        return at ? [Date.parse(at)] : []
      }),
    }
  }

  /** With the password hash: only for checking a password. */
  async findWithSecretByEmail(email: string): Promise<MemberWithSecret | null> {
    const result = await this.payload.find({
      collection: 'members',
      where: { email: { equals: email } },
      depth: 0,
      limit: 1,
      showHiddenFields: true,
    })
    return (result.docs[0] as MemberWithSecret | undefined) ?? null
  }

  async findWithSecretById(id: number): Promise<MemberWithSecret | null> {
    const result = await this.payload.find({
      collection: 'members',
      where: { id: { equals: id } },
      depth: 0,
      limit: 1,
      showHiddenFields: true,
    })
    return (result.docs[0] as MemberWithSecret | undefined) ?? null
  }

  async findByEmail(email: string): Promise<Member | null> {
    const result = await this.payload.find({
      collection: 'members',
      where: { email: { equals: email } },
      depth: 0,
      limit: 1,
    })
    return result.docs[0] ?? null
  }

  async findByCardNumber(cardNumber: string): Promise<Member | null> {
    const result = await this.payload.find({
      collection: 'members',
      where: { cardNumber: { equals: cardNumber } },
      depth: 0,
      limit: 1,
    })
    return result.docs[0] ?? null
  }

  async findBySponsorCode(code: string): Promise<Member | null> {
    const result = await this.payload.find({
      collection: 'members',
      where: { sponsorCode: { equals: code } },
      depth: 0,
      limit: 1,
    })
    return result.docs[0] ?? null
  }

  /** When each godson of a sponsor was sponsored (the yearly limit counts them). */
  async listGodsonDates(sponsorId: number): Promise<number[]> {
    const result = await this.payload.find({
      collection: 'members',
      where: { sponsor: { equals: sponsorId } },
      depth: 0,
      limit: 500,
      select: { sponsoredAt: true },
    })
    return result.docs.flatMap((doc) => (doc.sponsoredAt ? [Date.parse(doc.sponsoredAt)] : []))
  }

  /** Throws on a duplicate email (unique index): concurrent sign-ups cannot both succeed. */
  async create(data: NewMember): Promise<Member> {
    return this.payload.create({ collection: 'members', data, depth: 0 })
  }

  async update(
    id: number,
    data: Partial<Omit<Member, 'id'>> & { passwordHash?: string },
  ): Promise<Member> {
    return this.payload.update({ collection: 'members', id, data, depth: 0 })
  }

  async findCardHolder(cardNumber: string): Promise<CardHolder | null> {
    const result = await this.payload.find({
      collection: 'card-holders',
      where: { cardNumber: { equals: cardNumber } },
      depth: 0,
      limit: 1,
    })
    return result.docs[0] ?? null
  }

  /**
   * Links a card to a member once: a compare-and-set on the card holder row, so two sign-ups
   * with the same card cannot both take it.
   */
  async claimCardHolder(cardHolderId: number, memberId: number): Promise<boolean> {
    const { rowsAffected } = await runSql(
      this.payload,
      sql`UPDATE card_holders SET member_id = ${memberId} WHERE id = ${cardHolderId} AND member_id IS NULL`,
    )
    return rowsAffected === 1
  }
}

const memberColumns = [
  'id',
  'email',
  'locale',
  'state',
  'card_number',
  'email_verified',
  'is_employee',
  'civility',
  'firstname',
  'lastname',
  'birth_name',
  'common_name',
  'birthdate',
  'phone',
  'address_line1',
  'address_line2',
  'postal_box',
  'place_known_as',
  'zip',
  'city',
  'country',
  'favourite_casino',
  'lucky_day1',
  'lucky_day2',
  'opt_ins_email',
  'opt_ins_sms',
  'opt_ins_mail',
  'opt_ins_hotel',
  'opt_ins_casino',
  'opt_ins_partner',
  'preferences_games',
  'preferences_bars_restaurants',
  'preferences_shows',
  'consents_accept_cgu',
  'consents_accept_cgu_at',
  'consents_terms_version',
  'sponsor_code',
  'updated_at',
  'created_at',
].join(', ')

type MemberRow = Record<string, unknown>

/** SQLite answers 0/1 (sometimes as strings from libsql), PostgreSQL booleans. */
function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/**
 * SQLite stores ISO strings; PostgreSQL answers raw timestamps as '2026-11-02 09:30:00+00' (or a
 * Date): both become the ISO form Payload returns.
 */
function toIsoString(value: unknown): string | null {
  if (value instanceof Date) return value.toISOString()
  if (typeof value !== 'string' || value === '') return null
  if (/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(value)) return value
  const normalized = value.replace(' ', 'T').replace(/([+-]\d{2})$/, '$1:00')
  const instant = Date.parse(normalized)
  return Number.isNaN(instant) ? value : new Date(instant).toISOString()
}

function toText(value: unknown): string | null {
  return typeof value === 'string' ? value : null
}

function toMember(row: MemberRow): Member {
  return {
    id: Number(row.id),
    email: String(row.email),
    locale: toText(row.locale) as Member['locale'],
    state: String(row.state) as Member['state'],
    cardNumber: toText(row.card_number),
    emailVerified: toBool(row.email_verified),
    isEmployee: toBool(row.is_employee),
    civility: toText(row.civility) as Member['civility'],
    firstname: String(row.firstname),
    lastname: String(row.lastname),
    birthName: toText(row.birth_name),
    commonName: toText(row.common_name),
    birthdate: toText(row.birthdate),
    phone: toText(row.phone),
    addressLine1: toText(row.address_line1),
    addressLine2: toText(row.address_line2),
    postalBox: toText(row.postal_box),
    placeKnownAs: toText(row.place_known_as),
    zip: toText(row.zip),
    city: toText(row.city),
    country: toText(row.country),
    favouriteCasino: toText(row.favourite_casino),
    luckyDay1: toText(row.lucky_day1),
    luckyDay2: toText(row.lucky_day2),
    optIns: {
      email: toBool(row.opt_ins_email),
      sms: toBool(row.opt_ins_sms),
      mail: toBool(row.opt_ins_mail),
      hotel: toBool(row.opt_ins_hotel),
      casino: toBool(row.opt_ins_casino),
      partner: toBool(row.opt_ins_partner),
    },
    preferences: {
      games: toBool(row.preferences_games),
      barsRestaurants: toBool(row.preferences_bars_restaurants),
      shows: toBool(row.preferences_shows),
    },
    consents: {
      acceptCgu: toBool(row.consents_accept_cgu),
      acceptCguAt: toIsoString(row.consents_accept_cgu_at),
      termsVersion: toText(row.consents_terms_version),
    },
    sponsorCode: toText(row.sponsor_code),
    updatedAt: toIsoString(row.updated_at) ?? '',
    createdAt: toIsoString(row.created_at) ?? '',
  }
}
