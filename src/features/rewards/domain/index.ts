export * from './catalogue'
export * from './eligibility'
export * from './vouchers'
