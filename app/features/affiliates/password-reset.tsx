import { KeyRound, Mail } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { apiRequest } from "#app/lib/api";
import {
  EMAIL_CONFIRMATION_FRAGMENT,
  emailConfirmationSchema,
  PASSWORD_RESET_FRAGMENT,
  passwordResetConfirmSchema,
  passwordResetRequestSchema,
} from "#common/affiliates";
import { affiliateAccount as copy } from "#content/affiliates";
import { errorMessage, setAffiliateToken } from "./affiliate-api";

/**
 * The two links the partner area opens with a password: a reset link (a new password) and the
 * link mailed at sign-up (the password chosen then, to confirm the e-mail).
 */
const LINKS = {
  reset: {
    fragment: PASSWORD_RESET_FRAGMENT,
    endpoint: "/api/affiliate/password-reset/confirm",
    body: (token: string, password: string) => passwordResetConfirmSchema.safeParse({ token, newPassword: password }),
    title: copy.resetTitle,
    intro: copy.resetIntro,
    label: "New password",
    autoComplete: "new-password",
    invalid: "This reset link is not valid.",
    submit: "Save the new password and sign in",
    busy: "Saving…",
  },
  confirm: {
    fragment: EMAIL_CONFIRMATION_FRAGMENT,
    endpoint: "/api/affiliate/confirm-email",
    body: (token: string, password: string) => emailConfirmationSchema.safeParse({ token, password }),
    title: copy.confirmTitle,
    intro: copy.confirmIntro,
    label: "Password",
    autoComplete: "current-password",
    invalid: copy.confirmLinkInvalid,
    submit: "Confirm and sign in",
    busy: "Confirming…",
  },
} as const;

export type PasswordLinkKind = keyof typeof LINKS;

/** The secret of a reset or confirmation link (`#reset=…`, `#confirm=…`: a fragment never reaches a server or a log). */
export function readLinkSecret(): { kind: PasswordLinkKind; secret: string } | null {
  if (typeof window === "undefined") return null;
  for (const kind of Object.keys(LINKS) as PasswordLinkKind[]) {
    const match = new RegExp(`^#${LINKS[kind].fragment}=([A-Za-z0-9_.-]+)$`).exec(window.location.hash);
    if (match) return { kind, secret: match[1] };
  }
  return null;
}

/** Removes the spent secret from the address bar and the history entry. */
export function forgetResetSecret(): void {
  window.history.replaceState(null, "", window.location.pathname + window.location.search);
}

function Message({ id, message }: { id: string; message: { ok: boolean; text: string } | null }) {
  return (
    <p id={id} role="status" className={`text-sm ${message?.ok ? "text-emerald-800" : "text-red-700"}`}>
      {message?.text ?? ""}
    </p>
  );
}

/** "Forgot your password?": asks for a reset link; the answer is the same for any e-mail. */
export function ForgotPassword() {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  if (!open) {
    return (
      <button
        type="button"
        onClick={() => setOpen(true)}
        className="text-sm font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
      >
        {copy.forgotPassword}
      </button>
    );
  }
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetRequestSchema.safeParse({ email });
    if (!parsed.success) {
      setMessage({ ok: false, text: `E-mail ${parsed.error.issues[0].message}` });
      return;
    }
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/affiliate/password-reset", parsed.data);
      setMessage({ ok: true, text: ((await response.json()) as { message: string }).message });
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error) });
    } finally {
      setBusy(false);
    }
  };
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-3 rounded-xl border border-slate-200 p-4"
    >
      <h2 id={`${id}-title`} className="font-semibold">
        {copy.forgotTitle}
      </h2>
      <p className="text-sm text-slate-600">{copy.forgotIntro}</p>
      <label htmlFor={`${id}-email`} className="block text-sm font-medium text-slate-800">
        E-mail
      </label>
      <input
        id={`${id}-email`}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        aria-invalid={message && !message.ok ? true : undefined}
        aria-describedby={`${id}-message`}
        className={inputClass}
      />
      <Button type="submit" variant="secondary" disabled={busy}>
        <Mail aria-hidden="true" className="size-4" />
        {busy ? "Sending…" : "Ask for a reset link"}
      </Button>
      <Message id={`${id}-message`} message={message} />
    </form>
  );
}

/** The page a reset or confirmation link opens: a password, then the partner is signed in. */
export function PasswordLinkForm({
  kind,
  secret,
  onSignedIn,
}: {
  kind: PasswordLinkKind;
  secret: string;
  onSignedIn: () => void;
}) {
  const link = LINKS[kind];
  const id = useId();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = link.body(secret, password);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setMessage({ ok: false, text: issue.path[0] === "token" ? link.invalid : `${link.label} ${issue.message}` });
      return;
    }
    setBusy(true);
    try {
      const response = await apiRequest("POST", link.endpoint, parsed.data);
      setAffiliateToken(((await response.json()) as { token: string }).token);
      forgetResetSecret();
      onSignedIn();
    } catch (error) {
      setMessage({ ok: false, text: errorMessage(error).replace(/^token: /, "") });
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-labelledby={`${id}-title`} className="space-y-4">
      <h1 id={`${id}-title`} className="text-2xl font-bold tracking-tight">
        {link.title}
      </h1>
      <p className="text-sm text-slate-600">{link.intro}</p>
      <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-800">
        {link.label}
      </label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete={link.autoComplete}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={message && !message.ok ? true : undefined}
        aria-describedby={`${id}-message`}
        className={inputClass}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <KeyRound aria-hidden="true" className="size-4" />
        {busy ? link.busy : link.submit}
      </Button>
      <Message id={`${id}-message`} message={message} />
    </form>
  );
}
