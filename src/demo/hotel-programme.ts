import { randomBytes } from 'node:crypto'

import type { Payload } from 'payload'

import type { SeedReport } from './content'
import { pick, t, withIdsFrom } from './content/bilingual'
import { addDays, formatIsoDate, getParisDate } from '@/platform/domain/calendar'

import { joinAsCollaboratorAtSignUp } from '@/features/hotel-programme/server/collaborators'
import { evaluateMembership } from '@/features/hotel-programme/server/evaluate'
import { MembershipsRepository } from '@/features/hotel-programme/server/memberships-repository'
import { SpouseLinksRepository } from '@/features/hotel-programme/server/spouse-links-repository'

const context = { skipRevalidation: true }

const advantages = [
  ['decouverte', t('Petit-déjeuner à −10 %', 'Breakfast at −10 %')],
  ['decouverte', t('Départ tardif selon disponibilité', 'Late check-out when available')],
  ['infiniment', t('Petit-déjeuner offert', 'Complimentary breakfast')],
  ['infiniment', t('Surclassement selon disponibilité', 'Upgrade when available')],
  ['infiniment', t('Départ tardif garanti jusqu’à 14 h', 'Late check-out guaranteed until 2 pm')],
  ['infiniment', t('Accès au spa offert', 'Complimentary spa access')],
  ['collaborator', t('Tarif collaborateur sur les chambres', 'Staff rate on rooms')],
  ['collaborator', t('Petit-déjeuner offert', 'Complimentary breakfast')],
] as const

/** The rules global, filled once (thresholds stay at their defaults). */
async function seedRules(payload: Payload, report: SeedReport) {
  const stored = (await payload.findGlobal({ slug: 'hotel-programme-rules', depth: 0 })) as {
    advantages?: unknown[] | null
  }
  if ((stored.advantages ?? []).length > 0) {
    report.existing++
    return
  }
  const tree = {
    advantages: advantages.map(([status, text]) => ({ status, text })),
    collaboratorDomains: [{ domain: 'atout-hotels.fr' }, { domain: 'groupe-atout.fr' }],
  }
  const saved = await payload.updateGlobal({
    slug: 'hotel-programme-rules',
    locale: 'fr',
    data: pick(tree, 'fr') as never,
    context,
  })
  await payload.updateGlobal({
    slug: 'hotel-programme-rules',
    locale: 'en',
    data: withIdsFrom(pick(tree, 'en'), saved) as never,
    context,
  })
  report.created++
}

const pages = [
  {
    slug: t('programme-hotels', 'hotel-programme'),
    title: t('Programme hôtels', 'Hotel programme'),
    seo: { title: t('Programme hôtels — Atout', 'Hotel programme — Atout') },
    layout: [
      {
        blockType: 'hotelDashboard',
        heading: t('Mon programme hôtels', 'My hotel programme'),
        intro: t(
          'Découverte dès l’adhésion, Infiniment avec 10 nuits ou 4 séjours sur 12 mois glissants.',
          'Découverte from the day you join, Infiniment with 10 nights or 4 stays over a rolling 12 months.',
        ),
      },
      { blockType: 'hotelStays' },
    ],
  },
  {
    // The hotel programme's login (identity's block, the hotel door: 3 failures → 1 hour).
    slug: t('connexion-hotels', 'hotel-login'),
    title: t('Connexion au programme hôtels', 'Hotel programme login'),
    access: 'public',
    seo: { title: t('Connexion au programme hôtels — Atout', 'Hotel programme login — Atout') },
    layout: [
      {
        blockType: 'accountLogin',
        door: 'hotel',
        allowCardLogin: false,
        heading: t('Connexion au programme hôtels', 'Hotel programme login'),
        intro: t(
          'Avec l’e-mail et le mot de passe de votre compte Atout. Après 3 échecs, le compte est bloqué 1 heure : réinitialisez votre mot de passe pour le débloquer.',
          'With the e-mail and password of your Atout account. After 3 failures, the account is blocked for 1 hour: reset your password to unblock it.',
        ),
      },
    ],
  },
  {
    // Collaborators sign up with a professional e-mail (identity's block, the collaborator door).
    slug: t('inscription-collaborateurs', 'collaborator-sign-up'),
    title: t('Inscription des collaborateurs', 'Collaborator sign-up'),
    access: 'public',
    seo: {
      title: t('Inscription des collaborateurs — Atout', 'Collaborator sign-up — Atout'),
    },
    layout: [
      {
        blockType: 'accountSignUp',
        door: 'collaborator',
        heading: t('Inscription des collaborateurs', 'Collaborator sign-up'),
      },
    ],
  },
  {
    slug: t('carte-hotels', 'hotel-card'),
    title: t('Ma carte hôtels', 'My hotel card'),
    seo: { title: t('Ma carte hôtels — Atout', 'My hotel card — Atout') },
    layout: [{ blockType: 'hotelCard', heading: t('Ma carte hôtels', 'My hotel card') }],
  },
]

async function findAccountParent(payload: Payload): Promise<number | undefined> {
  const parents = await payload.find({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: 'account' } }, { parent: { exists: false } }] },
    limit: 1,
    depth: 0,
  })
  return parents.docs[0]?.id
}

