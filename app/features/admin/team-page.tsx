import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Crown, MailPlus, Power, PowerOff, UserCog, X } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { AdminPageHeader } from "#app/components/ui/admin-page-header";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { ClippedText } from "#app/components/ui/clipped-text";
import { DataTable } from "#app/components/ui/data-table";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { ADMIN_ME_API, ADMIN_NAME_MAX, type AdminAccount, type AdminMe, adminLabel } from "#common/admin";
import { ADMIN_ROLES, type AdminRole, ROLE_LABELS, ROLE_SUMMARIES } from "#common/roles";
import { INVITATION_HOURS, type PendingInvitation } from "#common/team";
import { ConfirmWithPassword } from "./confirm-with-password";

const TEAM_API = "/api/admin/team";
type Team = { members: AdminAccount[]; invitations: PendingInvitation[] };

function useRefreshTeam() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: ["admin", TEAM_API] });
    void queryClient.invalidateQueries({ queryKey: ["admin", "/api/admin/audit-log"] });
  };
}

function RoleSelect({
  label,
  value,
  onChange,
  name,
  exclude,
  className,
}: {
  label: string;
  value?: AdminRole;
  onChange?: (role: AdminRole) => void;
  name?: string;
  exclude?: AdminRole;
  className?: string;
}) {
  const id = useId();
  const [own, setOwn] = useState<AdminRole>("sales");
  const role = value ?? own;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-ink">
        {label}
      </label>
      <select
        id={id}
        name={name}
        value={role}
        onChange={(e) => {
          const next = e.target.value as AdminRole;
          setOwn(next);
          onChange?.(next);
        }}
        aria-describedby={`${id}-summary`}
        className={`mt-1 ${inputClassSm}`}
      >
        {ADMIN_ROLES.filter((r) => r !== exclude).map((r) => (
          <option key={r} value={r}>
            {ROLE_LABELS[r]}
          </option>
        ))}
      </select>
      <p id={`${id}-summary`} className="mt-1 text-xs text-slate-600">
        {ROLE_SUMMARIES[role]}
      </p>
    </div>
  );
}

/** The password-confirmed changes to one member: role, deactivation, handing the owner role over. */
function MemberActions({ member, me }: { member: AdminAccount; me: AdminMe | undefined }) {
  const refresh = useRefreshTeam();
  const [role, setRole] = useState<AdminRole>(member.role);
  const [myNewRole, setMyNewRole] = useState<AdminRole>("sales");
  const label = adminLabel(member);
  const isMe = me?.id === member.id;
  const changeRole = useMutation({
    mutationFn: (currentPassword: string) =>
      adminJson<void>("PUT", `${TEAM_API}/${member.id}/role`, { role, currentPassword }),
    onSuccess: () => {
      refresh();
      toast({ title: "Role changed", description: `${label}: ${ROLE_LABELS[role]}`, variant: "success" });
    },
  });
  const active = !member.deactivatedAt;
  const toggle = useMutation({
    mutationFn: (currentPassword: string) =>
      adminJson<void>("POST", `${TEAM_API}/${member.id}/${active ? "deactivate" : "reactivate"}`, { currentPassword }),
    onSuccess: () => {
      refresh();
      toast({ title: active ? "Member deactivated" : "Member reactivated", description: label, variant: "success" });
    },
  });
  const queryClient = useQueryClient();
  const handOver = useMutation({
    mutationFn: (currentPassword: string) =>
      adminJson<void>("POST", `${TEAM_API}/hand-over`, { to: member.id, myNewRole, currentPassword }),
    onSuccess: () => {
      refresh();
      void queryClient.invalidateQueries({ queryKey: ["admin", ADMIN_ME_API] });
      toast({ title: "Owner role handed over", description: label, variant: "success" });
    },
  });
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmWithPassword
        trigger={
          <Button variant="secondary" size="sm" aria-label={`Change role of ${label}`}>
            <UserCog aria-hidden="true" className="size-4" />
            Change role
          </Button>
        }
        title={`Change the role of ${label}`}
        description="The new role applies to their next action; what it opens is listed with each role."
        confirmLabel="Change role"
        pendingLabel="Changing…"
        danger={false}
        action={changeRole}
        fields={<RoleSelect label="New role" value={role} onChange={setRole} className="mt-4" />}
      />
      {isMe ? null : (
        <ConfirmWithPassword
          trigger={
            <Button variant="secondary" size="sm" aria-label={`${active ? "Deactivate" : "Reactivate"} ${label}`}>
              {active ? (
                <PowerOff aria-hidden="true" className="size-4" />
              ) : (
                <Power aria-hidden="true" className="size-4" />
              )}
              {active ? "Deactivate" : "Reactivate"}
            </Button>
          }
          title={`${active ? "Deactivate" : "Reactivate"} ${label}?`}
          description={
            active
              ? "They are signed out everywhere at once and cannot sign in until an owner reactivates them. Their leads, notes and history stay."
              : "They can sign in again with their password, with the role they had."
          }
          confirmLabel={active ? "Deactivate" : "Reactivate"}
          pendingLabel={active ? "Deactivating…" : "Reactivating…"}
          danger={active}
          action={toggle}
        />
      )}
      {isMe || !active || member.role === "owner" || me?.role !== "owner" ? null : (
        <ConfirmWithPassword
          trigger={
            <Button variant="secondary" size="sm" aria-label={`Hand over ownership to ${label}`}>
              <Crown aria-hidden="true" className="size-4" />
              Hand over ownership
            </Button>
          }
          title={`Hand the owner role over to ${label}?`}
          description="They become an owner of the team, and you keep the role you choose here."
          confirmLabel="Hand over"
          pendingLabel="Handing over…"
          action={handOver}
          fields={
            <RoleSelect
              label="Your new role"
              value={myNewRole}
              onChange={setMyNewRole}
              exclude="owner"
              className="mt-4"
            />
          }
        />
      )}
    </div>
  );
}

