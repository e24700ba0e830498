import type { ProfileFormsBlock } from '@/payload-types'
import { listPhoneExamples } from '@/platform/domain/phone'

import { COUNTRY_CODES } from '../../domain/validation'
import type { CasinoChoice } from '../../server/member-rules'
import { ProfileForms } from '../forms/lazy-forms'
import type { ProfileSection } from '../forms/profile-forms'
import { listCountryOptions, listMonthOptions } from '../shared/options'
import {
  FIELD_KEYS,
  OPT_IN_KEYS,
  PREFERENCE_KEYS,
  PROFILE_KEYS,
  pickFormKit,
  pickStrings,
} from '../strings'
import type { AccountBlockContext } from '../types'
import { AccountBlockFrame, frameId } from './account-block-frame'
import { loadAccountTranslator } from './load-strings'

const ALL_SECTIONS: ProfileSection[] = ['identity', 'contact', 'preferences', 'luckyDays']

/**
 * How a mobile number is written in each country of the address select, computed here once: the
 * form shows the one of the chosen country without loading libphonenumber's numbering plans
 * (31 KB of gzip) in the browser; the server checks the number when the section is saved.
 */
let phoneExamples: Record<string, string> | undefined
const countryPhoneExamples = () => (phoneExamples ??= listPhoneExamples(COUNTRY_CODES))

/** The member's profile forms; nothing without a member (cached public pages). */
export async function ProfileFormsBlockView({
  block,
  context,
  casinoChoices,
}: {
  block: ProfileFormsBlock
  context: AccountBlockContext
  casinoChoices: () => Promise<readonly CasinoChoice[]>
}) {
  const { locale, member } = context
  if (!member) return null
  const [t, casinos] = await Promise.all([loadAccountTranslator(locale), casinoChoices()])
  const strings = pickStrings(t, 'profile', PROFILE_KEYS)
  // An empty choice would leave an empty block: every section is shown then.
  const sections = block.sections && block.sections.length > 0 ? block.sections : ALL_SECTIONS
  return (
    <AccountBlockFrame
      id={frameId(block)}
      heading={block.heading || strings.title}
      intro={block.intro}
      width="wide"
    >
      <ProfileForms
        locale={locale}
        member={member}
        sections={sections}
        kit={pickFormKit(t)}
        strings={strings}
        fields={pickStrings(t, 'fields', FIELD_KEYS)}
        optIns={pickStrings(t, 'optIns', OPT_IN_KEYS)}
        preferences={pickStrings(t, 'preferences', PREFERENCE_KEYS)}
        countryOptions={listCountryOptions(locale)}
        phoneExamples={countryPhoneExamples()}
        casinoOptions={[...casinos]}
        monthOptions={listMonthOptions(locale)}
      />
    </AccountBlockFrame>
  )
}
