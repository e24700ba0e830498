import type { TextFieldSingleValidation } from 'payload'

import { VenuesRepository } from '../server/venues-repository'

export const CASINO_CHOICE_FIELD_COMPONENT =
  '/features/venues/cms/admin/casino-choice-field#CasinoChoiceField'

/**
 * A member's favourite casino is a published casino's slug. A value saved before the rule (free
 * text) is kept while nobody changes it, so no other edit of the member is refused for it.
 */
export const validateFavouriteCasino: TextFieldSingleValidation = async (
  value,
  { req, previousValue },
) => {
  if (value === null || value === undefined || value === '' || value === previousValue) return true
  const found = await new VenuesRepository(req.payload).findCasinoIdsBySlug([value])
  if (found.has(value)) return true
  return req.i18n?.language === 'fr' ? 'Choisissez un casino publié' : 'Choose a published casino'
}

/** Venues' part of the member's record (identity's MemberExtension). */
export const venuesMemberExtension = {
  favouriteCasino: {
    validate: validateFavouriteCasino,
    admin: { components: { Field: CASINO_CHOICE_FIELD_COMPONENT } },
  },
}
