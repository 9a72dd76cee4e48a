import type { PublicKeyCredentialCreationOptionsJSON } from "@simplewebauthn/browser";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { KeyRound, LogOut, RefreshCw, ShieldCheck, ShieldOff } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { DataTable } from "#app/components/ui/data-table";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, clearAdminToken, goToAdminLogin, useAdminQuery } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import {
  type AdminSession,
  PASSKEY_NAME_MAX,
  type Passkey,
  type TotpSetup,
  type TwoFactorStatus,
} from "#common/admin-security";

const STATUS_API = "/api/admin/me/two-factor";
const SESSIONS_API = "/api/admin/me/sessions";
const POLICY_API = "/api/admin/settings/two-factor";
const PASSKEYS_API = "/api/admin/me/passkeys";

/** Recovery codes, shown once: the member copies or downloads them before leaving. */
function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const download = () => {
    const blob = new Blob([`${codes.join("\n")}\n`], { type: "text/plain" });
    const link = document.createElement("a");
    link.href = URL.createObjectURL(blob);
    link.download = "recovery-codes.txt";
    link.click();
    URL.revokeObjectURL(link.href);
  };
  return (
    <div className="mt-4 rounded-lg border border-amber-300 bg-amber-50 p-4">
      <h3 className="font-semibold text-ink">Your recovery codes</h3>
      <p className="mt-1 text-sm text-slate-700">
        Each code signs you in once if you lose your phone. Keep them somewhere safe, such as your password manager:
        they are shown only now.
      </p>
      <ul aria-label="Recovery codes" className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 font-mono text-sm text-ink">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button size="sm" variant="secondary" onClick={() => void navigator.clipboard?.writeText(codes.join("\n"))}>
          Copy codes
        </Button>
        <Button size="sm" variant="secondary" onClick={download}>
          Download codes
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}

