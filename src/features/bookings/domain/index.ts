export * from './errors'
export * from './stays'
export * from './table-slots'
export * from './views'
