import type { Member } from '@/payload-types'

/**
 * A members row as SQL answers it, turned into the Member Payload would give. GET /users/init is
 * the hottest member call and reads with plain SQL (issue 4's budget is about 1 ms of CPU per
 * request): through Payload's connection inside Next (MembersRepository.findForInit) and through
 * the server's own read connection outside it (init-endpoint.ts). Both use the statements below.
 */

const memberColumnNames = [
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
  'lucky_days_changed_at',
  'opt_ins_email',
  'opt_ins_sms',
  'opt_ins_mail',
  'preferences_games',
  'preferences_bars_restaurants',
  'preferences_shows',
  'consents_accept_cgu',
  'consents_accept_cgu_at',
  'consents_terms_version',
  'sponsor_code',
  'updated_at',
  'created_at',
]

/**
 * The members row, and the newsletter lists of the member's address: the casino, hotel and
 * partner opt-ins live in the newsletter subscription (ADR 0024), as Payload's reads give them.
 */
export const memberColumns = [
  ...memberColumnNames.map((name) => `members.${name}`),
  'newsletter_subscriptions.casino AS list_casino',
  'newsletter_subscriptions.hotel AS list_hotel',
  'newsletter_subscriptions.partner AS list_partner',
].join(', ')

export const MEMBER_FROM =
  'members LEFT JOIN newsletter_subscriptions ON newsletter_subscriptions.email = members.email'

export type MemberRow = Record<string, unknown>
export type GodsonRow = { sponsored_at: unknown; state?: unknown }

/** SQLite answers 0/1 (sometimes as strings from libsql), PostgreSQL booleans. */
function toBool(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/**
 * SQLite stores ISO strings; PostgreSQL answers raw timestamps as '2026-11-02 09:30:00+00' (or a
 * Date): both become the ISO form Payload returns.
 */
export function toIsoString(value: unknown): string | null {
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

export function toMember(row: MemberRow): Member {
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
    luckyDaysChangedAt: toIsoString(row.lucky_days_changed_at),
    optIns: {
      email: toBool(row.opt_ins_email),
      sms: toBool(row.opt_ins_sms),
      mail: toBool(row.opt_ins_mail),
      hotel: toBool(row.list_hotel),
      casino: toBool(row.list_casino),
      partner: toBool(row.list_partner),
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

/** The member, and when each of their godsons was sponsored (epoch ms). */
/** The member, when each godson signed up with their code, and how many are active members. */
export type InitRead = { member: Member; godsonDates: number[]; activeGodsons: number }

/** `?` placeholders: the PostgreSQL reader numbers them. */
export const INIT_MEMBER_SQL = `SELECT ${memberColumns} FROM ${MEMBER_FROM} WHERE members.id = ?`
export const INIT_GODSONS_SQL =
  'SELECT sponsored_at, state FROM members WHERE sponsor_id = ? AND sponsored_at IS NOT NULL'

export function toInitRead(memberRows: MemberRow[], godsonRows: GodsonRow[]): InitRead | null {
  const row = memberRows[0]
  if (!row) return null
  return {
    member: toMember(row),
    godsonDates: godsonRows.flatMap((godson) => {
      const at = toIsoString(godson.sponsored_at)
      return at ? [Date.parse(at)] : []
    }),
    activeGodsons: godsonRows.filter((godson) => godson.state === 'Active').length,
  }
}
