/**
 * A refused booking link: the layout of this segment already shows why (and the status is 404);
 * the page itself adds nothing.
 */
export default function RefusedBookingLink() {
  return null
}