/** The QR code and the secret as text, then the first code from the app to turn it on. */
function TotpSetupForm({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const id = useId();
  const enable = useMutation({
    mutationFn: (code: string) => adminJson<{ recoveryCodes: string[] }>("POST", `${STATUS_API}/totp/enable`, { code }),
    onSuccess: ({ recoveryCodes }) => onEnabled(recoveryCodes),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    enable.mutate(String(new FormData(event.currentTarget).get("code") ?? ""));
  };
  const grouped = setup.secret.match(/.{1,4}/g)?.join(" ") ?? setup.secret;
  return (
    <div className="mt-4 grid gap-4 sm:grid-cols-[auto_1fr] sm:items-start">
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(setup.qrSvg)}`}
        alt="QR code to scan with your authenticator app"
        width={176}
        height={176}
        className="rounded-lg border border-slate-200 bg-white p-2"
      />
      <div className="min-w-0">
        <ol className="list-decimal space-y-1 pl-5 text-sm text-slate-700">
          <li>Scan the QR code with an authenticator app (1Password, Google Authenticator, Authy…).</li>
          <li>
            Or type this key into the app:{" "}
            <code data-testid="totp-secret" className="break-all font-mono text-ink">
              {grouped}
            </code>
          </li>
          <li>Enter the 6-digit code the app shows to finish.</li>
        </ol>
        <form onSubmit={submit} className="mt-3 flex flex-wrap items-end gap-2">
          <label htmlFor={`${id}-code`} className="text-sm font-medium text-ink">
            Code from the app
            <input
              id={`${id}-code`}
              name="code"
              inputMode="numeric"
              autoComplete="one-time-code"
              required
              aria-invalid={enable.isError ? true : undefined}
              aria-describedby={enable.isError ? `${id}-error` : undefined}
              className={`mt-1 block w-40 ${inputClassSm}`}
            />
          </label>
          <Button type="submit" size="sm" disabled={enable.isPending}>
            {enable.isPending ? "Checking…" : "Turn on two-factor sign-in"}
          </Button>
        </form>
        <Alert inline id={`${id}-error`} className="mt-2">
          {enable.isError ? adminErrorMessage(enable.error) : null}
        </Alert>
      </div>
    </div>
  );
}

function TwoFactorPanel() {
  const queryClient = useQueryClient();
  const status = useAdminQuery<TwoFactorStatus>(STATUS_API);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ["admin", STATUS_API] });
  const start = useMutation({
    mutationFn: () => adminJson<TotpSetup>("POST", `${STATUS_API}/totp/start`),
    onSuccess: setSetup,
  });
  const renew = useMutation({
    mutationFn: () => adminJson<{ recoveryCodes: string[] }>("POST", `${STATUS_API}/recovery-codes`),
    onSuccess: ({ recoveryCodes }) => {
      setCodes(recoveryCodes);
      refresh();
    },
  });
  const turnOff = useMutation({
    mutationFn: () => adminJson<void>("DELETE", `${STATUS_API}/totp`),
    onSuccess: () => {
      refresh();
      toast({ title: "Two-factor sign-in turned off", variant: "success" });
    },
  });
  const failure = start.error ?? renew.error ?? turnOff.error;
  return (
    <Panel title="Two-factor sign-in">
      <QueryView query={status}>
        {(s) => (
          <>
            {s.required && !s.totp && s.passkeys === 0 ? (
              <Alert className="mb-3">
                The team requires two-factor sign-in. Set up an authenticator app or add a passkey to use the rest of
                the console.
              </Alert>
            ) : null}
            <p className="text-sm text-slate-700">
              {s.totp ? (
                <>
                  <strong className="text-ink">On.</strong> Signing in asks for a code from your authenticator app
                  {s.passkeys > 0 ? " or a passkey" : ""} after your password. {s.recoveryCodesLeft} of 10 recovery
                  codes left.
                </>
              ) : s.passkeys > 0 ? (
                <>
                  <strong className="text-ink">On with passkeys.</strong> Signing in asks for one of your passkeys after
                  your password. An authenticator app adds a way in for when your passkeys are out of reach, with
                  recovery codes.
                </>
              ) : (
                <>
                  <strong className="text-ink">Off.</strong> Your password alone signs you in. With an authenticator
                  app, a stolen password is not enough.
                </>
              )}
            </p>
            {codes ? (
              <RecoveryCodes
                codes={codes}
                onDone={() => {
                  setCodes(null);
                  refresh();
                }}
              />
            ) : setup ? (
              <TotpSetupForm
                setup={setup}
                onEnabled={(recoveryCodes) => {
                  setSetup(null);
                  setCodes(recoveryCodes);
                  queryClient.setQueryData<TwoFactorStatus>(["admin", STATUS_API], (old) =>
                    old ? { ...old, totp: true, recoveryCodesLeft: recoveryCodes.length } : old,
                  );
                  // Everything else on the console opens now that the rule is met.
                  void queryClient.invalidateQueries({ queryKey: ["admin"] });
                }}
              />
            ) : (
              <div className="mt-3 flex flex-wrap gap-2">
                {s.totp ? (
                  <>
                    <Button size="sm" variant="secondary" onClick={() => renew.mutate()} disabled={renew.isPending}>
                      <RefreshCw aria-hidden="true" className="size-4" />
                      New recovery codes
                    </Button>
                    {s.required && s.passkeys === 0 ? null : (
                      <Button
                        size="sm"
                        variant="secondary"
                        onClick={() => turnOff.mutate()}
                        disabled={turnOff.isPending}
                      >
                        <ShieldOff aria-hidden="true" className="size-4" />
                        Turn off
                      </Button>
                    )}
                  </>
                ) : (
                  <Button size="sm" onClick={() => start.mutate()} disabled={start.isPending}>
                    <KeyRound aria-hidden="true" className="size-4" />
                    Set up authenticator app
                  </Button>
                )}
              </div>
            )}
            <Alert inline className="mt-2">
              {failure ? adminErrorMessage(failure) : null}
            </Alert>
          </>
        )}
      </QueryView>
    </Panel>
  );
}

/** A name to start from for a new passkey: the browser and system it is made on. */
function suggestedPasskeyName(): string {
  if (typeof navigator === "undefined") return "";
  const ua = navigator.userAgent;
  const os = /iPhone|iPad/.test(ua)
    ? "iPhone"
    : /Android/.test(ua)
      ? "Android"
      : /Mac OS X/.test(ua)
        ? "Mac"
        : /Windows/.test(ua)
          ? "Windows"
          : /Linux/.test(ua)
            ? "Linux"
            : "";
  return os ? `Passkey on ${os}` : "Passkey";
}

/**
 * A member's passkeys: sign in without a password, or use one as the second step. Adding and
 * removing one are sensitive actions (the confirmation dialog asks first).
 */
function PasskeysPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const passkeys = useAdminQuery<{ items: Passkey[] }>(PASSKEYS_API);
  const [naming, setNaming] = useState(false);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["admin", PASSKEYS_API] });
    void queryClient.invalidateQueries({ queryKey: ["admin", STATUS_API] });
  };
  const add = useMutation({
    mutationFn: async (name: string) => {
      const options = await adminJson<PublicKeyCredentialCreationOptionsJSON>("POST", `${PASSKEYS_API}/options`);
      const { createPasskey } = await import("./passkey-client");
      const response = await createPasskey(options);
      return adminJson<Passkey>("POST", PASSKEYS_API, { name, response });
    },
    onSuccess: (passkey) => {
      setNaming(false);
      refresh();
      // Everything else on the console opens now if the team's rule held this member back.
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      toast({ title: "Passkey added", description: `${passkey.name} signs you in from now on.`, variant: "success" });
    },
  });
  const remove = useMutation({
    mutationFn: (passkey: Passkey) => adminJson<void>("DELETE", `${PASSKEYS_API}/${passkey.id}`),
    onSuccess: (_, passkey) => {
      refresh();
      toast({ title: "Passkey removed", description: `${passkey.name} no longer signs you in.`, variant: "success" });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    add.mutate(String(new FormData(event.currentTarget).get("name") ?? ""));
  };
  return (
    <Panel title="Passkeys">
      <p className="mb-3 text-sm text-slate-700">
        Sign in with your fingerprint, face or device PIN instead of your password, or use a passkey as the second step
        after it. The key stays on your device or in your password manager; this site keeps only its public half.
      </p>
      <QueryView query={passkeys}>
        {(d) =>
          d.items.length === 0 ? (
            <p className="text-sm text-slate-600">No passkeys yet.</p>
          ) : (
            <DataTable
              label="Your passkeys"
              rows={d.items}
              rowKey={(p) => p.id}
              cardsBelow="md"
              columns={[
                {
                  key: "name",
                  header: "Name",
                  card: "title",
                  cell: (p) => (
                    <span>
                      {p.name}
                      {p.backedUp ? <span className="ml-2 text-xs font-semibold text-slate-600">Synced</span> : null}
                    </span>
                  ),
                },
                {
                  key: "created",
                  header: "Added",
                  className: "whitespace-nowrap",
                  cell: (p) => <RelativeTime value={p.createdAt} />,
                },
                {
                  key: "used",
                  header: "Last used",
                  className: "whitespace-nowrap",
                  cell: (p) => (p.lastUsedAt ? <RelativeTime value={p.lastUsedAt} /> : "Not yet"),
                },
              ]}
              actionsLabel="Remove passkey"
              actions={(p) => (
                <Button
                  size="sm"
                  variant="secondary"
                  onClick={() => remove.mutate(p)}
                  disabled={remove.isPending}
                  aria-label={`Remove passkey: ${p.name}`}
                >
                  Remove
                </Button>
              )}
            />
          )
        }
      </QueryView>
      {naming ? (
        <form onSubmit={submit} className="mt-4 flex flex-wrap items-end gap-2">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
            Name of the new passkey
            <input
              id={`${id}-name`}
              name="name"
              required
              maxLength={PASSKEY_NAME_MAX}
              defaultValue={suggestedPasskeyName()}
              // biome-ignore lint/a11y/noAutofocus: the field the member just asked for
              autoFocus
              aria-invalid={add.isError ? true : undefined}
              aria-describedby={add.isError ? `${id}-error` : undefined}
              className={`mt-1 block w-64 max-w-full ${inputClassSm}`}
            />
          </label>
          <Button type="submit" size="sm" disabled={add.isPending}>
            <KeyRound aria-hidden="true" className="size-4" />
            {add.isPending ? "Waiting for your device…" : "Create passkey"}
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={() => setNaming(false)}>
            Cancel
          </Button>
        </form>
      ) : (
        <Button size="sm" className="mt-4" onClick={() => setNaming(true)}>
          <KeyRound aria-hidden="true" className="size-4" />
          Add a passkey
        </Button>
      )}
      <Alert inline id={`${id}-error`} className="mt-2">
        {add.isError ? adminErrorMessage(add.error) : remove.isError ? adminErrorMessage(remove.error) : null}
      </Alert>
    </Panel>
  );
}

const deviceLabel = (s: AdminSession) =>
  [s.browser ?? "Unknown browser", s.os ? `on ${s.os}` : null].filter(Boolean).join(" ");

function SessionsPanel() {
  const queryClient = useQueryClient();
  const sessions = useAdminQuery<{ items: AdminSession[] }>(SESSIONS_API);
  const end = useMutation({
    mutationFn: (session: AdminSession) => adminJson<void>("DELETE", `${SESSIONS_API}/${session.id}`),
    onSuccess: (_, session) => {
      if (session.current) {
        clearAdminToken();
        goToAdminLogin();
        return;
      }
      void queryClient.invalidateQueries({ queryKey: ["admin", SESSIONS_API] });
      toast({ title: "Session ended", description: `${deviceLabel(session)} is signed out.`, variant: "success" });
    },
  });
  return (
    <Panel title="Where you are signed in">
      <p className="mb-3 text-sm text-slate-700">
        Each browser you signed in with. Don't recognise one? End it: it is signed out at once. Addresses show only the
        network (the last part is hidden).
      </p>
      <QueryView query={sessions}>
        {(d) => (
          <DataTable
            label="Your sessions, most recently used first"
            rows={d.items}
            rowKey={(s) => s.id}
            cardsBelow="md"
            columns={[
              {
                key: "device",
                header: "Device",
                card: "title",
                cell: (s) => (
                  <span>
                    {deviceLabel(s)}
                    {s.current ? (
                      <span className="ml-2 text-xs font-semibold text-emerald-700">This browser</span>
                    ) : null}
                  </span>
                ),
              },
              { key: "address", header: "Network", className: "whitespace-nowrap", cell: (s) => s.address ?? "—" },
              {
                key: "created",
                header: "Signed in",
                className: "whitespace-nowrap",
                cell: (s) => <RelativeTime value={s.createdAt} />,
              },
              {
                key: "used",
                header: "Last used",
                className: "whitespace-nowrap",
                cell: (s) => <RelativeTime value={s.lastUsedAt} />,
              },
            ]}
            actionsLabel="End session"
            actions={(s) => (
              <Button
                size="sm"
                variant="secondary"
                onClick={() => end.mutate(s)}
                disabled={end.isPending}
                aria-label={`End session: ${deviceLabel(s)}${s.current ? " (this browser)" : ""}`}
              >
                <LogOut aria-hidden="true" className="size-4" />
                End
              </Button>
            )}
          />
        )}
      </QueryView>
      <Alert inline className="mt-2">
        {end.isError ? adminErrorMessage(end.error) : null}
      </Alert>
    </Panel>
  );
}

/** Owners: every member needs a second factor (each is sent to set one up at their next call). */
function TeamRulePanel() {
  const queryClient = useQueryClient();
  const policy = useAdminQuery<{ required: boolean }>(POLICY_API);
  const save = useMutation({
    mutationFn: (required: boolean) => adminJson<{ required: boolean }>("PUT", POLICY_API, { required }),
    onSuccess: (saved) => {
      queryClient.setQueryData(["admin", POLICY_API], saved);
      void queryClient.invalidateQueries({ queryKey: ["admin", STATUS_API] });
      toast({
        title: saved.required ? "Two-factor sign-in required" : "Two-factor sign-in optional",
        description: saved.required
          ? "Members without it set it up before they can do anything else."
          : "Members choose for themselves.",
        variant: "success",
      });
    },
  });
  return (
    <Panel title="Team rule">
      <QueryView query={policy}>
        {(p) => (
          <>
            <label className="flex items-start gap-3 text-sm text-ink">
              <input
                type="checkbox"
                checked={p.required}
                disabled={save.isPending}
                onChange={(event) => save.mutate(event.currentTarget.checked)}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span className="font-medium">Require two-factor sign-in for everyone</span>
                <span className="block text-slate-600">
                  A member without an authenticator app or a passkey is sent to set one up at once, and the server
                  refuses everything else until they have. Set up your own first.
                </span>
              </span>
            </label>
            <Alert inline className="mt-2">
              {save.isError ? adminErrorMessage(save.error) : null}
            </Alert>
          </>
        )}
      </QueryView>
    </Panel>
  );
}

/** /admin/security */
export function AdminSecurity() {
  const can = useCan();
  return (
    <>
      <AdminPageHeader
        title="Security"
        lead="Two-factor sign-in, passkeys and the browsers signed in to your account. Exports of people and erasure ask you to confirm it's you again, at most every 10 minutes; team changes ask every time."
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <TwoFactorPanel />
        <PasskeysPanel />
        {can("manageTeam") ? <TeamRulePanel /> : null}
        <div className="xl:col-span-2">
          <SessionsPanel />
        </div>
      </div>
      <p className="mt-4 flex items-center gap-2 text-sm text-slate-600">
        <ShieldCheck aria-hidden="true" className="size-4" />
        Your password and "sign out everywhere" are on the Settings page.
      </p>
    </>
  );
}
