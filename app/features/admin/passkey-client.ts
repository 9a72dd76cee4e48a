import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";

/*
 * The console's passkey ceremonies. The sign-in and Security pages and the confirmation dialog
 * import this module only when a passkey is used (`await import("./passkey-client")`), and it
 * fetches the WebAuthn library then: neither is a static import of any route, so the route
 * manifest every public page loads does not name them, and no public page loads more bytes.
 */

/** What to tell the member when the browser's passkey prompt failed. */
function ceremonyMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  const name = (error as { name?: unknown } | null)?.name;
  if (code === "ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED" || name === "InvalidStateError")
    return "This device already holds a passkey for your account.";
  if (name === "NotAllowedError" || name === "AbortError" || code === "ERROR_CEREMONY_ABORTED")
    return "The passkey prompt was closed or timed out. Try again when you are ready.";
  if (name === "SecurityError" || code === "ERROR_INVALID_DOMAIN" || code === "ERROR_INVALID_RP_ID")
    return "Passkeys work only at the site's own address. Open the console there and try again.";
  return "Your browser could not use a passkey here. Try again, or use another way in.";
}

/** Runs a browser ceremony; a failure becomes an Error whose message the member can act on. */
async function ceremony<T>(run: (library: typeof import("@simplewebauthn/browser")) => Promise<T>): Promise<T> {
  if (typeof window === "undefined" || typeof window.PublicKeyCredential !== "function")
    throw new Error("This browser cannot use passkeys. Use a current Chrome, Safari, Firefox or Edge.");
  const library = await import("@simplewebauthn/browser");
  try {
    return await run(library);
  } catch (error) {
    throw new Error(ceremonyMessage(error), { cause: error });
  }
}

/** Asks the browser to make a passkey for the options the server issued. */
export function createPasskey(optionsJSON: PublicKeyCredentialCreationOptionsJSON): Promise<RegistrationResponseJSON> {
  return ceremony(({ startRegistration }) => startRegistration({ optionsJSON }));
}

/** Asks the browser to sign the server's challenge with a passkey. */
export function signWithPasskey(
  optionsJSON: PublicKeyCredentialRequestOptionsJSON,
): Promise<AuthenticationResponseJSON> {
  return ceremony(({ startAuthentication }) => startAuthentication({ optionsJSON }));
}