async function seedPages(payload: Payload, report: SeedReport) {
  const parent = await findAccountParent(payload)
  if (parent === undefined) return
  for (const page of pages) {
    const found = await payload.count({
      collection: 'pages',
      locale: 'fr',
      where: { and: [{ slug: { equals: page.slug.fr } }, { parent: { equals: parent } }] },
    })
    if (found.totalDocs > 0) {
      report.existing++
      continue
    }
    const created = await payload.create({
      collection: 'pages',
      locale: 'fr',
      data: {
        access: 'member',
        ...(pick(page, 'fr') as object),
        parent,
        _status: 'published',
      } as never,
      context,
    })
    await payload.update({
      collection: 'pages',
      id: created.id,
      locale: 'en',
      data: {
        ...(withIdsFrom(pick(page, 'en'), created) as object),
        _status: 'published',
      } as never,
      context,
    })
    report.created++
  }
  // "My stays" (bookings' page) also lists the nights the programme counted.
  const stays = await payload.find({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: 'mes-sejours' } }, { parent: { equals: parent } }] },
    limit: 1,
    depth: 0,
  })
  const staysPage = stays.docs[0]
  const layout = (staysPage?.layout ?? []) as { blockType: string }[]
  if (staysPage && !layout.some((block) => block.blockType === 'hotelStays')) {
    await payload.update({
      collection: 'pages',
      id: staysPage.id,
      locale: 'fr',
      data: { layout: [...layout, { blockType: 'hotelStays' }], _status: 'published' } as never,
      context,
    })
    report.created++
  }
}

type DemoStay = { key: string; hotel: string; nights: number; endedDaysAgo: number }

/** Marie is Infiniment (10 nights from the hotels' systems); Hugo is Découverte, card renewal pending. */
const demoMembers: {
  email: string
  ibNumber: string | null
  stays: DemoStay[]
  pendingRenewal: boolean
}[] = [
  {
    email: 'marie.dupont@demo.atout.example',
    ibNumber: 'IB-204518',
    stays: [
      { key: 'demo:marie:1', hotel: 'Hôtel Atout Croisette', nights: 3, endedDaysAgo: 200 },
      { key: 'demo:marie:2', hotel: 'Hôtel Atout Les Planches', nights: 4, endedDaysAgo: 90 },
      { key: 'demo:marie:3', hotel: 'Hôtel Atout Croisette', nights: 3, endedDaysAgo: 20 },
    ],
    pendingRenewal: false,
  },
  {
    email: 'hugo.moreau@demo.atout.example',
    ibNumber: null,
    stays: [{ key: 'demo:hugo:1', hotel: 'Hôtel Atout Rive du Lac', nights: 2, endedDaysAgo: 75 }],
    pendingRenewal: true,
  },
]

async function seedMembers(payload: Payload, report: SeedReport, now: number) {
  const repository = new MembershipsRepository({ payload })
  const today = getParisDate(new Date(now))
  for (const demo of demoMembers) {
    const found = await payload.find({
      collection: 'members',
      where: { email: { equals: demo.email } },
      limit: 1,
      depth: 0,
      select: { email: true, locale: true },
    })
    const member = found.docs[0]
    if (!member) continue
    const { membership, created } = await repository.enrol(
      member.id,
      'account',
      now - 400 * 86_400_000,
      {
        ibNumber: demo.ibNumber,
      },
    )
    if (!created) {
      report.existing++
      continue
    }
    for (const stay of demo.stays) {
      const departure = addDays(today, -stay.endedDaysAgo)
      await repository.append({
        membershipId: membership.id,
        kind: 'stay',
        source: 'hotel-system',
        entryKey: stay.key,
        hotelName: stay.hotel,
        arrival: formatIsoDate(addDays(departure, -stay.nights)),
        departure: formatIsoDate(departure),
        nights: stay.nights,
        stays: 1,
      })
    }
    if (demo.pendingRenewal) {
      await repository.insertRenewal({
        membershipId: membership.id,
        email: member.email,
        locale: member.locale === 'en' ? 'en' : 'fr',
        now: now - 3 * 86_400_000,
      })
    }
    await evaluateMembership({ payload }, membership.id, now)
    report.created++
  }
}

const findMemberId = async (payload: Payload, email: string) =>
  (
    await payload.find({
      collection: 'members',
      where: { email: { equals: email } },
      limit: 1,
      depth: 0,
      select: {},
    })
  ).docs[0]?.id ?? null

/** Paul holds the spouse card of Marie's Infiniment card; Jeanne is a collaborator. */
async function seedSpouseAndCollaborator(payload: Payload, report: SeedReport, now: number) {
  const db = { payload }
  const memberships = new MembershipsRepository(db)
  const links = new SpouseLinksRepository(db)
  const [marieId, paulId, jeanneId] = await Promise.all([
    findMemberId(payload, 'marie.dupont@demo.atout.example'),
    findMemberId(payload, 'paul.dupont@demo.atout.example'),
    findMemberId(payload, 'jeanne.martin@atout-hotels.fr'),
  ])
  const marie = marieId ? await memberships.findByMember(marieId) : null
  if (marie && paulId && !(await links.findOfHolder(marie.id))) {
    const { membership: paul } = await memberships.enrol(paulId, 'spouse', now - 30 * 86_400_000)
    const link = await links.insertInvitation({
      holderId: marie.id,
      spouseEmail: 'paul.dupont@demo.atout.example',
      tokenHash: randomBytes(32).toString('hex'),
      now: now - 30 * 86_400_000,
    })
    if (link) await links.activate(link, paul.id, now - 29 * 86_400_000)
    report.created++
  }
  if (jeanneId) {
    const existing = await memberships.findByMember(jeanneId)
    if (existing?.status === 'collaborator') report.existing++
    else {
      await joinAsCollaboratorAtSignUp(db, jeanneId, now)
      report.created++
    }
  }
}

/** Idempotent: the rules, the programme's member pages, and the demo members' memberships. */
export async function seedDemoHotelProgramme(
  payload: Payload,
  now = Date.now(),
): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 }
  await seedRules(payload, report)
  await seedPages(payload, report)
  await seedMembers(payload, report, now)
  await seedSpouseAndCollaborator(payload, report, now)
  return report
}
