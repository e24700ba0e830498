export * from './data-export'
export * from './erasure'
