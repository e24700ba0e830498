import type { Block, Field } from 'payload'

/**
 * Booking blocks for editors: the restaurant booking form (spec §2's "restaurant booking" block),
 * and the member's stays for the account pages.
 */
const heading: Field = {
  name: 'heading',
  type: 'text',
  localized: true,
  label: { fr: 'Titre', en: 'Heading' },
}
const intro: Field = {
  name: 'intro',
  type: 'textarea',
  localized: true,
  label: { fr: 'Introduction', en: 'Introduction' },
}

export const RestaurantBookingBlock: Block = {
  slug: 'restaurantBooking',
  interfaceName: 'RestaurantBookingBlock',
  labels: {
    singular: { fr: 'Réservation de table', en: 'Restaurant booking' },
    plural: { fr: 'Réservations de table', en: 'Restaurant bookings' },
  },
  admin: { group: { fr: 'Lieux et programme', en: 'Venues and programme' } },
  fields: [
    heading,
    intro,
    {
      name: 'restaurant',
      type: 'relationship',
      relationTo: 'restaurants',
      required: true,
      label: { fr: 'Restaurant', en: 'Restaurant' },
      admin: {
        description: {
          fr: 'Sa réservation en ligne doit être activée et ses services saisis',
          en: 'Its online booking must be on and its services set',
        },
      },
    },
  ],
}

export const MyStaysBlock: Block = {
  slug: 'myStays',
  interfaceName: 'MyStaysBlock',
  labels: {
    singular: { fr: 'Mes séjours', en: 'My stays' },
    plural: { fr: 'Mes séjours', en: 'My stays' },
  },
  admin: { group: { fr: 'Espace membre', en: 'Member area' } },
  fields: [heading, intro],
}

export const bookingBlocks: Block[] = [RestaurantBookingBlock, MyStaysBlock]
