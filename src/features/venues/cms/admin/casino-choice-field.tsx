import type { TextFieldServerComponent } from 'payload'

import { ChoiceField } from '@/platform/cms/admin/choice-field'

import { VenuesRepository } from '../../server/venues-repository'

/**
 * A member's favourite casino in the admin: one of the published casinos, by name (the stored value
 * is the casino's slug, as the member's forms and the API send it).
 */
export const CasinoChoiceField: TextFieldServerComponent = async ({
  clientField,
  path,
  payload,
  readOnly,
  i18n,
}) => {
  const casinos = await new VenuesRepository(payload).listCasinoChoices()
  const french = i18n.language === 'fr'
  return (
    <ChoiceField
      field={clientField}
      path={path}
      readOnly={readOnly}
      choices={casinos.map(({ slug, name }) => ({ value: slug, label: name }))}
      emptyLabel={french ? '— Aucun —' : '— None —'}
      unknownLabel={french ? 'casino inconnu' : 'unknown casino'}
    />
  )
}
