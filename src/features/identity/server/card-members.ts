import type { Payload } from 'payload'

import type { Member } from '@/payload-types'

import { normalizeEmail } from '../domain/validation'
import type { LuckyDaysOnRecord } from './member-rules'
import { MembersRepository, readMemberFields } from './members-repository'

export type PlayMember = { id: number; luckyDays: LuckyDaysOnRecord }

/** Active members by card number, with what earning points needs: their lucky dates. */
export async function findMembersForPlay(
  payload: Payload,
  cardNumbers: readonly string[],
): Promise<Map<string, PlayMember>> {
  const members = await new MembersRepository(payload).findActiveByCardNumbers(cardNumbers)
  return new Map(
    members.flatMap((member) =>
      member.cardNumber
        ? [
            [
              member.cardNumber,
              {
                id: member.id,
                luckyDays: {
                  days:
                    member.luckyDay1 && member.luckyDay2
                      ? ([member.luckyDay1, member.luckyDay2] as const)
                      : null,
                  changedAt: member.luckyDaysChangedAt
                    ? Date.parse(member.luckyDaysChangedAt)
                    : null,
                },
              },
            ] as const,
          ]
        : [],
    ),
  )
}

/** What the loyalty programme reads of a member: state, card and lucky dates (with their change). */
export type LoyaltyMember = Pick<
  Member,
  'id' | 'state' | 'cardNumber' | 'luckyDay1' | 'luckyDay2' | 'luckyDaysChangedAt'
>

/** The member of a session, for the loyalty screens (the id comes from the session only). */
export async function findLoyaltyMember(
  payload: Payload,
  memberId: number,
): Promise<LoyaltyMember | null> {
  // These fields only: a whole member's read also reads its newsletter lists (ADR 0024).
  const member = await readMemberFields(payload, memberId, {
    state: true,
    cardNumber: true,
    luckyDay1: true,
    luckyDay2: true,
    luckyDaysChangedAt: true,
  })
  if (!member) return null
  const { id, state, cardNumber, luckyDay1, luckyDay2, luckyDaysChangedAt } = member
  return {
    id,
    state,
    cardNumber: cardNumber ?? null,
    luckyDay1: luckyDay1 ?? null,
    luckyDay2: luckyDay2 ?? null,
    luckyDaysChangedAt: luckyDaysChangedAt ?? null,
  }
}

export type CardIssue = 'activated' | 'notPreMember' | 'cardTaken' | 'unknownMember'

/**
 * A casino hands the card to a pre-member who showed an ID (spec §4): the account becomes Active
 * with that card number. Idempotent for the same member and card (a retry answers 'activated').
 */
export async function issueMemberCard(
  payload: Payload,
  input: { email: string; cardNumber: string },
  now: number,
): Promise<{ outcome: CardIssue; memberId: number | null }> {
  const members = new MembersRepository(payload)
  const email = normalizeEmail(input.email)
  const member = await members.findByEmail(email)
  if (!member) return { outcome: 'unknownMember', memberId: null }
  if (member.state === 'Active') {
    return {
      outcome: member.cardNumber === input.cardNumber ? 'activated' : 'notPreMember',
      memberId: member.id,
    }
  }
  const outcome = await members.activateWithCard(email, input.cardNumber, now)
  return { outcome, memberId: member.id }
}
