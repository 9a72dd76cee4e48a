/** What other modules use of sign-in and the admin accounts. */
export { currentAdmin, currentAffiliate } from "./guards";
export { createAdmin, publicAdminColumns } from "./service";
export { startSession } from "./sessions";
export { confirmCurrentPassword, forgetFailedSignIns, issueToken, signIn, throttledPasswordCheck } from "./sign-in";
export { requireSudo, requireSudoOrPassword } from "./sudo";
