'use client'

import { useState } from 'react'

import { useFieldIds } from '../shared/form-kit'
import {
  ContactSection,
  IdentitySection,
  LuckyDaysSection,
  PreferencesSection,
} from './profile-sections'
import { listLabels, type ProfileFormsProps, type SectionProps } from './profile-section-kit'

export type { ProfileSection } from './profile-section-kit'

/**
 * The member's profile as sections, each a form with its own save button. Identity, contact and
 * preferences share PUT /api/epc/users/update, which replaces the whole profile: each section sends
 * the last saved profile with its own fields edited, so saving one never undoes another.
 */
export function ProfileForms({ member, sections, ...props }: ProfileFormsProps) {
  const idOf = useFieldIds()
  const [saved, setSaved] = useState(member)
  const sectionProps: SectionProps = {
    ...props,
    saved,
    onSaved: setSaved,
    idOf,
    labels: listLabels(props.fields),
  }
  return (
    <div className="flex flex-col gap-6">
      <p className="text-sm text-ink-300">{props.kit.common.requiredNote}</p>
      {sections.includes('identity') ? <IdentitySection {...sectionProps} /> : null}
      {sections.includes('contact') ? <ContactSection {...sectionProps} /> : null}
      {sections.includes('preferences') ? <PreferencesSection {...sectionProps} /> : null}
      {sections.includes('luckyDays') ? <LuckyDaysSection {...sectionProps} /> : null}
    </div>
  )
}