function MembersPanel() {
  const team = useAdminQuery<Team>(TEAM_API);
  const me = useAdminQuery<AdminMe>(ADMIN_ME_API);
  return (
    <Panel title="Members">
      <QueryView query={team} isEmpty={(d) => d.members.length === 0} empty={<EmptyState title="No members" />}>
        {(d) => (
          <DataTable
            label="Team members"
            rows={d.members}
            rowKey={(m) => m.id}
            cardsBelow="xl"
            columns={[
              {
                key: "name",
                header: "Name",
                card: "title",
                cell: (m) => (
                  <span className="font-medium text-ink">
                    {m.name ?? <span className="font-normal text-slate-600">No name set</span>}
                    {me.data?.id === m.id ? (
                      <span className="ml-2 text-xs font-normal text-slate-600">(you)</span>
                    ) : null}
                  </span>
                ),
              },
              { key: "email", header: "E-mail", cell: (m) => <ClippedText text={m.email} className="max-w-64" /> },
              { key: "role", header: "Role", className: "whitespace-nowrap", cell: (m) => ROLE_LABELS[m.role] },
              {
                key: "status",
                header: "Status",
                className: "whitespace-nowrap",
                cell: (m) =>
                  m.deactivatedAt ? (
                    <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs font-semibold text-slate-800">
                      Deactivated
                    </span>
                  ) : (
                    <span className="rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900">
                      Active
                    </span>
                  ),
              },
              {
                key: "lastLogin",
                header: "Last sign-in",
                className: "whitespace-nowrap",
                cell: (m) => (m.lastLoginAt ? <RelativeTime value={m.lastLoginAt} /> : "Never"),
              },
            ]}
            actionsLabel="Changes"
            actions={(m) => <MemberActions member={m} me={me.data} />}
          />
        )}
      </QueryView>
    </Panel>
  );
}

