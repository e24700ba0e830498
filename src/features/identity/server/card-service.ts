import { CARD_LOOKUP_RATE_LIMIT, decideRateLimit } from '../domain/lockout'
import { IdentityError } from '../domain/error-codes'
import { isSameName } from '../domain/names'
import { checkCardNumber, checkDate, normalizeCardNumber } from '../domain/validation'
import { AttemptsRepository } from '@/platform/security/attempts-repository'
import { FormValidationError, type IdentityContext } from './context'
import { MembersRepository } from './members-repository'

export type CardValidation = { valid: boolean; hasAccount: boolean }
export type CardSearchResult = { found: boolean; firstname: string | null }

/**
 * Card lookups answer strangers, so they say as little as possible and are limited per client
 * address: enumerating card numbers costs as much as guessing passwords.
 */
async function limitByIp(ctx: IdentityContext): Promise<void> {
  if (!ctx.ip) return
  const counter = await new AttemptsRepository(ctx.payload).countAttempt(
    `cards:ip:${ctx.ip}`,
    ctx.now,
    CARD_LOOKUP_RATE_LIMIT,
  )
  const decision = decideRateLimit(counter, ctx.now, CARD_LOOKUP_RATE_LIMIT)
  if (!decision.allowed) {
    throw new IdentityError('hub.tooManyAttempts', {
      params: { retryAfterSeconds: Math.ceil(decision.retryAfterMs / 1000) },
    })
  }
}

function readCardNumber(raw: string | null | undefined): string {
  const error = raw ? checkCardNumber(raw) : { code: 'required' as const }
  if (error) throw new FormValidationError({ cardNumber: [error] })
  return normalizeCardNumber(raw!)
}

/**
 * GET /api/epc/card/validate?cardNumber=…: is this a card that may open an online account? A card
 * already carried by a member's account answers `hasAccount: true`, whether or not a card holder
 * row was ever imported for it (cards handed out at a desk, demo members): the sign-up form then
 * sends the person to the login and the forgotten password rather than a dead end. The answer
 * says no more than `valid` already did (the card exists), and lookups are limited per address
 * (ADR 0043).
 */
export async function validateCard(
  ctx: IdentityContext,
  rawCardNumber: string | null | undefined,
): Promise<CardValidation> {
  const cardNumber = readCardNumber(rawCardNumber)
  await limitByIp(ctx)
  const members = new MembersRepository(ctx.payload)
  const holder = await members.findCardHolder(cardNumber)
  const hasAccount = Boolean(holder?.member) || Boolean(await members.findByCardNumber(cardNumber))
  return { valid: Boolean(holder) && !hasAccount, hasAccount }
}

/**
 * GET /api/epc/card/search?cardNumber=…&birthdate=…&lastname=…: the card holder matching all three,
 * to pre-fill the sign-up form. Only the first name comes back, never the stored data.
 */
export async function searchCard(
  ctx: IdentityContext,
  query: { cardNumber?: string | null; birthdate?: string | null; lastname?: string | null },
): Promise<CardSearchResult> {
  const cardNumber = readCardNumber(query.cardNumber)
  const birthdateError = query.birthdate
    ? checkDate(query.birthdate)
    : { code: 'required' as const }
  const lastnameError = query.lastname?.trim() ? null : { code: 'required' as const }
  if (birthdateError || lastnameError) {
    throw new FormValidationError({
      ...(birthdateError ? { birthdate: [birthdateError] } : {}),
      ...(lastnameError ? { lastname: [lastnameError] } : {}),
    })
  }
  await limitByIp(ctx)
  const holder = await new MembersRepository(ctx.payload).findCardHolder(cardNumber)
  const matches =
    holder &&
    holder.birthdate === query.birthdate &&
    isSameName(holder.lastname, query.lastname ?? '')
  return matches ? { found: true, firstname: holder.firstname } : { found: false, firstname: null }
}
