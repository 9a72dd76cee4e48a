/** What other modules use of the bookings: a visitor's or an e-mail's bookings. */
export { listBookingsForClient, listBookingsForEmail } from "./queries";
