/** What other modules use of sign-in and the admin accounts. */
export { currentAdmin, currentAffiliate } from "./guards";
export { confirmAdminPassword } from "./reauthenticate";
export { createAdmin, publicAdminColumns } from "./service";
export { confirmCurrentPassword, forgetFailedSignIns, issueToken, signIn } from "./sign-in";
