import { UserCheck } from "lucide-react";
import { type FormEvent, useEffect, useId, useState } from "react";
import { useNavigate } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { inputClass } from "#app/components/ui/input-class";
import { adminErrorMessage, setAdminToken } from "#app/lib/admin-api";
import { apiRequest } from "#app/lib/api";
import { ADMIN_PASSWORD_MIN } from "#common/admin";
import { ROLE_LABELS } from "#common/roles";
import { INVITATION_FRAGMENT, type InvitationPreview } from "#common/team";

/** The token of the link, from the fragment (it never reaches a server log). */
function tokenFromLocation(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get(INVITATION_FRAGMENT) ?? "";
}

type State =
  | { kind: "loading" }
  | { kind: "refused"; message: string }
  | { kind: "ready"; token: string; invitation: InvitationPreview };

/** Shows who is invited and to which role, lets them choose a password, then signs them in. */
export function InviteAcceptForm() {
  const id = useId();
  const navigate = useNavigate();
  const [state, setState] = useState<State>({ kind: "loading" });
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  useEffect(() => {
    const token = tokenFromLocation();
    if (!token) {
      setState({ kind: "refused", message: "This page needs the link from your invitation e-mail." });
      return;
    }
    apiRequest("POST", "/api/team/invitation", { token })
      .then(async (res) => setState({ kind: "ready", token, invitation: (await res.json()) as InvitationPreview }))
      .catch((e: unknown) => setState({ kind: "refused", message: adminErrorMessage(e) }));
  }, []);

  if (state.kind === "loading") return <p className="text-sm text-slate-700">Checking your invitation…</p>;
  if (state.kind === "refused") return <Alert>{state.message}</Alert>;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const password = String(data.get("password") ?? "");
    if (password.length < ADMIN_PASSWORD_MIN) {
      setError(`The password must be at least ${ADMIN_PASSWORD_MIN} characters.`);
      return;
    }
    if (password !== String(data.get("repeat") ?? "")) {
      setError("The two passwords differ.");
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const res = await apiRequest("POST", "/api/team/invitation/accept", { token: state.token, password });
      setAdminToken(((await res.json()) as { token: string }).token);
      navigate("/admin/dashboard", { replace: true });
    } catch (e) {
      setError(adminErrorMessage(e));
      setSubmitting(false);
    }
  };

  const { invitation } = state;
  return (
    <form onSubmit={submit} noValidate className="space-y-5" aria-describedby={error ? `${id}-error` : undefined}>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="text-slate-600">Name</dt>
        <dd className="font-medium text-ink">{invitation.name ?? "—"}</dd>
        <dt className="text-slate-600">E-mail</dt>
        <dd className="font-medium text-ink [overflow-wrap:anywhere]">{invitation.email}</dd>
        <dt className="text-slate-600">Role</dt>
        <dd className="font-medium text-ink">{ROLE_LABELS[invitation.role]}</dd>
      </dl>
      {error ? <Alert id={`${id}-error`}>{error}</Alert> : null}
      <div>
        <label htmlFor={`${id}-password`} className="block text-sm font-medium text-ink">
          Choose a password{" "}
          <span className="font-normal text-slate-600">(at least {ADMIN_PASSWORD_MIN} characters)</span>
        </label>
        <input
          id={`${id}-password`}
          name="password"
          type="password"
          autoComplete="new-password"
          required
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <div>
        <label htmlFor={`${id}-repeat`} className="block text-sm font-medium text-ink">
          Repeat the password
        </label>
        <input
          id={`${id}-repeat`}
          name="repeat"
          type="password"
          autoComplete="new-password"
          required
          className={`mt-1 ${inputClass}`}
        />
      </div>
      <Button type="submit" className="w-full" size="lg" disabled={submitting}>
        <UserCheck aria-hidden="true" className="size-4" />
        {submitting ? "Joining…" : "Join and sign in"}
      </Button>
    </form>
  );
}
