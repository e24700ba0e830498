import type { Payload } from 'payload'

import type { SeedReport } from './content'
import { pick, t, withIdsFrom } from './content/bilingual'
import { toCalendarDateInZone } from '@/platform/domain/calendar'

const DAY = 86_400_000
const context = { skipRevalidation: true }

/** Marie's godsons: one invited, Lucas signed up (pre-member), Hugo an active member. */
const marieGodsons = [
  {
    civility: 'Mrs',
    firstname: 'Inès',
    lastname: 'Garnier',
    email: 'ines.garnier@example.com',
    daysAgo: 4,
  },
  {
    civility: 'Mr',
    firstname: 'Lucas',
    lastname: 'Bernard',
    email: 'lucas.bernard@demo.atout.example',
    daysAgo: 40,
  },
  {
    civility: 'Mr',
    firstname: 'Hugo',
    lastname: 'Moreau',
    email: 'hugo.moreau@demo.atout.example',
    daysAgo: 120,
  },
] as const

const page = {
  slug: t('parrainage', 'sponsorship'),
  title: t('Parrainage', 'Sponsorship'),
  layout: [
    {
      blockType: 'sponsorForm',
      heading: t('Parrainer un proche', 'Sponsor someone'),
      intro: t(
        'Votre filleul reçoit votre code par e-mail. À sa première carte, vous recevez 3 100 points et lui une offre de bienvenue de 5 €. Jusqu’à 10 filleuls par an.',
        'Your godson receives your code by email. With their first card, you get 3,100 points and they get a €5 welcome offer. Up to 10 godsons a year.',
      ),
    },
    { blockType: 'godsonsList', heading: t('Mes filleuls', 'My godsons') },
  ],
}

/** Idempotent: the sponsorship page under /account and Marie's godsons. */
export async function seedDemoSponsorship(payload: Payload, now = Date.now()): Promise<SeedReport> {
  const report: SeedReport = { created: 0, existing: 0 }
  const parents = await payload.find({
    collection: 'pages',
    locale: 'fr',
    where: { and: [{ slug: { equals: 'account' } }, { parent: { exists: false } }] },
    limit: 1,
    depth: 0,
  })
  const parent = parents.docs[0]?.id
  if (parent !== undefined) {
    const found = await payload.count({
      collection: 'pages',
      locale: 'fr',
      where: { and: [{ slug: { equals: page.slug.fr } }, { parent: { equals: parent } }] },
    })
    if (found.totalDocs > 0) {
      report.existing++
    } else {
      const tree = {
        title: page.title,
        slug: page.slug,
        seo: { title: t('Parrainage — Atout', 'Sponsorship — Atout') },
        layout: page.layout,
      }
      const created = await payload.create({
        collection: 'pages',
        locale: 'fr',
        data: {
          ...(pick(tree, 'fr') as object),
          parent,
          access: 'member',
          _status: 'published',
        } as never,
        context,
      })
      await payload.update({
        collection: 'pages',
        id: created.id,
        locale: 'en',
        data: {
          ...(withIdsFrom(pick(tree, 'en'), created) as object),
          _status: 'published',
        } as never,
        context,
      })
      report.created++
    }
  }

  const marie = await payload.find({
    collection: 'members',
    where: { email: { equals: 'marie.dupont@demo.atout.example' } },
    limit: 1,
    depth: 0,
  })
  const marieId = marie.docs[0]?.id
  if (marieId === undefined) return report
  const slots = new Map<number, number>()
  for (const godson of [...marieGodsons].reverse()) {
    const found = await payload.count({
      collection: 'sponsorship-invitations',
      where: { and: [{ sponsor: { equals: marieId } }, { email: { equals: godson.email } }] },
    })
    if (found.totalDocs > 0) continue
    const invitedAt = now - godson.daysAgo * DAY
    const year = toCalendarDateInZone(invitedAt).year
    const taken = await payload.count({
      collection: 'sponsorship-invitations',
      where: { and: [{ sponsor: { equals: marieId } }, { year: { equals: year } }] },
    })
    const slot = Math.max(taken.totalDocs, slots.get(year) ?? 0) + 1
    slots.set(year, slot)
    await payload.create({
      collection: 'sponsorship-invitations',
      data: {
        sponsor: marieId,
        civility: godson.civility,
        firstname: godson.firstname,
        lastname: godson.lastname,
        email: godson.email,
        invitedAt: new Date(invitedAt).toISOString(),
        year,
        slot,
      },
      context,
    })
    report.created++
  }
  return report
}
