/** The programme's member pages (identity's account routes list them with the others). */
export const HOTEL_DASHBOARD_ROUTE = 'hotelProgramme' as const
export const HOTEL_CARD_ROUTE = 'hotelCard' as const
/** The spouse invitation's link carries its token to the dashboard in this parameter. */
export const SPOUSE_INVITATION_PARAM = 'conjoint'
