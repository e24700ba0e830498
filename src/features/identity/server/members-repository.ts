import { sql } from 'drizzle-orm'
import type { Payload, PayloadRequest } from 'payload'

import type { CardHolder, Member } from '@/payload-types'
import { isUniqueViolation, runSql } from '@/platform/db/sql'

import {
  MEMBER_FROM,
  memberColumns,
  toInitRead,
  toMember,
  type GodsonRow,
  type InitRead,
  type MemberRow,
} from './member-row'
import { writeOrigin, type WriteOrigin } from '@/platform/cms/write-origin'

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
      // One row by its key: no count query (every member page reads the member).
      pagination: false,
    })
    return result.docs[0] ?? null
  }

  /**
   * The member as their pages show them (toProfileDto), in one indexed read without Payload's
   * document pipeline: every member page and action reads it (getCurrentMember). The statement and
   * the row's reading are init's (member-row.ts); a test compares both with Payload's on SQLite and
   * PostgreSQL (tests/support/members-init-scenario.ts).
   */
  async findProfileById(id: number): Promise<Member | null> {
    const row = (await this.memberRows(id)).rows[0]
    return row ? toMember(row) : null
  }

  /** The members row by id with its newsletter lists: init's statement (member-row.ts). */
  private memberRows(id: number) {
    return runSql<MemberRow>(
      this.payload,
      sql`SELECT ${sql.raw(memberColumns)} FROM ${sql.raw(MEMBER_FROM)} WHERE members.id = ${id}`,
    )
  }

  /**
   * The member and the dates their godsons were sponsored, in two indexed reads without Payload's
   * document pipeline: GET /users/init is the hottest member call (issue 4's budget is about
   * 1 ms of CPU per request). Returns the same shape as findById for the fields a member sees.
   */
  async findForInit(id: number): Promise<InitRead | null> {
    const [members, godsons] = await Promise.all([
      this.memberRows(id),
      runSql<GodsonRow>(
        this.payload,
        sql`SELECT sponsored_at, state FROM members WHERE sponsor_id = ${id} AND sponsored_at IS NOT NULL`,
      ),
    ])
    return toInitRead(members.rows, godsons.rows)
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

  /** Active members holding these cards (casino systems post play by card number). */
  async findActiveByCardNumbers(cardNumbers: readonly string[]): Promise<Member[]> {
    if (cardNumbers.length === 0) return []
    const result = await this.payload.find({
      collection: 'members',
      where: { and: [{ cardNumber: { in: [...cardNumbers] } }, { state: { equals: 'Active' } }] },
      depth: 0,
      limit: cardNumbers.length,
      pagination: false,
      select: { cardNumber: true, luckyDay1: true, luckyDay2: true, luckyDaysChangedAt: true },
    })
    return result.docs as Member[]
  }

  /**
   * A casino hands the card to a pre-member (spec §4): one conditional statement, so two desks
   * doing it at once cannot both succeed, and the card's unique index refuses a card already held.
   */
  async activateWithCard(
    email: string,
    cardNumber: string,
    now: number,
  ): Promise<'activated' | 'notPreMember' | 'cardTaken'> {
    try {
      const { rowsAffected } = await runSql(
        this.payload,
        sql`UPDATE members SET state = 'Active', card_number = ${cardNumber},
            updated_at = ${new Date(now).toISOString()}
          WHERE email = ${email} AND state = 'PreMember'`,
      )
      return rowsAffected === 1 ? 'activated' : 'notPreMember'
    } catch (error) {
      if (isUniqueViolation(error)) return 'cardTaken'
      throw error
    }
  }

  /**
   * Stores a password's new hash only while the old one is still the stored one: a password
   * changed meanwhile (another tab, a reset) is never overwritten by a login's upgrade.
   */
  async replacePasswordHash(id: number, previous: string, next: string): Promise<boolean> {
    const { rowsAffected } = await runSql(
      this.payload,
      sql`UPDATE members SET password_hash = ${next} WHERE id = ${id} AND password_hash = ${previous}`,
    )
    return rowsAffected === 1
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
    return (await this.readGodsons(sponsorId)).godsonDates
  }

  /**
   * The members who signed up with a sponsor's code: when each was sponsored, and how many are
   * active members (the sponsorship area counts and shows them, ADR 0049).
   */
  async readGodsons(sponsorId: number): Promise<{ godsonDates: number[]; activeGodsons: number }> {
    const result = await this.payload.find({
      collection: 'members',
      where: { sponsor: { equals: sponsorId } },
      depth: 0,
      limit: 500,
      select: { sponsoredAt: true, state: true },
    })
    return {
      godsonDates: result.docs.flatMap((doc) =>
        doc.sponsoredAt ? [Date.parse(doc.sponsoredAt)] : [],
      ),
      activeGodsons: result.docs.filter((doc) => doc.state === 'Active').length,
    }
  }

  /** Throws on a duplicate email (unique index): concurrent sign-ups cannot both succeed. */
  /** `origin`: the door of the site the write came through (kept by the consent history). */
  async create(data: NewMember, origin?: WriteOrigin): Promise<Member> {
    return this.payload.create({
      collection: 'members',
      data,
      depth: 0,
      context: contextOf(origin),
    })
  }

  async update(
    id: number,
    data: Partial<Omit<Member, 'id'>> & { passwordHash?: string },
    origin?: WriteOrigin,
  ): Promise<Member> {
    return this.payload.update({
      collection: 'members',
      id,
      data,
      depth: 0,
      context: contextOf(origin),
    })
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

/** A member by id, for the areas that read a member's own record (loyalty status). */
export function findMemberById(payload: Payload, id: number): Promise<Member | null> {
  return new MembersRepository(payload).findById(id)
}

/** A sponsor's godsons: when each signed up with the code, and how many are active members. */
export function readGodsons(
  payload: Payload,
  sponsorId: number,
): Promise<{ godsonDates: number[]; activeGodsons: number }> {
  return new MembersRepository(payload).readGodsons(sponsorId)
}

/** Which of a member's fields another area reads (only those are loaded). */
export type MemberFieldSelection = Partial<Record<Exclude<keyof Member, 'id'>, true>>

/**
 * The fields `select` names of a member, for the areas that act on a member's own record
 * (sponsorship, offers, rewards): identity stays the only reader of the members collection.
 */
export async function readMemberFields<S extends MemberFieldSelection>(
  payload: Payload,
  id: number,
  select: S,
): Promise<(Pick<Member, 'id'> & Pick<Member, keyof S & keyof Member>) | null> {
  const member = await payload.findByID({
    collection: 'members',
    id,
    depth: 0,
    disableErrors: true,
    select,
    overrideAccess: true,
  })
  return (member as (Pick<Member, 'id'> & Pick<Member, keyof S & keyof Member>) | null) ?? null
}

/** Whether an account already uses this (normalised) e-mail address. */
export async function isEmailTaken(payload: Payload, email: string): Promise<boolean> {
  const { totalDocs } = await payload.count({
    collection: 'members',
    where: { email: { equals: email } },
    overrideAccess: true,
  })
  return totalDocs > 0
}

/** The account state of the members using these e-mail addresses, by address. */
export async function readMemberStatesByEmail(
  payload: Payload,
  emails: readonly string[],
): Promise<Map<string, Member['state']>> {
  if (emails.length === 0) return new Map()
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { in: [...emails] } },
    depth: 0,
    limit: emails.length,
    pagination: false,
    select: { email: true, state: true },
    overrideAccess: true,
  })
  return new Map(docs.map((member) => [member.email, member.state]))
}

/** The member with this e-mail (normalised), or null: for systems that know a guest by e-mail. */
export async function findMemberIdByEmail(payload: Payload, email: string): Promise<number | null> {
  const { docs } = await payload.find({
    collection: 'members',
    where: { email: { equals: email.trim().toLowerCase() } },
    depth: 0,
    limit: 1,
    pagination: false,
    select: {},
    overrideAccess: true,
  })
  return docs[0]?.id ?? null
}

/**
 * The group-employee flag that init shows (`isEmployee`): the hotel programme keeps it in step
 * with the collaborator status it owns (ADR 0052), inside the caller's transaction when given.
 */
export async function setEmployeeFlag(
  payload: Payload,
  id: number,
  isEmployee: boolean,
  req?: Partial<PayloadRequest>,
): Promise<void> {
  await payload.update({
    collection: 'members',
    id,
    data: { isEmployee },
    depth: 0,
    overrideAccess: true,
    req,
  })
}

const contextOf = (origin: WriteOrigin | undefined) => (origin ? writeOrigin(origin) : undefined)
