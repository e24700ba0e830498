// A design-system primitive.
export const badgeClass = 'badge'
