import { useMutation, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "#app/components/ui/button";
import { ConfirmDialog, ConfirmDialogButtons } from "#app/components/ui/confirm-dialog";
import { QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { toast } from "#app/components/ui/toast-store";
import { JourneyStoryView } from "#app/features/analytics";
import { adminErrorMessage, adminJson, useAdminQuery } from "#app/lib/admin-api";
import { useCan } from "#app/lib/admin-role";
import type { ClientBooking, ClientDetail, ErasedClientCounts } from "#common/admin";
import { formatDateTime } from "#common/format/date";
import { QualityBadge } from "./quality-badge";

const BOOKING_STATUS_LABELS: Record<string, string> = {
  confirmed: "Confirmed",
  rescheduled: "Rescheduled",
  cancelled: "Cancelled",
};

/** Meetings the scheduling page confirmed by webhook (not clicks on a consultation link). */
function BookingList({ bookings }: { bookings: ClientBooking[] }) {
  return (
    <div>
      <h3 className="text-sm font-semibold">Booked consultations ({bookings.length})</h3>
      {bookings.length ? (
        <ul className="mt-1 space-y-1 text-sm">
          {bookings.map((b) => (
            <li key={b.id}>
              <span className="font-medium">{BOOKING_STATUS_LABELS[b.status] ?? b.status}</span> ·{" "}
              {b.title ?? "Consultation"} on <time dateTime={b.startTime}>{formatDateTime(b.startTime)}</time> ·{" "}
              {b.provider === "calcom" ? "Cal.com" : "Calendly"}
              {b.verified ? null : (
                <span className="ml-2 rounded bg-amber-100 px-1.5 py-0.5 text-xs font-medium text-amber-900">
                  unverified match
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-slate-600">None confirmed by the scheduling page.</p>
      )}
    </div>
  );
}

function Field({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-ink">{children ?? "—"}</dd>
    </div>
  );
}

function erasedDescription(d: ErasedClientCounts): string {
  const parts = [
    [d.journeyEvents, "journey event", "journey events"],
    [d.funnelEvents, "funnel record", "funnel records"],
    [d.contactMessages, "contact message", "contact messages"],
    [d.quizResults, "quiz result", "quiz results"],
    [d.salesApplications, "sales application", "sales applications"],
    [d.bookings, "booking", "bookings"],
    [d.notifications, "notification", "notifications"],
  ] as const;
  const erased = parts.map(([n, one, many]) => `${n} ${n === 1 ? one : many}`).join(", ");
  const referrals = d.referralsAnonymised
    ? ` ${d.referralsAnonymised} affiliate referral${d.referralsAnonymised === 1 ? " was" : "s were"} kept without personal details.`
    : "";
  return `The record and everything about the person were erased: ${erased}.${referrals}`;
}

export function ClientDetailView({ id, onDeleted }: { id: string; onDeleted: () => void }) {
  const can = useCan();
  const query = useAdminQuery<ClientDetail>(`/api/admin/clients/${encodeURIComponent(id)}`);
  const queryClient = useQueryClient();
  const [confirmOpen, setConfirmOpen] = useState(false);
  const remove = useMutation({
    mutationFn: () =>
      adminJson<{ deleted: ErasedClientCounts }>("DELETE", `/api/admin/clients/${encodeURIComponent(id)}`),
    onSuccess: (result) => {
      setConfirmOpen(false);
      void queryClient.invalidateQueries({ queryKey: ["admin"] });
      toast({
        title: "Client record deleted",
        description: erasedDescription(result.deleted),
        variant: "success",
      });
      onDeleted();
    },
    onError: (error) =>
      toast({ title: "Could not delete the record", description: adminErrorMessage(error), variant: "error" }),
  });

  return (
    <QueryView query={query}>
      {(c) => (
        <div className="space-y-5">
          <div className="flex flex-wrap items-center gap-2">
            <QualityBadge quality={c.leadQuality} />
            <span className="text-sm text-slate-700">
              Lead score <strong className="tabular-nums">{c.leadScore}</strong>
            </span>
          </div>
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            <Field label="Client id">
              <span className="font-mono text-xs">{c.id}</span>
            </Field>
            <Field label="Name">{c.name}</Field>
            <Field label="E-mail">{c.email}</Field>
            <Field label="Phone">{c.phone}</Field>
            <Field label="Company">{c.company}</Field>
            <Field label="Visits">{c.visitCount}</Field>
            <Field label="First visit">
              <RelativeTime value={c.firstVisit} />
            </Field>
            <Field label="Last visit">
              <RelativeTime value={c.lastVisit} />
            </Field>
            <Field label="UTM source / medium / campaign">
              {[c.utmSource, c.utmMedium, c.utmCampaign].map((v) => v ?? "—").join(" / ")}
            </Field>
            <Field label="Referrer">{c.referrer}</Field>
            <Field label="Affiliate code">{c.affiliateCode}</Field>
            <Field label="Consultation clicks">{c.consultationRequests}</Field>
            <Field label="Confirmed bookings">{c.bookings.filter((b) => b.status !== "cancelled").length}</Field>
          </dl>
          <div>
            <h3 className="text-sm font-semibold">Pages viewed ({c.pageViews.length})</h3>
            {c.pageViews.length ? (
              <ul className="mt-1 flex flex-wrap gap-1.5">
                {c.pageViews.map((p) => (
                  <li key={p} className="rounded bg-slate-100 px-2 py-0.5 font-mono text-xs text-slate-800">
                    {p}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">None recorded.</p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold">Form submissions ({c.formSubmissions.length})</h3>
            {c.formSubmissions.length ? (
              <ul className="mt-1 space-y-1 text-sm">
                {c.formSubmissions.map((f) => (
                  <li key={`${f.form}-${f.at}`}>
                    <span className="font-medium">{f.form}</span> · <RelativeTime value={f.at} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">None.</p>
            )}
          </div>
          <BookingList bookings={c.bookings} />
          <div>
            <h3 className="text-sm font-semibold">Consultation clicks ({c.consultationRequests})</h3>
            {c.consultationEvents.length ? (
              <ul className="mt-1 space-y-1 text-sm">
                {c.consultationEvents.map((e) => (
                  <li key={e.occurredAt}>
                    {e.element ?? "Consultation button"} on <span className="font-mono text-xs">{e.page}</span> ·{" "}
                    <RelativeTime value={e.occurredAt} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-sm text-slate-600">
                {c.consultationRequests
                  ? "Recorded in the visitor's record; no matching click in the event stream."
                  : "None."}
              </p>
            )}
          </div>
          <div>
            <h3 className="text-sm font-semibold">
              Journey ({c.journey.length} visit{c.journey.length === 1 ? "" : "s"})
            </h3>
            <div className="mt-2">
              <JourneyStoryView sessions={c.journey} events={c.events} truncated={c.eventsTruncated} />
            </div>
          </div>
          {can("erasePersonalData") ? (
            <div className="border-t border-slate-200 pt-4">
              <ConfirmDialog
                open={confirmOpen}
                onOpenChange={setConfirmOpen}
                trigger={
                  <Button variant="secondary" size="sm" className="text-red-700">
                    <Trash2 aria-hidden="true" className="size-4" />
                    Delete record and events
                  </Button>
                }
                title="Delete this client record?"
                description="The record and every journey event and funnel record of this visitor are erased for good, as an erasure request requires. This cannot be undone."
              >
                <ConfirmDialogButtons>
                  <Button variant="danger" size="sm" disabled={remove.isPending} onClick={() => remove.mutate()}>
                    {remove.isPending ? "Deleting…" : "Delete for good"}
                  </Button>
                </ConfirmDialogButtons>
              </ConfirmDialog>
            </div>
          ) : null}
        </div>
      )}
    </QueryView>
  );
}
