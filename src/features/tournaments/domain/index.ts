export * from './blind-structure'
export * from './tournament'
export * from './tournament-filters'
export * from './stored-structure'
