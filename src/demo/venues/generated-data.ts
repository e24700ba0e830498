import { t, type Bilingual } from '../content/bilingual'

import { getZonedParts, type IsoWeekday } from '@/platform/domain/calendar'

type At = (offsetDays: number, hour: number, minute?: number) => string

export type TournamentSeed = {
  tournamentId: number
  casino: string
  name: Bilingual
  startsAt: string
  variant: string
  buyInCents: number
  buyInDetails: Bilingual
  startingChips: number
  levelDurationMinutes: number
  blindLevels: Record<string, unknown>[]
  lateRegistrationEndsAt: string | null
  registrationOpensAt: string | null
  seats: number
  registeredCount: number
  status: string | null
  description: Bilingual
}

const pokerCasinos = ['cannes', 'deauville', 'aix-en-provence', 'evian', 'lyon', 'annecy']

/** A classic deepstack progression with a big-blind ante from level 4 and two breaks. */
function holdemLevels(): Record<string, unknown>[] {
  const blinds: [number, number][] = [
    [100, 200],
    [200, 400],
    [300, 600],
    [400, 800],
    [500, 1000],
    [600, 1200],
    [800, 1600],
    [1000, 2000],
    [1500, 3000],
    [2000, 4000],
    [3000, 6000],
    [4000, 8000],
  ]
  const levels = blinds.map(([smallBlind, bigBlind], index) => ({
    kind: 'level',
    smallBlind,
    bigBlind,
    ante: index >= 3 ? bigBlind : 0,
  }))
  return [
    ...levels.slice(0, 4),
    { kind: 'break', durationMinutes: 15 },
    ...levels.slice(4, 8),
    { kind: 'break', durationMinutes: 15 },
    ...levels.slice(8),
  ]
}

const templates: {
  variant: string
  name: Bilingual
  buyInCents: number
  chips: number
  levelMinutes: number
  seats: number
  hour: number
  /** A weekly tournament named after its day ('Friday Deepstack') is always held on that day. */
  weekday?: IsoWeekday
}[] = [
  {
    variant: 'texas-holdem',
    name: t('Deepstack du vendredi', 'Friday Deepstack'),
    buyInCents: 15000,
    chips: 30000,
    levelMinutes: 30,
    seats: 120,
    hour: 20,
    weekday: 5,
  },
  {
    variant: 'omaha',
    name: t('Pot-Limit Omaha', 'Pot-Limit Omaha'),
    buyInCents: 10000,
    chips: 20000,
    levelMinutes: 20,
    seats: 60,
    hour: 20,
  },
  {
    variant: 'texas-holdem',
    name: t('Turbo du jeudi', 'Thursday Turbo'),
    buyInCents: 5000,
    chips: 15000,
    levelMinutes: 12,
    seats: 80,
    hour: 20,
    weekday: 4,
  },
  {
    variant: 'texas-holdem',
    name: t('Main Event', 'Main Event'),
    buyInCents: 50000,
    chips: 50000,
    levelMinutes: 40,
    seats: 200,
    hour: 14,
  },
  {
    variant: 'short-deck',
    name: t('Short Deck découverte', 'Short Deck Discovery'),
    buyInCents: 8000,
    chips: 20000,
    levelMinutes: 20,
    seats: 48,
    hour: 19,
  },
  {
    variant: 'blackjack',
    name: t('Tournoi de black jack', 'Blackjack Tournament'),
    buyInCents: 5000,
    chips: 5000,
    levelMinutes: 20,
    seats: 42,
    hour: 21,
  },
  {
    variant: 'texas-holdem',
    name: t('High Roller', 'High Roller'),
    buyInCents: 110000,
    chips: 60000,
    levelMinutes: 40,
    seats: 60,
    hour: 15,
  },
  {
    variant: 'roulette',
    name: t('Tournoi de roulette', 'Roulette Tournament'),
    buyInCents: 3000,
    chips: 5000,
    levelMinutes: 20,
    seats: 40,
    hour: 21,
  },
  {
    variant: 'omaha-hi-lo',
    name: t('Omaha Hi-Lo du mardi', 'Tuesday Omaha Hi-Lo'),
    buyInCents: 8000,
    chips: 20000,
    levelMinutes: 20,
    seats: 54,
    hour: 20,
    weekday: 2,
  },
  {
    variant: 'texas-holdem',
    name: t('Ladies Event', 'Ladies Event'),
    buyInCents: 10000,
    chips: 25000,
    levelMinutes: 25,
    seats: 80,
    hour: 18,
  },
  {
    variant: 'mixed-games',
    name: t('8-Game Mix', '8-Game Mix'),
    buyInCents: 25000,
    chips: 30000,
    levelMinutes: 30,
    seats: 48,
    hour: 16,
  },
  {
    variant: 'texas-holdem',
    name: t('Bounty Hunter', 'Bounty Hunter'),
    buyInCents: 12000,
    chips: 25000,
    levelMinutes: 20,
    seats: 100,
    hour: 20,
  },
]

/** Days to add to `offset` to land on `weekday` (0 to 6), in Paris time. */
function daysUntilWeekday(at: At, offset: number, weekday: IsoWeekday): number {
  const current = getZonedParts(new Date(at(offset, 12))).weekday
  return (weekday - current + 7) % 7
}

