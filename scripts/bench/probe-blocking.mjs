import { chromium } from "playwright-core";
const [url, n = "5"] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu"] });
const sums = [];
for (let r = 0; r < Number(n); r++) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 }, userAgent: "Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36" });
  await browser.startTracing(page, { categories: ["devtools.timeline", "disabled-by-default-devtools.timeline", "v8.execute", "toplevel", "loading", "blink.user_timing"] });
  await page.goto(url, { waitUntil: "load" });
  await page.waitForSelector("html[data-hydrated]", { state: "attached", timeout: 30000 });
  await page.waitForTimeout(1500);
  const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
  const fcp = events.find((e) => e.name === "firstContentfulPaint");
  const mains = events.filter((e) => e.name === "thread_name" && e.args.name === "CrRendererMain");
  const count = (m) => events.filter((e) => e.pid === m.pid && e.tid === m.tid).length;
  const main = mains.sort((a, b) => count(b) - count(a))[0];
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === "X");
  const tasks = onMain.filter((e) => e.name === "ThreadControllerImpl::RunTask" || e.name === "RunTask");
  // top-level only
  const top = tasks.filter((t) => !tasks.some((o) => o !== t && o.ts <= t.ts && o.ts + o.dur >= t.ts + t.dur && o.dur > t.dur));
  const after = top.filter((t) => t.ts >= fcp.ts);
  const sum = after.reduce((s, t) => s + Math.max(0, (4 * t.dur) / 1000 - 50), 0);
  sums.push(sum);
  if (r === 0) {
    for (const t of after.filter((t) => t.dur > 12000)) {
      const kids = onMain.filter((e) => e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && e !== t && e.dur > 1500 && !e.name.includes("RunTask"));
      const label = kids.slice(0, 5).map((k) => `${k.name}${k.args?.data?.url ? ":" + k.args.data.url.split("/").pop() : ""}${k.args?.data?.functionName ? "(" + k.args.data.functionName + ")" : ""}=${Math.round(k.dur / 1000)}`).join(", ");
      console.log(`  +${Math.round((t.ts - fcp.ts) / 1000)}ms ${Math.round(t.dur / 1000)}ms: ${label}`);
    }
  }
  await page.close();
}
sums.sort((a, b) => a - b);
console.log(url, "blocking at 4x after FCP, per load:", sums.map(Math.round).join(" "), "median", Math.round(sums[Math.floor(sums.length / 2)]));
await browser.close();
