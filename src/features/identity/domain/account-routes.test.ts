import { describe, expect, test } from 'vitest'

import {
  accountRoutes,
  MEMBER_PAGE_GROUPS,
  MEMBER_PAGE_ROUTES,
  memberPageGroups,
} from './account-routes'

describe('the member pages list', () => {
  test('names each member page once, in one group', () => {
    expect(new Set(MEMBER_PAGE_ROUTES).size).toBe(MEMBER_PAGE_ROUTES.length)
    expect(MEMBER_PAGE_GROUPS).toEqual(['loyalty', 'hotel', 'rewards', 'bookings', 'account'])
    expect(memberPageGroups.every(({ routes }) => routes.length > 0)).toBe(true)
  })

  test.each(MEMBER_PAGE_ROUTES.map((route) => [route]))(
    '%s is a page under /account in both languages, with its own slug',
    (route) => {
      for (const path of Object.values(accountRoutes[route])) {
        expect(path).toMatch(/^\/account\/[a-z-]+$/)
      }
    },
  )

  test('two member pages never share a path', () => {
    for (const locale of ['fr', 'en'] as const) {
      const paths = MEMBER_PAGE_ROUTES.map((route) => accountRoutes[route][locale])
      expect(new Set(paths).size).toBe(paths.length)
    }
  })
})
