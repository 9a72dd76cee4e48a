import { type UseMutationResult, useMutation, useQueryClient } from "@tanstack/react-query";
import { MonitorX, Trash2, UserPlus } from "lucide-react";
import { type FormEvent, useState } from "react";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ClippedText } from "#app/components/ui/clipped-text";
import { DataTable } from "#app/components/ui/data-table";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { SaveFooter } from "#app/components/ui/save-footer";
import { toast } from "#app/components/ui/toast-store";
import { ReportSettingsPanel, ShareLinksPanel } from "#app/features/analytics";
import { DigestSettingsPanel, SalesSettingsPanel } from "#app/features/leads";
import { NotificationsPanel } from "#app/features/notifications";
import {
  adminErrorMessage,
  adminJson,
  clearAdminToken,
  goToAdminLogin,
  setAdminToken,
  useAdminQuery,
} from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import {
  ADMIN_ME_API,
  ADMIN_NAME_MAX,
  ADMIN_PASSWORD_MIN,
  type AdminAccount,
  type AdminMe,
  type AuditEntry,
  adminLabel,
  type TrackingSettings,
} from "#common/admin";
import { ADMIN_ROLES, ROLE_LABELS } from "#common/roles";
import { ConfirmWithPassword } from "./confirm-with-password";

/** An audit entry's details, one "name: value" line each (cut with "…" where a value is long). */
function AuditDetails({ details }: { details: AuditEntry["details"] }) {
  const entries = Object.entries(details);
  if (!entries.length) return "—";
  return (
    <ul className="font-mono text-xs text-slate-700">
      {entries.map(([name, value]) => (
        <li key={name}>
          <ClippedText
            text={`${name}: ${typeof value === "string" ? value : JSON.stringify(value)}`}
            className="max-w-72"
          />
        </li>
      ))}
    </ul>
  );
}

function FormError({ error }: { error: unknown }) {
  return <Alert inline>{error ? adminErrorMessage(error) : null}</Alert>;
}

const MIN_LENGTH_HINT = `(at least ${ADMIN_PASSWORD_MIN} characters)`;

/**
 * A labelled password input of the settings forms. `isNew`: a password being set (the browser may
 * suggest one, and it must be long enough); otherwise the admin's own current password.
 */
function PasswordInput({
  label,
  hint,
  name,
  isNew = false,
  autoComplete = isNew ? "new-password" : "current-password",
}: {
  label: string;
  hint?: string;
  name: string;
  isNew?: boolean;
  autoComplete?: "new-password" | "current-password";
}) {
  return (
    <label className="text-sm font-medium text-ink">
      {label}
      {hint ? (
        <>
          {" "}
          <span className="font-normal text-slate-600">{hint}</span>
        </>
      ) : null}
      <input
        name={name}
        type="password"
        autoComplete={autoComplete}
        required
        minLength={isNew ? ADMIN_PASSWORD_MIN : undefined}
        className={`mt-1 ${inputClassSm}`}
      />
    </label>
  );
}

function refreshAudit(queryClient: ReturnType<typeof useQueryClient>) {
  void queryClient.invalidateQueries({ queryKey: ["admin", "/api/admin/audit-log"] });
}

