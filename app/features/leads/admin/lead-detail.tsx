import { CalendarCheck, CalendarX, Mail, Phone } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { buttonClasses } from "#app/components/ui/button";
import { QueryView } from "#app/components/ui/query-view";
import { RelativeTime } from "#app/components/ui/relative-time";
import { JourneyStoryView } from "#app/features/analytics";
import { useAdminQuery } from "#app/lib/admin-api";
import { LEAD_CHANNEL_LABELS, LEAD_KIND_LABELS, type LeadDetail, replyMailto } from "#common/leads";
import { site } from "#content/site";
import { DealHistory, MergePanel, OtherEnquiries } from "./lead-person";
import { leadPath, leadTitle, StatusBadge } from "./lead-ui";
import { NotesPanel, WorkflowForm } from "./lead-workflow";
import { QualityBadge } from "./quality-badge";

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0 rounded-lg bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="text-sm break-words text-ink">{children || "—"}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-2">
      <h3 className="text-sm font-semibold text-ink">{title}</h3>
      {children}
    </section>
  );
}

function LeadBody({ lead }: { lead: LeadDetail }) {
  const mailto = replyMailto(lead, site.name);
  const utm = [lead.source.utmSource, lead.source.utmMedium, lead.source.utmCampaign].filter(Boolean).join(" / ");
  return (
    <div className="space-y-6">
      <p className="text-lg font-semibold break-words text-ink">{leadTitle(lead)}</p>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={lead.status} />
        <QualityBadge quality={lead.leadQuality} />
        <span className="text-sm text-slate-700">
          Lead score <strong className="tabular-nums">{lead.leadScore}</strong>
        </span>
        <span className="text-sm text-slate-600">
          {lead.enquiries > 1 ? `${lead.enquiries} enquiries, the latest ` : "Received "}
          <RelativeTime value={lead.createdAt} />
        </span>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {mailto ? (
          <a href={mailto} className={buttonClasses("primary", "sm")}>
            <Mail aria-hidden="true" className="size-4" />
            Reply by e-mail
          </a>
        ) : (
          <p className="text-sm text-slate-600">No e-mail address is known for this visitor yet.</p>
        )}
        {lead.phone ? (
          <a href={`tel:${lead.phone.replace(/[^\d+]/g, "")}`} className={buttonClasses("secondary", "sm")}>
            <Phone aria-hidden="true" className="size-4" />
            Call {lead.phone}
          </a>
        ) : null}
      </div>

      {lead.bookings.length ? (
        <Section title="Booked consultations">
          <ul className="space-y-1.5">
            {lead.bookings.map((b) => (
              <li
                key={b.leadId}
                className={`flex items-start gap-2 rounded-lg px-3 py-2 text-sm ${b.status === "confirmed" ? "bg-emerald-50 text-emerald-950" : "bg-slate-100 text-slate-800"}`}
              >
                {b.status === "confirmed" ? (
                  <CalendarCheck aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                ) : (
                  <CalendarX aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                )}
                <span>
                  <strong>{b.status === "confirmed" ? "Confirmed booking" : "Cancelled booking"}:</strong> {b.text} ·{" "}
                  {b.provider}
                </span>
              </li>
            ))}
          </ul>
        </Section>
      ) : null}

      <Section title="Who">
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Field label="Name">{lead.name}</Field>
          <Field label="E-mail">{lead.email}</Field>
          <Field label="Company">{lead.company}</Field>
          <Field label="Phone">{lead.phone}</Field>
        </dl>
      </Section>

      <Section title={`What: ${LEAD_KIND_LABELS[lead.kind]}`}>
        {lead.message ? (
          <blockquote className="rounded-lg border-l-4 border-brand-600 bg-brand-50 px-4 py-3 text-sm whitespace-pre-wrap break-words text-ink">
            {lead.message}
          </blockquote>
        ) : null}
        {lead.facts.length ? (
          <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
            {lead.facts.map((f) => (
              <Field key={f.label} label={f.label}>
                {f.value}
              </Field>
            ))}
          </dl>
        ) : null}
        {lead.matches.length ? (
          <div>
            <p className="text-xs text-slate-600">Top matches</p>
            <ol className="mt-1 list-decimal space-y-0.5 pl-5 text-sm">
              {lead.matches.map((m) => (
                <li key={m.path}>
                  <a href={m.path} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                    {m.title}
                  </a>{" "}
                  <span className="text-slate-600">({m.fit}% fit)</span>
                </li>
              ))}
            </ol>
          </div>
        ) : null}
      </Section>

      <Section title="Deal and follow-up">
        <WorkflowForm
          key={`${lead.id}-${lead.status}-${lead.owner?.id}-${lead.followUpOn}-${lead.lostReason}-${lead.dealValue}-${lead.expectedCloseOn}`}
          lead={lead}
        />
        {lead.status === "lost" && lead.lostReason ? (
          <p className="text-sm text-slate-700">Lost because: {lead.lostReason}</p>
        ) : null}
        <DealHistory lead={lead} />
      </Section>

      <Section title="Notes">
        <NotesPanel lead={lead} />
      </Section>

      <Section title="Source">
        <dl className="grid grid-cols-1 gap-2 sm:grid-cols-2">
          <Field label="Channel">{LEAD_CHANNEL_LABELS[lead.source.channel]}</Field>
          <Field label="UTM source / medium / campaign">{utm}</Field>
          <Field label="Referrer">{lead.source.referrer}</Field>
          <Field label="Affiliate code">{lead.source.affiliateCode}</Field>
        </dl>
        {lead.clientId ? (
          <Link
            to={`/admin/clients?client=${encodeURIComponent(lead.clientId)}`}
            className="inline-block text-sm font-medium text-brand-700 underline"
          >
            Open the visitor's client record
          </Link>
        ) : null}
      </Section>

      {lead.related.length ? (
        <Section title="Other enquiries from this person">
          <OtherEnquiries lead={lead} />
        </Section>
      ) : null}

      <Section title="Same person under another name?">
        <MergePanel lead={lead} />
      </Section>

      <Section title="Journey">
        <JourneyStoryView sessions={lead.journey} events={lead.events} />
      </Section>
    </div>
  );
}

/** One person in full, loaded by the id of any of their enquiries. */
export function LeadDetailView({ id }: { id: string }) {
  const query = useAdminQuery<LeadDetail>(leadPath(id));
  return <QueryView query={query}>{(lead) => <LeadBody lead={lead} />}</QueryView>;
}