/**
 * 26 tournaments: some in the next three days, the rest over ten weeks, one already played;
 * one canceled, one postponed, two full. Ids 1001… are the numbers in the URLs. A tournament
 * named after a weekday moves forward to the next such day.
 */
export function buildTournaments(at: At): TournamentSeed[] {
  const list: TournamentSeed[] = []
  for (let index = 0; index < 26; index++) {
    const template = templates[index % templates.length]!
    const isPoker = template.variant !== 'blackjack' && template.variant !== 'roulette'
    const casino = isPoker
      ? pokerCasinos[index % pokerCasinos.length]!
      : index % 2 === 0
        ? 'biarritz'
        : 'le-touquet'
    const planned = index === 25 ? -3 : index < 3 ? index : 3 + (index - 3) * 3
    const offset = template.weekday
      ? planned + daysUntilWeekday(at, planned, template.weekday)
      : planned
    const seats = template.seats
    const full = index === 4 || index === 14
    const registeredCount = full
      ? seats
      : Math.min(seats - 1, Math.round((seats * ((index * 17) % 70)) / 100))
    const startsAt = at(offset, template.hour)
    const lateHours = Math.round((template.levelMinutes * 6) / 60)
    list.push({
      tournamentId: 1001 + index,
      casino,
      name: template.name,
      startsAt,
      variant: template.variant,
      buyInCents: template.buyInCents,
      buyInDetails: t(
        `${Math.round(template.buyInCents * 0.9) / 100} € au prize pool + ${Math.round(template.buyInCents * 0.1) / 100} € de frais`,
        `€${Math.round(template.buyInCents * 0.9) / 100} to the prize pool + €${Math.round(template.buyInCents * 0.1) / 100} fee`,
      ),
      startingChips: template.chips,
      levelDurationMinutes: template.levelMinutes,
      blindLevels: isPoker ? holdemLevels() : [],
      lateRegistrationEndsAt: isPoker ? at(offset, template.hour + lateHours) : null,
      registrationOpensAt: at(offset - 30, 10),
      seats,
      registeredCount,
      status: index === 7 ? 'canceled' : index === 19 ? 'postponed' : full ? 'full' : null,
      description: isPoker
        ? t(
            'Inscriptions en ligne ou à la caisse du casino. Pièce d’identité obligatoire, réservé aux plus de 18 ans.',
            'Register online or at the casino cashier. Photo ID required, over-18s only.',
          )
        : t(
            'Cinq manches qualificatives puis une finale à six joueurs. Jetons de tournoi sans valeur marchande.',
            'Five qualifying rounds then a six-player final. Tournament chips have no cash value.',
          ),
    })
  }
  return list
}

const tableLines: { game: string; min: number; max: number; tables: number; positions: number }[] =
  [
    { game: 'english-roulette', min: 200, max: 50000, tables: 3, positions: 0 },
    { game: 'blackjack', min: 500, max: 100000, tables: 2, positions: 7 },
    { game: 'texas-holdem-poker', min: 100, max: 20000, tables: 4, positions: 10 },
    { game: 'ultimate-texas-holdem', min: 500, max: 50000, tables: 1, positions: 6 },
    { game: 'french-roulette', min: 1000, max: 200000, tables: 1, positions: 0 },
    { game: 'punto-banco', min: 2000, max: 300000, tables: 1, positions: 9 },
    { game: 'craps', min: 500, max: 50000, tables: 1, positions: 12 },
    { game: 'boule', min: 100, max: 10000, tables: 1, positions: 0 },
  ]

/** Four or five table games per casino, chosen by the casino's position in the list. */
export function buildGameTables(casino: string): Record<string, unknown>[] {
  const offset = [...casino].reduce((sum, char) => sum + char.charCodeAt(0), 0) % tableLines.length
  const count = 4 + (offset % 2)
  return Array.from({ length: count }, (_, index) => {
    const line = tableLines[(offset + index) % tableLines.length]!
    return {
      game: line.game,
      minBetCents: line.min,
      maxBetCents: line.max,
      tableCount: line.tables,
      positionCount: line.positions || line.tables * 8,
      sortOrder: index,
    }
  })
}

/** Eight jackpots per casino over the last weeks, on a few machines (one machine wins twice). */
export function buildJackpots(casino: string, now: Date): Record<string, unknown>[] {
  const base = [...casino].reduce((sum, char) => sum * 31 + char.charCodeAt(0), 7) % 9000
  const machines = ['Lucky Lady', 'Golden Dragon', 'Riviera Gold', 'Diamond Seven', 'Buffalo Rush']
  return Array.from({ length: 8 }, (_, index) => {
    const machine = ((base + (index % 6) * 37) % 9000) + 1000
    const amountCents = ((base * (index + 3) * 7919) % 2_450_000) + 50_000
    return {
      machineNumber: String(machine),
      machineName: machines[(base + index) % machines.length],
      amountCents: Math.round(amountCents / 100) * 100,
      wonAt: new Date(now.getTime() - (index * 41 + (base % 23) + 2) * 3_600_000).toISOString(),
    }
  })
}
