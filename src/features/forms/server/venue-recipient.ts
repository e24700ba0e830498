import type { Payload } from 'payload'

export type VenueRef = { relationTo: 'casinos' | 'hotels'; value: number }

/** 'casino:<slug>' or 'hotel:<slug>' (the forms' venue select) → the published venue, or null. */
export async function findPublishedVenue(
  payload: Payload,
  choice: string,
): Promise<VenueRef | null> {
  const [kind, slug] = choice.split(':') as ['casino' | 'hotel', string]
  const collection = kind === 'casino' ? 'casinos' : 'hotels'
  const found = await payload.find({
    collection,
    where: { and: [{ slug: { equals: slug } }, { _status: { equals: 'published' } }] },
    limit: 1,
    depth: 0,
    select: {},
  })
  return found.docs[0] ? { relationTo: collection, value: found.docs[0].id } : null
}

/**
 * Who receives a visitor's message: the venue's own contact address, else the site's
 * customer-requests address (site settings), else nobody (the message waits in the admin).
 */
export async function findRequestRecipient(
  payload: Payload,
  venue: VenueRef | null,
  locale: 'fr' | 'en' = 'fr',
): Promise<{ to: string | null; venueName: string | null }> {
  let venueName: string | null = null
  if (venue) {
    const found = await payload.findByID({
      collection: venue.relationTo,
      id: venue.value,
      depth: 0,
      locale,
      select: { name: true, contact: true },
    })
    venueName = found.name ?? null
    if (found.contact?.email) return { to: found.contact.email, venueName }
  }
  const settings = await payload.findGlobal({
    slug: 'site-settings',
    depth: 0,
    select: { requestsEmail: true },
  })
  return { to: settings.requestsEmail ?? null, venueName }
}