function InvitePanel() {
  const refresh = useRefreshTeam();
  const team = useAdminQuery<Team>(TEAM_API);
  const id = useId();
  const invite = useMutation({
    mutationFn: (body: { email: string; name: string; role: string; currentPassword: string }) =>
      adminJson<PendingInvitation>("POST", `${TEAM_API}/invitations`, body),
    onSuccess: (sent) => {
      refresh();
      toast({ title: "Invitation sent", description: sent.email, variant: "success" });
    },
  });
  const revoke = useMutation({
    mutationFn: (invitationId: string) => adminJson<void>("DELETE", `${TEAM_API}/invitations/${invitationId}`),
    onSuccess: () => {
      refresh();
      toast({ title: "Invitation withdrawn", variant: "success" });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    invite.mutate(
      {
        email: String(data.get("email") ?? ""),
        name: String(data.get("name") ?? ""),
        role: String(data.get("role") ?? ""),
        currentPassword: String(data.get("currentPassword") ?? ""),
      },
      { onSuccess: () => form.reset() },
    );
  };
  const pending = team.data?.invitations ?? [];
  return (
    <Panel title="Invite a member">
      <p className="text-sm text-slate-700">
        They receive an e-mail with a link to choose their password. The link works once, for {INVITATION_HOURS} hours;
        inviting the same address again replaces it.
      </p>
      <form
        onSubmit={submit}
        className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-[1fr_1fr_1fr_1fr_auto] xl:items-start"
      >
        <div>
          <label htmlFor={`${id}-email`} className="block text-sm font-medium text-ink">
            E-mail
          </label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="off"
            required
            className={`mt-1 ${inputClassSm}`}
          />
        </div>
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-medium text-ink">
            Name
          </label>
          <input
            id={`${id}-name`}
            name="name"
            required
            maxLength={ADMIN_NAME_MAX}
            autoComplete="off"
            className={`mt-1 ${inputClassSm}`}
          />
        </div>
        <RoleSelect label="Role" name="role" />
        <div>
          <label htmlFor={`${id}-password`} className="block text-sm font-medium text-ink">
            Your password <span className="font-normal text-slate-600">(to confirm)</span>
          </label>
          <input
            id={`${id}-password`}
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            className={`mt-1 ${inputClassSm}`}
          />
        </div>
        <Button type="submit" size="sm" className="xl:mt-6" disabled={invite.isPending}>
          <MailPlus aria-hidden="true" className="size-4" />
          {invite.isPending ? "Sending…" : "Send invitation"}
        </Button>
      </form>
      <Alert inline className="mt-2">
        {invite.isError ? adminErrorMessage(invite.error) : null}
      </Alert>
      {pending.length ? (
        <div className="mt-6 border-t border-slate-200 pt-4">
          <h3 className="text-sm font-semibold text-ink">Open invitations</h3>
          <ul className="mt-2 divide-y divide-slate-100">
            {pending.map((i) => {
              const expired = Date.parse(i.expiresAt) <= Date.now();
              return (
                <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
                  <div className="min-w-0">
                    <p className="font-medium text-ink">
                      {i.name ?? i.email} · {ROLE_LABELS[i.role]}
                    </p>
                    <p className="text-slate-700 [overflow-wrap:anywhere]">{i.email}</p>
                    <p className="text-xs text-slate-600">
                      Sent <RelativeTime value={i.createdAt} /> ·{" "}
                      {expired ? (
                        "expired"
                      ) : (
                        <>
                          expires <RelativeTime value={i.expiresAt} upcoming />
                        </>
                      )}
                    </p>
                  </div>
                  <Button
                    variant="secondary"
                    size="sm"
                    aria-label={`Withdraw the invitation of ${i.email}`}
                    disabled={revoke.isPending}
                    onClick={() => revoke.mutate(i.id)}
                  >
                    <X aria-hidden="true" className="size-4" />
                    Withdraw
                  </Button>
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
    </Panel>
  );
}

/** Owners manage the team here: members, their roles, deactivation, the owner role, invitations. */
export function AdminTeam() {
  return (
    <>
      <AdminPageHeader
        title="Team"
        lead="Who can use the console and what each member may do. The team always keeps at least one active owner."
      />
      <div className="space-y-6">
        <MembersPanel />
        <InvitePanel />
      </div>
    </>
  );
}
