/** Pure rules of the identity area that other areas may use. */
export {
  compareCalendarDates,
  formatIsoDate,
  formatIsoDateInZone,
  formatMonthDay,
  GROUP_TIME_ZONE,
  parseIsoDate,
  parseMonthDay,
  resolveMonthDayInYear,
  toCalendarDateInZone,
  type CalendarDate,
  type EpochMs,
  type MonthDay,
} from './calendar-date'
export {
  checkCardNumber,
  normalizeCardNumber,
  normalizeEmail,
  normalizePhone,
  PHONE_EXAMPLE,
} from './validation'
