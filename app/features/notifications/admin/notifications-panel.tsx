import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Mail, RotateCw, Webhook } from "lucide-react";
import { type ReactNode, useState } from "react";
import { Link } from "react-router";
import { Alert } from "#app/components/ui/alert";
import { Button } from "#app/components/ui/button";
import { DataTable } from "#app/components/ui/data-table";
import { inputClassSm } from "#app/components/ui/input-class";
import { Panel } from "#app/components/ui/panel";
import { EmptyState, QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { toast } from "#app/components/ui/toast-store";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { formatInteger } from "#common/format/number";
import {
  DELIVERY_CHANNEL_LABELS,
  DELIVERY_STATUS_LABELS,
  DELIVERY_STATUSES,
  type DeliveryLogEntry,
  type DeliveryStatus,
  type NotificationSettingsInput,
  type NotificationsOverview,
  type TestSendResult,
} from "#common/notifications";

const LOG_PATH = "/api/admin/notifications";

const statusClasses: Record<DeliveryStatus, string> = {
  pending: "bg-amber-50 text-amber-900 ring-amber-300",
  sending: "bg-sky-50 text-sky-900 ring-sky-300",
  delivered: "bg-emerald-50 text-emerald-900 ring-emerald-300",
  failed: "bg-red-100 text-red-900 ring-red-300",
  not_configured: "bg-slate-100 text-slate-800 ring-slate-300",
};

function StatusBadge({ status }: { status: DeliveryStatus }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${statusClasses[status]}`}
    >
      {DELIVERY_STATUS_LABELS[status]}
    </span>
  );
}

/** The console link of a notification, on this site (the stored link names the public site URL). */
const consolePath = (url: string | null) => {
  if (!url) return null;
  try {
    const parsed = new URL(url);
    return parsed.pathname + parsed.search;
  } catch {
    return null;
  }
};

function ChannelSetup({
  icon,
  title,
  ready,
  children,
  test,
}: {
  icon: ReactNode;
  title: string;
  ready: boolean;
  children: ReactNode;
  test: ReactNode;
}) {
  return (
    <div className="rounded-lg border border-slate-200 p-3">
      <div className="flex items-center gap-2">
        {icon}
        <h3 className="text-sm font-semibold">{title}</h3>
        <span className={`ml-auto text-xs font-semibold ${ready ? "text-emerald-800" : "text-slate-700"}`}>
          {ready ? "Set up" : "Not set up"}
        </span>
      </div>
      <div className="mt-2 text-sm text-slate-700">{children}</div>
      <div className="mt-3">{test}</div>
    </div>
  );
}

function TestButton({ kind, enabled }: { kind: "email" | "webhook"; enabled: boolean }) {
  const send = useMutation({
    mutationFn: () => adminJson<TestSendResult>("POST", `${LOG_PATH}/test-${kind === "email" ? "email" : "webhook"}`),
    onSuccess: (result) =>
      toast({
        title: kind === "email" ? "Test e-mail sent" : "Test webhook delivered",
        description: result.message,
        variant: "success",
      }),
    onError: (error) =>
      toast({
        title: kind === "email" ? "Test e-mail not sent" : "Test webhook not delivered",
        description: adminErrorMessage(error),
        variant: "error",
      }),
  });
  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      disabled={!enabled || send.isPending}
      onClick={() => send.mutate()}
    >
      {send.isPending ? "Sending…" : kind === "email" ? "Send a test e-mail" : "Send a test webhook"}
    </Button>
  );
}

function SetupSection({ data }: { data: NotificationsOverview }) {
  const queryClient = useQueryClient();
  const { email, webhook } = data.setup;
  const save = useMutation({
    mutationFn: (body: NotificationSettingsInput) =>
      adminJson<NotificationSettingsInput>("PUT", `${LOG_PATH}/settings`, body),
    onSuccess: (saved) => {
      void queryClient.invalidateQueries({ queryKey: ["admin", LOG_PATH] });
      void queryClient.invalidateQueries({ queryKey: ["admin", "/api/admin/audit-log"] });
      toast({
        title: saved.visitorConfirmation ? "Visitor confirmations on" : "Visitor confirmations off",
        variant: "success",
      });
    },
  });
  return (
    <div className="space-y-3">
      <div className="grid gap-3 md:grid-cols-2">
        <ChannelSetup
          icon={<Mail aria-hidden="true" className="size-4 text-brand-700" />}
          title="E-mail"
          ready={email.configured}
          test={<TestButton kind="email" enabled={email.configured} />}
        >
          {email.configured ? (
            <>
              To <span className="break-all font-medium">{email.to.join(", ")}</span> from{" "}
              <span className="break-all">{email.from}</span> through <span className="break-all">{email.server}</span>.
            </>
          ) : (
            <>E-mail is not set up: set SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM.</>
          )}
        </ChannelSetup>
        <ChannelSetup
          icon={<Webhook aria-hidden="true" className="size-4 text-brand-700" />}
          title="Webhook"
          ready={webhook.configured}
          test={<TestButton kind="webhook" enabled={webhook.configured} />}
        >
          {webhook.configured ? (
            <>
              Signed POSTs (Standard Webhooks) to <span className="break-all font-medium">{webhook.url}</span>.
            </>
          ) : (
            <>Webhooks are not set up: set WEBHOOK_URL and WEBHOOK_SECRET.</>
          )}
        </ChannelSetup>
      </div>
      <label className="flex items-start gap-3 text-sm text-ink">
        <input
          type="checkbox"
          className="mt-0.5 size-4 accent-brand-600"
          checked={data.settings.visitorConfirmation}
          disabled={save.isPending}
          onChange={(event) => save.mutate({ visitorConfirmation: event.currentTarget.checked })}
        />
        <span>
          <span className="font-medium">Send visitors a short confirmation of their enquiry</span>
          <span className="block text-slate-600">
            A one-off e-mail saying their message arrived and when to expect a reply. Needs e-mail to be set up.
          </span>
        </span>
      </label>
      <Alert inline>{save.error ? adminErrorMessage(save.error) : null}</Alert>
    </div>
  );
}

/**
 * One banner per channel that is not set up, in place of a "Not set up" row per notification:
 * how many were kept unsent, what to set, and a way to list them.
 */
function NotSetUpBanners({ data, onShow }: { data: NotificationsOverview; onShow: () => void }) {
  const banners = [
    {
      channel: "E-mail",
      ready: data.setup.email.configured,
      kept: data.notSetUp.email + data.notSetUp.visitor_email,
      variables: "SMTP_URL, NOTIFY_EMAIL_TO and NOTIFY_EMAIL_FROM",
    },
    {
      channel: "Webhooks",
      ready: data.setup.webhook.configured,
      kept: data.notSetUp.webhook,
      variables: "WEBHOOK_URL and WEBHOOK_SECRET",
    },
  ].filter((b) => !b.ready);
  if (!banners.length) return null;
  return (
    <div className="mb-3 space-y-2">
      {banners.map((b) => (
        <div
          key={b.channel}
          className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200 ring-inset"
        >
          <p className="min-w-0 flex-1 basis-72">
            <strong>
              {b.channel} {b.channel === "E-mail" ? "is" : "are"} not set up.
            </strong>{" "}
            {b.kept === 0
              ? "Nothing has waited for it yet."
              : `${formatInteger(b.kept)} ${b.kept === 1 ? "notification was" : "notifications were"} kept unsent: nothing is lost.`}{" "}
            Set {b.variables} (see the README) and restart the server; then retry the ones you want sent.
          </p>
          {b.kept > 0 ? (
            <Button type="button" size="sm" variant="secondary" onClick={onShow}>
              Show the unsent
            </Button>
          ) : null}
        </div>
      ))}
    </div>
  );
}

function RetryButton({ entry }: { entry: DeliveryLogEntry }) {
  const queryClient = useQueryClient();
  const retry = useMutation({
    mutationFn: () => adminJson("POST", `${LOG_PATH}/deliveries/${entry.id}/retry`),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ["admin", LOG_PATH] });
      toast({ title: "Retrying now", description: entry.summary, variant: "success" });
    },
    onError: (error) => toast({ title: "Not retried", description: adminErrorMessage(error), variant: "error" }),
  });
  if (entry.status === "delivered" || entry.status === "sending") return null;
  return (
    <Button
      type="button"
      size="sm"
      variant="secondary"
      className="whitespace-nowrap"
      disabled={retry.isPending}
      onClick={() => retry.mutate()}
      aria-label={`Retry now: ${entry.summary}, ${DELIVERY_CHANNEL_LABELS[entry.channel]}`}
    >
      <RotateCw aria-hidden="true" className="size-3.5" /> Retry now
    </Button>
  );
}

function Notification({ entry }: { entry: DeliveryLogEntry }) {
  const link = consolePath(entry.consoleUrl);
  return (
    <>
      {link ? (
        <Link to={link} className="font-medium text-brand-700 underline-offset-2 hover:underline">
          {entry.summary}
        </Link>
      ) : (
        <span className="font-medium">{entry.summary}</span>
      )}
      <span className="block font-mono text-xs font-normal text-slate-600">{entry.type}</span>
    </>
  );
}

function LastError({ entry }: { entry: DeliveryLogEntry }) {
  return (
    <span className="text-xs text-slate-700">
      {entry.lastError ? <span className="block">{entry.lastError}</span> : entry.deliveredAt ? "—" : null}
      {entry.nextAttemptAt && entry.attempts > 0 ? (
        <span className="block text-slate-600">
          Next try <RelativeTime value={entry.nextAttemptAt} upcoming />
        </span>
      ) : null}
    </span>
  );
}

function DeliveryLog({
  data,
  page,
  setPage,
}: {
  data: NotificationsOverview;
  page: number;
  setPage: (page: number) => void;
}) {
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));
  if (!data.deliveries.length) {
    if (Object.values(data.notSetUp).some((n) => n > 0))
      return <EmptyState title="Nothing sent yet">Notifications kept unsent are counted above.</EmptyState>;
    return (
      <EmptyState title="No notifications yet">
        Each new enquiry, sales application, Hot lead and confirmed booking is listed here with its deliveries.
      </EmptyState>
    );
  }
  return (
    <>
      <DataTable
        label="Delivery log, newest first"
        rows={data.deliveries}
        rowKey={(entry) => entry.id}
        actions={(entry) => <RetryButton entry={entry} />}
        columns={[
          {
            key: "notification",
            header: "Notification",
            card: "title",
            cell: (entry) => <Notification entry={entry} />,
          },
          {
            key: "when",
            header: "When",
            className: "whitespace-nowrap",
            cell: (entry) => <RelativeTime value={entry.createdAt} />,
          },
          { key: "channel", header: "Channel", cell: (entry) => DELIVERY_CHANNEL_LABELS[entry.channel] },
          { key: "status", header: "Status", cell: (entry) => <StatusBadge status={entry.status} /> },
          { key: "attempts", header: "Attempts", align: "right", cell: (entry) => entry.attempts },
          { key: "error", header: "Last error", cell: (entry) => <LastError entry={entry} /> },
        ]}
      />
      {pages > 1 ? (
        <nav aria-label="Delivery log pages" className="mt-3 flex items-center justify-end gap-2 text-sm">
          <Button type="button" size="sm" variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            Previous
          </Button>
          <span>
            Page {page} of {pages}
          </span>
          <Button
            type="button"
            size="sm"
            variant="secondary"
            disabled={page >= pages}
            onClick={() => setPage(page + 1)}
          >
            Next
          </Button>
        </nav>
      ) : null}
    </>
  );
}

/** Settings › Notifications: how leads reach the team, and the log of every delivery. */
export function NotificationsPanel() {
  const [status, setStatus] = useState<DeliveryStatus | "">("");
  const [page, setPage] = useState(1);
  const overview = useAdminQuery<NotificationsOverview>(
    LOG_PATH,
    { status, page },
    {
      // While something waits for delivery, the log follows it.
      refetchInterval: (query) =>
        (query.state.data?.counts.pending ?? 0) + (query.state.data?.counts.sending ?? 0) > 0 ? 5_000 : false,
    },
  );
  const filter = (
    <label className="flex items-center gap-2 text-sm text-ink">
      Show
      <select
        className={`${inputClassSm} w-auto py-1`}
        value={status}
        onChange={(event) => {
          setStatus(event.currentTarget.value as DeliveryStatus | "");
          setPage(1);
        }}
      >
        <option value="">Sent and being sent</option>
        {DELIVERY_STATUSES.map((s) => (
          <option key={s} value={s}>
            {DELIVERY_STATUS_LABELS[s]}
            {overview.data ? ` (${overview.data.counts[s]})` : ""}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <Panel title="Notifications">
      <QueryView query={overview}>
        {(data) => (
          <div className="space-y-5">
            <SetupSection data={data} />
            <div>
              <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
                <h3 className="text-sm font-semibold">Delivery log</h3>
                {filter}
              </div>
              {status === "" ? (
                <NotSetUpBanners
                  data={data}
                  onShow={() => {
                    setStatus("not_configured");
                    setPage(1);
                  }}
                />
              ) : null}
              <DeliveryLog data={data} page={page} setPage={setPage} />
            </div>
          </div>
        )}
      </QueryView>
    </Panel>
  );
}
