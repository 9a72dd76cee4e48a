import { analyticsReportEmail as copy } from "#content/notifications";
import { site } from "#content/site";
import type { AnalyticsReport } from "./events";
import { type EmailContent, escapeHtml } from "./messages";

/** The site's look in an e-mail client: inline styles only, its brand petrol blue and slate greys. */
const BRAND = "#0e6378";
const INK = "#0f172a";
const MUTED = "#475569";
const UP = "#047857";
const DOWN = "#b91c1c";

const number = (n: number) => n.toLocaleString("en-US");

/** "+25%", "−10%", "new" (nothing before), "no change". */
function changeText(value: number, previous: number): string {
  if (previous === 0) return value === 0 ? "no change" : "new";
  const percent = Math.round(((value - previous) / previous) * 100);
  if (percent === 0) return "no change";
  return `${percent > 0 ? "+" : "−"}${Math.abs(percent)}%`;
}
const changeColor = (value: number, previous: number) => (value > previous ? UP : value < previous ? DOWN : MUTED);

const periodLine = (r: AnalyticsReport) =>
  copy.period
    .replace("{from}", r.from)
    .replace("{to}", r.to)
    .replace("{previousFrom}", r.previousFrom)
    .replace("{previousTo}", r.previousTo);

type ListKey = keyof typeof copy.lists;
const LISTS = Object.keys(copy.lists) as ListKey[];
const label = (text: string) => (text === "" ? copy.none : text);

/**
 * The analytics report as an e-mail: the period's figures against the period before, the top
 * referrers, campaign sources and pages, and a link to the console with that period. Plain text
 * and HTML say the same.
 */
export function reportEmail(report: AnalyticsReport, consoleUrl: string): EmailContent {
  const title = copy.title[report.frequency];
  const text = [
    `${title}, ${site.name}`,
    periodLine(report),
    "",
    ...report.totals.map(
      (t) => `${t.label}: ${number(t.value)} (${changeText(t.value, t.previous)}; before: ${number(t.previous)})`,
    ),
    ...LISTS.flatMap((key) => [
      "",
      `${copy.lists[key]}:`,
      ...(report[key].length
        ? report[key].map(
            (r, i) =>
              `${i + 1}. ${label(r.label)}: ${number(r.count)} (${changeText(r.count, r.previous)}; before: ${number(r.previous)})`,
          )
        : [copy.empty]),
    ]),
    "",
    `${copy.open}: ${consoleUrl}`,
    "",
    copy.footer,
  ].join("\n");

  const cell = "padding:6px 8px;border-bottom:1px solid #e2e8f0";
  const totals = report.totals
    .map(
      (t) =>
        `<td style="padding:12px;border:1px solid #e2e8f0;border-radius:8px;background:#ffffff" width="25%" valign="top">` +
        `<div style="font-size:13px;color:${MUTED}">${escapeHtml(t.label)}</div>` +
        `<div style="font-size:24px;font-weight:700;color:${INK}">${number(t.value)}</div>` +
        `<div style="font-size:12px;color:${changeColor(t.value, t.previous)}">${changeText(t.value, t.previous)}` +
        ` <span style="color:${MUTED}">(before: ${number(t.previous)})</span></div></td>`,
    )
    .join("");
  const lists = LISTS.map((key) => {
    const rows = report[key].length
      ? report[key]
          .map(
            (r) =>
              `<tr><td style="${cell};word-break:break-word">${escapeHtml(label(r.label))}</td>` +
              `<td style="${cell}" align="right">${number(r.count)}</td>` +
              `<td style="${cell};color:${changeColor(r.count, r.previous)}" align="right">${changeText(r.count, r.previous)}</td></tr>`,
          )
          .join("")
      : `<tr><td style="${cell};color:${MUTED}" colspan="3">${escapeHtml(copy.empty)}</td></tr>`;
    return (
      `<h2 style="font-size:16px;margin:24px 0 8px;color:${INK}">${escapeHtml(copy.lists[key])}</h2>` +
      `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="font-size:14px;border-collapse:collapse">` +
      `<tr><th align="left" style="${cell};color:${MUTED};font-weight:600"></th>` +
      `<th align="right" style="${cell};color:${MUTED};font-weight:600">${escapeHtml(copy.listColumns.now)}</th>` +
      `<th align="right" style="${cell};color:${MUTED};font-weight:600">Change</th></tr>${rows}</table>`
    );
  }).join("");
  const html =
    `<!doctype html><html><body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Arial,Helvetica,sans-serif;color:${INK};line-height:1.5">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:640px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">` +
    `<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;border-radius:12px 12px 0 0;font-weight:700">${escapeHtml(site.name)}</td></tr>` +
    `<tr><td style="padding:24px">` +
    `<h1 style="font-size:20px;margin:0;color:${INK}">${escapeHtml(title)}</h1>` +
    `<p style="margin:4px 0 16px;color:${MUTED};font-size:14px">${escapeHtml(periodLine(report))}</p>` +
    `<table role="presentation" width="100%" cellspacing="6" cellpadding="0"><tr>${totals}</tr></table>` +
    lists +
    `<p style="margin:24px 0 0"><a href="${escapeHtml(consoleUrl)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(copy.open)}</a></p>` +
    `</td></tr></table>` +
    `<p style="max-width:640px;color:${MUTED};font-size:12px;margin:16px auto 0">${escapeHtml(copy.footer)}</p>` +
    `</td></tr></table></body></html>`;
  const subject = `${title}: ${report.from} to ${report.to}`;
  return { subject, text, html };
}
