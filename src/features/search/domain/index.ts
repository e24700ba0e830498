export * from './month-grid'
export * from './search-params'
export * from './search-text'
export * from './views'
