import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Copy, Link2 } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Badge } from "#app/components/ui/badge";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { SaveFooter } from "#app/components/ui/save-footer";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { type CreatedShareLink, SHARE_NAME_MAX, SHARE_PASSWORD_MIN, type ShareLink } from "#common/analytics-reports";

const LINKS_API = "/api/admin/analytics/share-links";

/** The address of a new link, shown once: only its hash is kept, so it cannot be shown again. */
function NewLink({ link, onDone }: { link: CreatedShareLink; onDone: () => void }) {
  const id = useId();
  const copy = async () => {
    await navigator.clipboard.writeText(link.url);
    toast({ title: "Link copied", description: "Send the password another way than the link.", variant: "success" });
  };
  return (
    <div className="rounded-lg border border-emerald-200 bg-emerald-50 p-3">
      <label htmlFor={`${id}-url`} className="block text-sm font-semibold text-ink">
        The link for {link.name}
      </label>
      <p className="mt-0.5 text-sm text-slate-700">Copy it now: it is not shown again.</p>
      <div className="mt-2 flex flex-wrap gap-2">
        <input
          id={`${id}-url`}
          readOnly
          value={link.url}
          onFocus={(e) => e.currentTarget.select()}
          className={`min-w-0 flex-1 font-mono text-xs ${inputClassSm}`}
        />
        <Button size="sm" variant="secondary" onClick={copy}>
          <Copy aria-hidden="true" className="size-4" />
          Copy link
        </Button>
        <Button size="sm" variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </div>
  );
}

function RevokeButton({ link }: { link: ShareLink }) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const revoke = useMutation({
    mutationFn: () => adminJson<void>("DELETE", `${LINKS_API}/${link.id}`),
    onSuccess: () => {
      setOpen(false);
      void queryClient.invalidateQueries({ queryKey: ["admin", LINKS_API] });
      toast({
        title: "Link revoked",
        description: `${link.name} can no longer open the analytics.`,
        variant: "success",
      });
    },
  });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) revoke.reset();
      }}
      trigger={
        <Button size="sm" variant="secondary" aria-label={`Revoke the link for ${link.name}`}>
          Revoke
        </Button>
      }
      title={`Revoke the link for ${link.name}?`}
      description="Whoever has it loses access at once, even with the analytics open. A revoked link cannot be opened again; create a new one instead."
    >
      {revoke.isError ? <p className="mt-3 text-sm text-red-700">{adminErrorMessage(revoke.error)}</p> : null}
      <ConfirmDialogButtons>
        <Button size="sm" variant="danger" disabled={revoke.isPending} onClick={() => revoke.mutate()}>
          {revoke.isPending ? "Revoking…" : "Revoke link"}
        </Button>
      </ConfirmDialogButtons>
    </ConfirmDialog>
  );
}

/**
 * Read-only links to the analytics for people outside the team (a client, an investor): each with
 * its own password, revocable at any time. They show visitors, pages, sources, devices and countries,
 * never a person.
 */
export function ShareLinksPanel() {
  const id = useId();
  const queryClient = useQueryClient();
  const links = useAdminQuery<{ items: ShareLink[] }>(LINKS_API);
  const [created, setCreated] = useState<CreatedShareLink | null>(null);
  const create = useMutation({
    mutationFn: (body: { name: string; password: string; currentPassword: string }) =>
      adminJson<CreatedShareLink>("POST", LINKS_API, body),
    onSuccess: (link, _body) => {
      setCreated(link);
      void queryClient.invalidateQueries({ queryKey: ["admin", LINKS_API] });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    create.mutate(
      {
        name: String(data.get("name") ?? ""),
        password: String(data.get("password") ?? ""),
        currentPassword: String(data.get("currentPassword") ?? ""),
      },
      { onSuccess: () => form.reset() },
    );
  };
  return (
    <Panel title="Shared analytics links">
      <p className="mb-4 max-w-prose text-sm text-slate-700">
        A read-only view of the analytics for a client or an investor: visitors, pages, sources, devices and countries
        for any period. It never shows a name, an e-mail, a journey or a lead.
      </p>
      <div className="grid gap-6 lg:grid-cols-2">
        <form onSubmit={submit} aria-label="Create a shared link" className="grid content-start gap-3">
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
            Who it is for
            <input
              id={`${id}-name`}
              name="name"
              required
              maxLength={SHARE_NAME_MAX}
              placeholder="Board of directors"
              className={`mt-1 ${inputClassSm}`}
            />
          </label>
          <label htmlFor={`${id}-password`} className="text-sm font-medium text-ink">
            Link password
            <input
              id={`${id}-password`}
              name="password"
              type="password"
              autoComplete="new-password"
              required
              minLength={SHARE_PASSWORD_MIN}
              aria-describedby={`${id}-password-hint`}
              className={`mt-1 ${inputClassSm}`}
            />
            <span id={`${id}-password-hint`} className="mt-1 block font-normal text-slate-600">
              At least {SHARE_PASSWORD_MIN} characters. Send it separately from the link.
            </span>
          </label>
          <label htmlFor={`${id}-current`} className="text-sm font-medium text-ink">
            Your own password
            <input
              id={`${id}-current`}
              name="currentPassword"
              type="password"
              autoComplete="current-password"
              required
              aria-describedby={`${id}-current-hint`}
              className={`mt-1 ${inputClassSm}`}
            />
            <span id={`${id}-current-hint`} className="mt-1 block font-normal text-slate-600">
              A link opens the figures outside the team, so your password confirms it is you.
            </span>
          </label>
          <SaveFooter
            error={create.isError ? adminErrorMessage(create.error) : null}
            pending={create.isPending}
            label="Create link"
          />
          {created ? <NewLink link={created} onDone={() => setCreated(null)} /> : null}
        </form>
        <div>
          <h3 className="mb-2 text-sm font-semibold text-ink">Links</h3>
          <QueryView query={links}>
            {({ items }) =>
              items.length ? (
                <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
                  {items.map((link) => (
                    <li key={link.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                      <div className="min-w-0">
                        <p className="flex flex-wrap items-center gap-2 font-medium text-ink">
                          <Link2 aria-hidden="true" className="size-4 text-slate-500" />
                          <span className="break-words">{link.name}</span>
                          {link.revokedAt ? (
                            <Badge tone="neutral">Revoked</Badge>
                          ) : (
                            <Badge tone="success">Active</Badge>
                          )}
                        </p>
                        <p className="text-xs text-slate-600">
                          {link.revokedAt ? (
                            <>
                              Revoked <RelativeTime value={link.revokedAt} />
                            </>
                          ) : (
                            <>
                              Created <RelativeTime value={link.createdAt} />
                              {link.createdBy ? ` by ${link.createdBy}` : ""}
                            </>
                          )}
                        </p>
                      </div>
                      {link.revokedAt ? null : <RevokeButton link={link} />}
                    </li>
                  ))}
                </ul>
              ) : (
                <EmptyState title="No shared links yet">Create one for each person or group you share with.</EmptyState>
              )
            }
          </QueryView>
        </div>
      </div>
    </Panel>
  );
}
