export * from './show-price'
export * from './show-status'
export * from './show-categories'
export * from './views'
