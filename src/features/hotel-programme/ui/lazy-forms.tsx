'use client'

import dynamic from 'next/dynamic'

/**
 * The area's client components in their own chunks: the CMS pages share one route, and what its
 * blocks import directly is downloaded by every page (ADR 0016). Still rendered on the server.
 */
export const ProgrammeAction = dynamic(() =>
  import('./programme-action').then((m) => m.ProgrammeAction),
)
export const SpouseControls = dynamic(() =>
  import('./spouse-invite-form').then((m) => m.SpouseControls),
)
