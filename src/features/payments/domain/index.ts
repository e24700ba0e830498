export * from './machine-payment'
export * from './payment-state'
export * from './seat-hold'
export * from './spending-caps'
