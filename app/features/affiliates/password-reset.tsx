import { KeyRound, Mail } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "#app/components/ui/button";
import { apiRequest } from "#app/lib/api";
import { PASSWORD_RESET_FRAGMENT, passwordResetConfirmSchema, passwordResetRequestSchema } from "#common/affiliates";
import { affiliateAccount as copy } from "#content/affiliates";
import { errorMessage, setAffiliateToken } from "./affiliate-api";
import { inputClass } from "./form-field";

/** The secret of a reset link (`#reset=…`: a fragment never reaches a server or a log), if any. */
export function readResetSecret(): string | null {
  if (typeof window === "undefined") return null;
  const match = new RegExp(`^#${PASSWORD_RESET_FRAGMENT}=([A-Za-z0-9_-]+)$`).exec(window.location.hash);
  return match ? match[1] : null;
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

/** The page a reset link opens: a new password, then the partner is signed in. */
export function ResetPasswordForm({ secret, onSignedIn }: { secret: string; onSignedIn: () => void }) {
  const id = useId();
  const [password, setPassword] = useState("");
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const parsed = passwordResetConfirmSchema.safeParse({ token: secret, newPassword: password });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setMessage({
        ok: false,
        text: issue.path[0] === "token" ? "This reset link is not valid." : `New password ${issue.message}`,
      });
      return;
    }
    setBusy(true);
    try {
      const response = await apiRequest("POST", "/api/affiliate/password-reset/confirm", parsed.data);
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
        {copy.resetTitle}
      </h1>
      <p className="text-sm text-slate-600">{copy.resetIntro}</p>
      <label htmlFor={`${id}-password`} className="block text-sm font-medium text-slate-800">
        New password
      </label>
      <input
        id={`${id}-password`}
        type="password"
        autoComplete="new-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
        aria-invalid={message && !message.ok ? true : undefined}
        aria-describedby={`${id}-message`}
        className={inputClass}
      />
      <Button type="submit" size="lg" className="w-full" disabled={busy}>
        <KeyRound aria-hidden="true" className="size-4" />
        {busy ? "Saving…" : "Save the new password and sign in"}
      </Button>
      <Message id={`${id}-message`} message={message} />
    </form>
  );
}