function PasswordForm() {
  const queryClient = useQueryClient();
  const [mismatch, setMismatch] = useState(false);
  const change = useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      adminJson<{ token: string }>("PUT", "/api/admin/settings/password", body),
    onSuccess: ({ token }) => {
      setAdminToken(token);
      refreshAudit(queryClient);
      toast({
        title: "Password changed",
        description: "Other sessions of your account are signed out.",
        variant: "success",
      });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const newPassword = String(data.get("newPassword") ?? "");
    if (newPassword !== String(data.get("confirmPassword") ?? "")) {
      setMismatch(true);
      return;
    }
    setMismatch(false);
    change.mutate(
      { currentPassword: String(data.get("currentPassword") ?? ""), newPassword },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <Panel title="Change your password">
      <form onSubmit={submit} className="grid max-w-md gap-3">
        <PasswordInput label="Current password" name="currentPassword" />
        <PasswordInput label="New password" hint={MIN_LENGTH_HINT} name="newPassword" isNew />
        <PasswordInput label="Repeat the new password" name="confirmPassword" autoComplete="new-password" />
        <Alert inline>{mismatch ? "The two new passwords differ." : null}</Alert>
        <FormError error={change.error} />
        <div>
          <Button type="submit" size="sm" disabled={change.isPending}>
            {change.isPending ? "Saving…" : "Change password"}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

/** The signed-in admin's display name: how colleagues see them as a lead's owner. */
function YourNamePanel() {
  const queryClient = useQueryClient();
  const me = useAdminQuery<AdminMe>(ADMIN_ME_API);
  const save = useMutation({
    mutationFn: (body: { name: string }) => adminJson<{ name: string | null }>("PUT", "/api/admin/me/name", body),
    onSuccess: ({ name }) => {
      // The owner pickers, the leads and the sidebar show the new name.
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      toast({
        title: "Name saved",
        description: name ? `Colleagues see you as ${name}.` : "Colleagues see your e-mail address.",
        variant: "success",
      });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate({ name: String(new FormData(event.currentTarget).get("name") ?? "") });
  };
  return (
    <Panel title="Your name">
      <QueryView query={me}>
        {(m) => (
          <form onSubmit={submit} className="grid max-w-md gap-3" key={m.name ?? ""}>
            <label className="text-sm font-medium text-ink">
              Display name
              <input
                name="name"
                defaultValue={m.name ?? ""}
                maxLength={ADMIN_NAME_MAX}
                autoComplete="name"
                className={`mt-1 ${inputClassSm}`}
              />
              <span className="mt-1 block font-normal text-slate-600">
                Shown as the owner of your leads, in the owner pickers and in the sidebar. Left empty, your e-mail
                address is shown.
              </span>
            </label>
            <SaveFooter
              error={save.isError ? adminErrorMessage(save.error) : null}
              pending={save.isPending}
              label="Save name"
            />
          </form>
        )}
      </QueryView>
    </Panel>
  );
}

/** Ends every session of the signed-in admin, this one included, on every device. */
function SessionsPanel() {
  const signOut = useMutation({
    mutationFn: (currentPassword: string) =>
      adminJson<void>("POST", "/api/admin/sign-out-everywhere", { currentPassword }),
    onSuccess: () => {
      clearAdminToken();
      goToAdminLogin();
    },
  });
  return (
    <Panel title="Your sessions">
      <p className="text-sm text-slate-700">
        Lost a device, or signed in somewhere you should not have? Signing out everywhere ends every session of your
        account at once, this one included. Changing your password does the same for every other session.
      </p>
      <div className="mt-3">
        <ConfirmWithPassword
          trigger={
            <Button type="button" size="sm" variant="secondary">
              <MonitorX aria-hidden="true" className="size-4" />
              Sign out everywhere
            </Button>
          }
          title="Sign out everywhere?"
          description="Every session of your account ends, this one included. Enter your password to confirm."
          confirmLabel="Sign out everywhere"
          pendingLabel="Signing out…"
          action={signOut}
        />
      </div>
    </Panel>
  );
}

/** The Remove button of one admin: asks for the signed-in admin's password first. */
function RemoveAdmin({
  id,
  email,
  remove,
}: {
  id: string;
  email: string;
  remove: UseMutationResult<void, Error, { id: string; currentPassword: string }>;
}) {
  const action = useMutation({ mutationFn: (currentPassword: string) => remove.mutateAsync({ id, currentPassword }) });
  return (
    <ConfirmWithPassword
      trigger={
        <Button variant="secondary" size="sm" aria-label={`Remove ${email}`}>
          <Trash2 aria-hidden="true" className="size-4" />
          Remove
        </Button>
      }
      title={`Remove ${email}?`}
      description="They will no longer be able to sign in. Enter your password to confirm."
      confirmLabel="Remove admin"
      pendingLabel="Removing…"
      action={action}
    />
  );
}

function AdminsPanel() {
  const queryClient = useQueryClient();
  const admins = useAdminQuery<{ items: AdminAccount[] }>("/api/admin/admins");
  const me = useAdminQuery<AdminMe>(ADMIN_ME_API);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: ["admin", "/api/admin/admins"] });
    refreshAudit(queryClient);
  };
  const add = useMutation({
    mutationFn: (body: { email: string; name: string; role: string; password: string; currentPassword: string }) =>
      adminJson<AdminAccount>("POST", "/api/admin/admins", body),
    onSuccess: (created) => {
      refresh();
      toast({ title: "Admin added", description: created.email, variant: "success" });
    },
  });
  const remove = useMutation({
    mutationFn: ({ id, currentPassword }: { id: string; currentPassword: string }) =>
      adminJson<void>("DELETE", `/api/admin/admins/${id}`, { currentPassword }),
    onSuccess: () => {
      refresh();
      toast({ title: "Admin removed", variant: "success" });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    add.mutate(
      {
        email: String(data.get("email") ?? ""),
        name: String(data.get("name") ?? ""),
        role: String(data.get("role") ?? ""),
        password: String(data.get("password") ?? ""),
        currentPassword: String(data.get("currentPassword") ?? ""),
      },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <Panel title="Admins">
      <QueryView query={admins} isEmpty={(d) => d.items.length === 0} empty={<EmptyState title="No admins" />}>
        {(d) => (
          <ul className="divide-y divide-slate-100">
            {d.items.map((a) => {
              const last = d.items.length <= 1;
              return (
                <li key={a.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <div className="min-w-0">
                    <p className="truncate font-medium text-ink">
                      {adminLabel(a)}
                      {me.data?.id === a.id ? (
                        <span className="ml-2 text-xs font-normal text-slate-600">(you)</span>
                      ) : null}
                    </p>
                    {a.name ? <p className="truncate text-sm text-slate-700">{a.email}</p> : null}
                    <p className="text-xs text-slate-600">
                      Added <RelativeTime value={a.createdAt} /> · last sign-in{" "}
                      {a.lastLoginAt ? <RelativeTime value={a.lastLoginAt} /> : "never"}
                    </p>
                  </div>
                  {last ? (
                    <Button variant="secondary" size="sm" disabled title="The last admin cannot be removed">
                      <Trash2 aria-hidden="true" className="size-4" />
                      Remove
                    </Button>
                  ) : (
                    <RemoveAdmin email={a.email} remove={remove} id={a.id} />
                  )}
                </li>
              );
            })}
          </ul>
        )}
      </QueryView>
      <form
        onSubmit={submit}
        className="mt-4 grid gap-3 border-t border-slate-200 pt-4 sm:grid-cols-2 xl:grid-cols-[1fr_1fr_auto_1fr_1fr_auto] xl:items-end"
      >
        <label className="text-sm font-medium text-ink">
          E-mail
          <input name="email" type="email" autoComplete="off" required className={`mt-1 ${inputClassSm}`} />
        </label>
        <label className="text-sm font-medium text-ink">
          Name <span className="font-normal text-slate-600">(optional)</span>
          <input name="name" maxLength={ADMIN_NAME_MAX} autoComplete="off" className={`mt-1 ${inputClassSm}`} />
        </label>
        <label className="text-sm font-medium text-ink">
          Role
          <select name="role" defaultValue="viewer" className={`mt-1 ${inputClassSm}`}>
            {ADMIN_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        </label>
        <PasswordInput label="Password" hint={MIN_LENGTH_HINT} name="password" isNew />
        <PasswordInput label="Your password" hint="(to confirm)" name="currentPassword" />
        <Button type="submit" size="sm" disabled={add.isPending}>
          <UserPlus aria-hidden="true" className="size-4" />
          Add admin
        </Button>
      </form>
      <div className="mt-2">
        <FormError error={add.error} />
      </div>
    </Panel>
  );
}

function TrackingPanel() {
  const queryClient = useQueryClient();
  const settings = useAdminQuery<TrackingSettings>("/api/admin/settings/tracking");
  const save = useMutation({
    mutationFn: (body: TrackingSettings) => adminJson<TrackingSettings>("PUT", "/api/admin/settings/tracking", body),
    onSuccess: (saved) => {
      queryClient.setQueryData(["admin", "/api/admin/settings/tracking"], saved);
      refreshAudit(queryClient);
      toast({ title: "Tracking settings saved", variant: "success" });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    save.mutate({
      honorPrivacySignals: data.get("honorPrivacySignals") === "on",
      retentionDays: Number(data.get("retentionDays")),
    });
  };
  return (
    <Panel title="Tracking">
      <QueryView query={settings}>
        {(s) => (
          <form onSubmit={submit} className="grid max-w-md gap-3" key={JSON.stringify(s)}>
            <label className="flex items-start gap-3 text-sm text-ink">
              <input
                name="honorPrivacySignals"
                type="checkbox"
                defaultChecked={s.honorPrivacySignals}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span className="font-medium">Honour Global Privacy Control and Do Not Track</span>
                <span className="block text-slate-600">
                  On: visitors who send either signal are not tracked and get no client cookie. Off: they are tracked
                  like everyone else. Every server applies a change within 15 seconds.
                </span>
              </span>
            </label>
            <label className="text-sm font-medium text-ink">
              Keep journey events for (days)
              <input
                name="retentionDays"
                type="number"
                min={1}
                max={3650}
                step={1}
                required
                defaultValue={s.retentionDays}
                className={`mt-1 ${inputClassSm}`}
              />
            </label>
            <SaveFooter
              error={save.isError ? adminErrorMessage(save.error) : null}
              pending={save.isPending}
              label="Save tracking settings"
            />
          </form>
        )}
      </QueryView>
    </Panel>
  );
}

const ACTION_LABELS: Record<string, string> = {
  "admin.created": "Admin added",
  "admin.removed": "Admin removed",
  "admin.renamed": "Display name changed",
  "admin.password_changed": "Password changed",
  "admin.signed_out_everywhere": "Signed out everywhere",
  "admin.two_factor_enabled": "Two-factor sign-in turned on",
  "admin.two_factor_disabled": "Two-factor sign-in turned off",
  "admin.recovery_codes_renewed": "New recovery codes made",
  "admin.passkey_added": "Passkey added",
  "admin.passkey_removed": "Passkey removed",
  "admin.session_ended": "A session was ended",
  "settings.two_factor_policy_changed": "Two-factor rule for the team changed",
  "affiliate.signed_out_everywhere": "Partner signed out everywhere",
  "affiliate.registered": "Partner registered",
  "affiliate.email_confirmed": "Partner e-mail confirmed",
  "affiliate.settings_changed": "Partner settings changed",
  "affiliate.payout_email_changed": "Partner payout e-mail changed",
  "affiliate.commission_rate_set": "Partner commission rate set",
  "affiliate.password_reset_requested": "Partner asked for a password reset",
  "affiliate.password_reset_link_created": "Partner reset link created",
  "affiliate.password_reset": "Partner password reset",
  "affiliate.registration_with_existing_email": "Sign-up with a partner's existing e-mail",
  "settings.tracking_updated": "Tracking settings changed",
  "client.deleted": "Client record deleted",
  "clients.exported": "Clients exported",
  "notifications.settings_changed": "Notification settings changed",
  "notifications.retried": "Notification retried",
  "notifications.test_email_sent": "Test e-mail sent",
  "notifications.test_webhook_sent": "Test webhook sent",
  "lead.updated": "Lead updated",
  "lead.note_added": "Note added to a lead",
  "lead.deal_started": "New deal started for a lead",
  "lead.merged": "Two leads merged",
  "lead.merge_undone": "Lead merge undone",
  "leads.exported": "Leads exported",
  "sales.settings_changed": "Sales settings changed",
  "redirect.created": "Redirect added",
  "redirect.deleted": "Redirect deleted",
  "redirect.imported": "Redirects imported",
  "redirect.exported": "Redirects exported",
  "segment.created": "Analytics segment saved",
  "segment.deleted": "Analytics segment deleted",
  "analytics.share_link_created": "Shared analytics link created",
  "analytics.share_link_revoked": "Shared analytics link revoked",
  "analytics.report_settings_changed": "Analytics report changed",
  "digest.settings_changed": "Daily digest changed",
  "team.role_changed": "Member's role changed",
  "team.member_deactivated": "Member deactivated",
  "team.member_reactivated": "Member reactivated",
  "team.owner_handed_over": "Owner role handed over",
  "team.member_invited": "Member invited",
  "team.invitation_revoked": "Invitation withdrawn",
  "team.invitation_accepted": "Invitation accepted",
};

function AuditPanel() {
  const audit = useAdminQuery<{ items: AuditEntry[] }>("/api/admin/audit-log");
  return (
    <Panel title="Audit log">
      <QueryView
        query={audit}
        isEmpty={(d) => d.items.length === 0}
        empty={<EmptyState title="No changes recorded yet" />}
      >
        {(d) => (
          <DataTable
            label="Audit log, newest first"
            rows={d.items}
            rowKey={(e) => e.id}
            cardsBelow="md"
            columns={[
              { key: "what", header: "What", card: "title", cell: (e) => ACTION_LABELS[e.action] ?? e.action },
              {
                key: "when",
                header: "When",
                className: "whitespace-nowrap",
                cell: (e) => <RelativeTime value={e.createdAt} />,
              },
              { key: "who", header: "Who", cell: (e) => <ClippedText text={e.adminEmail} className="max-w-56" /> },
              { key: "details", header: "Details", cell: (e) => <AuditDetails details={e.details} /> },
            ]}
          />
        )}
      </QueryView>
    </Panel>
  );
}

/** /admin/settings */
export function AdminSettings() {
  const can = useCan();
  return (
    <>
      <AdminPageHeader
        title="Settings"
        lead={
          can("manageSettings")
            ? "Your name and password, the admin team, tracking, the sales currency and lead notifications. Every change is stored and listed in the audit log."
            : "Your name, your password and your sessions. The team's owners keep the site-wide settings."
        }
      />
      <div className="grid grid-cols-1 gap-4 xl:grid-cols-2">
        <YourNamePanel />
        <PasswordForm />
        {can("manageSettings") ? <TrackingPanel /> : null}
        <SessionsPanel />
        {can("seeLeads") ? <DigestSettingsPanel /> : null}
        {can("seeAnalytics") ? <ReportSettingsPanel /> : null}
        {can("manageSettings") ? <SalesSettingsPanel /> : null}
        {can("manageSettings") ? (
          <div className="xl:col-span-2">
            <NotificationsPanel />
          </div>
        ) : null}
        {can("manageMarketing") ? (
          <div className="xl:col-span-2">
            <ShareLinksPanel />
          </div>
        ) : null}
        {can("manageTeam") ? (
          <div className="xl:col-span-2">
            <AdminsPanel />
          </div>
        ) : null}
        {can("manageSettings") ? (
          <div className="xl:col-span-2">
            <AuditPanel />
          </div>
        ) : null}
      </div>
    </>
  );
}
