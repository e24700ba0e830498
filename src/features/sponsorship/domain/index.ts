export * from './godsons'
export * from './invitations'
export * from './welcome'
