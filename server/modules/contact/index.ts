/** What other modules use of the contact module: storing a contact message. */
export { createContactMessage } from "./service";
