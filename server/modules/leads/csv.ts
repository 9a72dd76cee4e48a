import { LEAD_CHANNEL_LABELS, LEAD_KIND_LABELS, LEAD_STATUS_LABELS, type LeadSummary } from "#common/leads";
import { csvCell } from "#server/lib/csv";

const COLUMNS: [string, (l: LeadSummary) => unknown][] = [
  ["received", (l) => l.createdAt],
  ["type", (l) => LEAD_KIND_LABELS[l.kind]],
  ["status", (l) => LEAD_STATUS_LABELS[l.status]],
  ["lostReason", (l) => l.lostReason],
  ["owner", (l) => l.owner?.email],
  ["followUpOn", (l) => l.followUpOn],
  ["dealValue", (l) => l.dealValue],
  ["currency", (l) => (l.dealValue === null ? null : l.currency)],
  ["expectedCloseOn", (l) => l.expectedCloseOn],
  ["name", (l) => l.name],
  ["email", (l) => l.email],
  ["phone", (l) => l.phone],
  ["company", (l) => l.company],
  ["enquiry", (l) => l.headline],
  ["leadScore", (l) => l.leadScore],
  ["leadQuality", (l) => l.leadQuality],
  ["source", (l) => LEAD_CHANNEL_LABELS[l.source.channel]],
  ["utmSource", (l) => l.source.utmSource],
  ["utmMedium", (l) => l.source.utmMedium],
  ["utmCampaign", (l) => l.source.utmCampaign],
  ["referrer", (l) => l.source.referrer],
  ["affiliateCode", (l) => l.source.affiliateCode],
  ["leadId", (l) => l.id],
];

/** The leads as CSV (RFC 4180), cells defused against spreadsheet formulas like the clients export. */
export function leadsCsv(leads: readonly LeadSummary[]): string {
  const lines = [COLUMNS.map(([name]) => name).join(",")];
  for (const lead of leads) lines.push(COLUMNS.map(([, get]) => csvCell(get(lead))).join(","));
  return `${lines.join("\r\n")}\r\n`;
}
