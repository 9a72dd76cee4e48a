import { formatPercent } from "#common/format/number";
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
/** "66.7% of visits" ("no visits" when the period had none), and whether the goal is still counting its past. */
const goalRate = ({ rate, counting }: AnalyticsReport["goals"][number]) =>
  (rate === null ? copy.goals.noVisits : copy.goals.rate(formatPercent(rate, 1))) +
  (counting ? `, ${copy.goals.counting}` : "");
const changeLine = (count: number, previous: number) => `(${changeText(count, previous)}; before: ${number(previous)})`;

const cell = "padding:6px 8px;border-bottom:1px solid #e2e8f0";
const headCell = (text: string, align: "left" | "right") =>
  `<th align="${align}" style="${cell};white-space:nowrap;color:${MUTED};font-weight:600">${escapeHtml(text)}</th>`;

/**
 * One list of the HTML part: a heading, then a row per entry with its name (and a note under it),
 * its count and its change, or the list's "nothing" line. The name cell takes the width left and
 * wraps; three columns leave it room for whole words at phone width.
 */
function htmlList(
  title: string,
  countHead: string,
  entries: { label: string; note?: string; count: number; previous: number }[],
  empty: string,
): string {
  const body = entries.length
    ? entries
        .map(
          (r) =>
            `<tr><td style="${cell};word-break:break-word">${escapeHtml(r.label)}` +
            (r.note ? `<div style="font-size:12px;color:${MUTED}">${escapeHtml(r.note)}</div>` : "") +
            `</td><td style="${cell};white-space:nowrap" align="right" valign="top">${number(r.count)}</td>` +
            `<td style="${cell};white-space:nowrap;color:${changeColor(r.count, r.previous)}" align="right" valign="top">${changeText(r.count, r.previous)}</td></tr>`,
        )
        .join("")
    : `<tr><td style="${cell};color:${MUTED}" colspan="3">${escapeHtml(empty)}</td></tr>`;
  return (
    `<h2 style="font-size:16px;margin:24px 0 8px;color:${INK}">${escapeHtml(title)}</h2>` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="font-size:14px;border-collapse:collapse">` +
    `<tr>${headCell("", "left")}${headCell(countHead, "right")}${headCell(copy.listColumns.change, "right")}</tr>` +
    `${body}</table>`
  );
}

/**
 * The analytics report as an e-mail: the period's figures against the period before, the top
 * referrers, campaign sources, pages and goals, and a link to the console with that period. Plain text
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
            (r, i) => `${i + 1}. ${label(r.label)}: ${number(r.count)} ${changeLine(r.count, r.previous)}`,
          )
        : [copy.empty]),
    ]),
    "",
    `${copy.goals.title}:`,
    ...(report.goals.length
      ? report.goals.map(
          (g, i) =>
            `${i + 1}. ${g.label}: ${copy.goals.conversions(number(g.count), g.count === 1)}, ` +
            `${goalRate(g)} ${changeLine(g.count, g.previous)}`,
        )
      : [copy.goals.empty]),
    "",
    `${copy.open}: ${consoleUrl}`,
    "",
    copy.footer,
  ].join("\n");

  // Two figures a row: four across leave a phone-width mail client too little room for a number.
  const card = (t: AnalyticsReport["totals"][number]) =>
    `<td style="padding:12px;border:1px solid #e2e8f0;border-radius:8px;background:#ffffff" width="50%" valign="top">` +
    `<div style="font-size:13px;color:${MUTED}">${escapeHtml(t.label)}</div>` +
    `<div style="font-size:24px;font-weight:700;color:${INK}">${number(t.value)}</div>` +
    `<div style="font-size:12px;color:${changeColor(t.value, t.previous)}">${changeText(t.value, t.previous)}` +
    ` <span style="color:${MUTED}">(before: ${number(t.previous)})</span></div></td>`;
  const totals = Array.from(
    { length: Math.ceil(report.totals.length / 2) },
    (_, i) =>
      `<tr>${report.totals
        .slice(i * 2, i * 2 + 2)
        .map(card)
        .join("")}</tr>`,
  ).join("");
  const lists =
    LISTS.map((key) =>
      htmlList(
        copy.lists[key],
        copy.listColumns.now,
        report[key].map((r) => ({ ...r, label: label(r.label) })),
        copy.empty,
      ),
    ).join("") +
    htmlList(
      copy.goals.title,
      copy.goals.conversionsHead,
      report.goals.map((g) => ({ ...g, note: goalRate(g) })),
      copy.goals.empty,
    );
  const html =
    `<!doctype html><html><body style="margin:0;padding:0;background:#f1f5f9;font-family:Inter,Arial,Helvetica,sans-serif;color:${INK};line-height:1.5">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width:640px;background:#ffffff;border-radius:12px;border:1px solid #e2e8f0">` +
    `<tr><td style="background:${BRAND};color:#ffffff;padding:16px 24px;border-radius:12px 12px 0 0;font-weight:700">${escapeHtml(site.name)}</td></tr>` +
    `<tr><td style="padding:24px">` +
    `<h1 style="font-size:20px;margin:0;color:${INK}">${escapeHtml(title)}</h1>` +
    `<p style="margin:4px 0 16px;color:${MUTED};font-size:14px">${escapeHtml(periodLine(report))}</p>` +
    `<table role="presentation" width="100%" cellspacing="6" cellpadding="0">${totals}</table>` +
    lists +
    `<p style="margin:24px 0 0"><a href="${escapeHtml(consoleUrl)}" style="display:inline-block;background:${BRAND};color:#ffffff;padding:10px 16px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(copy.open)}</a></p>` +
    `</td></tr></table>` +
    `<p style="max-width:640px;color:${MUTED};font-size:12px;margin:16px auto 0">${escapeHtml(copy.footer)}</p>` +
    `</td></tr></table></body></html>`;
  const subject = `${title}: ${report.from} to ${report.to}`;
  return { subject, text, html };
}
