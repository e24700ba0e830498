import { t, type Bilingual } from './bilingual'

/**
 * The practical facts of each demo casino, stated once: the venues seed stores them on the casino
 * record (which the casino block, its JSON-LD and calendar files read), and the content seed writes
 * them into the landing pages and the contact page. Phone numbers are in the ranges ARCEP keeps
 * for fiction (04 65 71…, 02 61 91…), so the demo never dials a real line.
 */
export type OpeningRange = { day: string; opens: string; closes: string }

export type CasinoFacts = {
  street: string
  postalCode: string
  city: string
  /** International format, as stored on the record: '+33 4 65 71 20 48'. */
  phone: string
  email: string
  geo: { lat: number; lng: number }
  /** The casino's opening hours (its slot machine rooms); past midnight belongs to the opening day. */
  weekly: OpeningRange[]
  slotMachines: number
}

const FRIDAY = '5'
const SATURDAY = '6'

/** Every day from `opens` to `closes`, later on Friday and Saturday nights when given. */
function daily(opens: string, closes: string, weekendCloses = closes): OpeningRange[] {
  return ['1', '2', '3', '4', '5', '6', '7'].map((day) => ({
    day,
    opens,
    closes: day === FRIDAY || day === SATURDAY ? weekendCloses : closes,
  }))
}

export const casinoFacts = {
  cannes: {
    street: '48 boulevard de la Croisette',
    postalCode: '06400',
    city: 'Cannes',
    phone: '+33 4 65 71 20 48',
    email: 'cannes@atout.example',
    geo: { lat: 43.5512, lng: 7.0226 },
    weekly: daily('10:00', '04:00'),
    slotMachines: 220,
  },
  deauville: {
    street: 'Promenade des Planches',
    postalCode: '14800',
    city: 'Deauville',
    phone: '+33 2 61 91 14 80',
    email: 'deauville@atout.example',
    geo: { lat: 49.3593, lng: 0.0706 },
    weekly: daily('10:00', '03:00', '04:00'),
    slotMachines: 180,
  },
  biarritz: {
    street: 'Boulevard du Prince-de-Galles',
    postalCode: '64200',
    city: 'Biarritz',
    phone: '+33 5 36 49 64 20',
    email: 'biarritz@atout.example',
    geo: { lat: 43.4797, lng: -1.5644 },
    weekly: daily('10:00', '03:00'),
    slotMachines: 150,
  },
  'aix-en-provence': {
    street: '12 avenue Victor-Hugo',
    postalCode: '13100',
    city: 'Aix-en-Provence',
    phone: '+33 4 65 71 13 10',
    email: 'aix@atout.example',
    geo: { lat: 43.5265, lng: 5.4471 },
    weekly: daily('10:00', '04:00'),
    slotMachines: 200,
  },
  evian: {
    street: 'Quai Baron-de-Blonay',
    postalCode: '74500',
    city: 'Évian-les-Bains',
    phone: '+33 4 65 71 74 50',
    email: 'evian@atout.example',
    geo: { lat: 46.4009, lng: 6.5907 },
    weekly: daily('10:00', '03:00', '04:00'),
    slotMachines: 160,
  },
  lyon: {
    street: '60 quai Rambaud',
    postalCode: '69002',
    city: 'Lyon',
    phone: '+33 4 65 71 69 02',
    email: 'lyon@atout.example',
    geo: { lat: 45.7441, lng: 4.8172 },
    weekly: daily('09:00', '04:00'),
    slotMachines: 300,
  },
  'le-touquet': {
    street: 'Avenue du Verger',
    postalCode: '62520',
    city: 'Le Touquet-Paris-Plage',
    phone: '+33 3 53 01 62 52',
    email: 'letouquet@atout.example',
    geo: { lat: 50.5221, lng: 1.5886 },
    weekly: daily('10:00', '03:00'),
    slotMachines: 120,
  },
  annecy: {
    street: '10 quai Eustache-Chappuis',
    postalCode: '74000',
    city: 'Annecy',
    phone: '+33 4 65 71 74 00',
    email: 'annecy@atout.example',
    geo: { lat: 45.9003, lng: 6.1306 },
    weekly: daily('10:00', '03:00', '04:00'),
    slotMachines: 170,
  },
} satisfies Record<string, CasinoFacts>

export type CasinoKey = keyof typeof casinoFacts

/** '+33 4 65 71 20 48' → '04 65 71 20 48'. */
export function toNationalPhone(phone: string): string {
  return phone.replace(/^\+33 /, '0')
}

/** '+33 4 65 71 20 48' → 'tel:+33465712048'. */
export function toTelHref(phone: string): string {
  return `tel:${phone.replace(/\s/g, '')}`
}

const frHour = (time: string) => {
  const [hours, minutes] = time.split(':')
  return `${Number(hours)} h${minutes === '00' ? '' : ` ${minutes}`}`
}

const enHour = (time: string) => {
  const [hours = 0, minutes = 0] = time.split(':').map(Number)
  const suffix = hours < 12 ? 'am' : 'pm'
  const twelve = hours % 12 === 0 ? 12 : hours % 12
  return `${twelve}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${suffix}`
}

/**
 * The slot machine line of a landing page from the record's weekly hours: the same opening every
 * day, closing later on Friday and Saturday or not. Other shapes are not written by hand here:
 * the seed fails rather than print hours the record does not have.
 */
export function describeSlotHours(weekly: readonly OpeningRange[]): Bilingual {
  const opens = new Set(weekly.map((range) => range.opens))
  const weekday = weekly.filter((range) => range.day !== FRIDAY && range.day !== SATURDAY)
  const weekend = weekly.filter((range) => range.day === FRIDAY || range.day === SATURDAY)
  const closes = new Set(weekday.map((range) => range.closes))
  const weekendCloses = new Set(weekend.map((range) => range.closes))
  const [open] = opens
  const [close] = closes
  const [lateClose] = weekendCloses
  if (weekly.length !== 7 || opens.size !== 1 || closes.size !== 1 || weekendCloses.size !== 1) {
    throw new Error('seed: opening hours must be one range a day, later on Friday and Saturday')
  }
  if (!open || !close || !lateClose) throw new Error('seed: opening hours are incomplete')
  if (lateClose === close) {
    return t(
      `Machines à sous : tous les jours de ${frHour(open)} à ${frHour(close)}`,
      `Slot machines: daily, ${enHour(open)} to ${enHour(close)}`,
    )
  }
  return t(
    `Machines à sous : de ${frHour(open)} à ${frHour(close)}, jusqu’à ${frHour(lateClose)} le vendredi et le samedi`,
    `Slot machines: ${enHour(open)} to ${enHour(close)}, until ${enHour(lateClose)} on Fridays and Saturdays`,
  )
}

/** The address sentence of a landing page: street, postcode, city and phone of the record. */
export function describeAddress(facts: CasinoFacts, note?: Bilingual): Bilingual {
  const extra = (text: string | undefined) => (text ? ` ${text}` : '')
  return t(
    `${facts.street}, ${facts.postalCode} ${facts.city}. Tél. ${toNationalPhone(facts.phone)}.${extra(note?.fr)}`,
    `${facts.street}, ${facts.postalCode} ${facts.city}, France. Tel. ${facts.phone}.${extra(note?.en)}`,
  )
}
