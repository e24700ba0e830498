export const betaField = { name: 'beta', type: 'text' }
