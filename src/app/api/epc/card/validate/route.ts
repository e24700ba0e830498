export { cardValidateRoute as GET } from '@/features/identity/server/routes'
