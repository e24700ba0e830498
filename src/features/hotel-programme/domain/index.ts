export * from './programme'
export * from './renewals'
export * from './numbers'
export * from './domains'
