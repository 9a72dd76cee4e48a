import type { Page } from "@playwright/test";
import { publicStaticPaths, solutionPath } from "#common/route-table";
import { CLIENT_COOKIE_NAME } from "#common/tracking-rules";
import { contactPage } from "#content/contact";
import { LEGAL_EFFECTIVE_LABEL } from "#content/legal";
import { site } from "#content/site";
import { solutions } from "#content/solutions";
import { expect, test } from "./fixtures";
import { collectFunnel, stagesOf } from "./support/funnel";

const allPaths = [...publicStaticPaths, ...solutions.map((s) => solutionPath(s.slug))];

const decode = (text: string) =>
  text
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");

/** What a search engine reads in the prerendered HTML of a page. */
function headOf(html: string) {
  const pick = (re: RegExp) => {
    const m = html.match(re);
    return m ? decode(m[1]).trim() : "";
  };
  return {
    title: pick(/<title>([^<]*)<\/title>/),
    description: pick(/<meta name="description" content="([^"]*)"/),
    canonical: pick(/<link rel="canonical" href="([^"]*)"/),
    ogTitle: pick(/<meta property="og:title" content="([^"]*)"/),
    h1Count: (html.match(/<h1[\s>]/g) ?? []).length,
    h1: decode(pick(/<h1[^>]*>([\s\S]*?)<\/h1>/).replace(/<[^>]+>/g, "")),
  };
}

test.describe("public pages", () => {
  test("every route answers 200 with its own heading, title, description, canonical URL and Open Graph title", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    const titles = new Map<string, string>();
    const descriptions = new Map<string, string>();
    for (const path of allPaths) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      const head = headOf(await res.text());
      expect(head.h1Count, `${path}: one h1`).toBe(1);
      expect(head.h1.length, `${path}: h1 text`).toBeGreaterThan(3);
      expect(head.title.length, `${path}: title`).toBeGreaterThan(10);
      expect(head.description.length, `${path}: description`).toBeGreaterThan(50);
      expect(head.canonical, path).toBe(`${site.url}${path}`);
      expect(head.ogTitle, path).toBe(head.title);
      expect(titles.get(head.title), `${path} repeats the title of ${titles.get(head.title)}`).toBeUndefined();
      expect(
        descriptions.get(head.description),
        `${path} repeats the description of ${descriptions.get(head.description)}`,
      ).toBeUndefined();
      titles.set(head.title, path);
      descriptions.set(head.description, path);
    }
    expect(titles.size).toBe(allPaths.length);
  });

  test("every internal link on every page leads to a page that exists", async ({ request }) => {
    test.setTimeout(120_000);
    const links = new Map<string, string>();
    for (const path of publicStaticPaths) {
      const html = await (await request.get(path)).text();
      for (const m of html.matchAll(/<a [^>]*href="(\/[^"#?]*)[^"]*"/g)) if (!links.has(m[1])) links.set(m[1], path);
    }
    expect(links.size).toBeGreaterThan(40);
    for (const [link, from] of links) {
      const res = await request.get(link);
      expect(res.status(), `${link} (linked from ${from})`).toBe(200);
    }
  });

  test("a solution page carries breadcrumb JSON-LD and its full text in the static HTML", async ({ request }) => {
    const idea = solutions[0];
    const html = await (await request.get(solutionPath(idea.slug))).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]),
    );
    const crumbs = blocks.find((b) => b["@type"] === "BreadcrumbList");
    expect(crumbs.itemListElement.map((i: { name: string }) => i.name)).toEqual(["Home", "AI Solutions", idea.title]);
    expect(decode(html)).toContain(idea.howItWorks);
    for (const feature of idea.features) expect(decode(html)).toContain(feature);
  });

  test("an unknown solution slug answers 404 with the 404 page", async ({ page, request }) => {
    const res = await request.get("/solution/no-such-idea");
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain("404 Page Not Found");
    const response = await page.goto("/solution/no-such-idea");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Did you forget to add the page to the router?")).toBeVisible();
  });

  test("the legal pages show their effective date and the privacy policy names the visitor cookie", async ({
    page,
  }) => {
    for (const path of ["/privacy-policy", "/terms-conditions", "/accessibility", "/legal-documents"]) {
      await page.goto(path);
      await expect(page.getByText(LEGAL_EFFECTIVE_LABEL).first()).toBeVisible();
    }
    await page.goto("/privacy-policy");
    await expect(page.getByText(CLIENT_COOKIE_NAME, { exact: false }).first()).toBeVisible();
    await expect(page.getByText("365 days", { exact: false }).first()).toBeVisible();
    await expect(page.getByText("395 days", { exact: false }).first()).toBeVisible();
    await page.getByRole("link", { name: /Global Privacy Control and Do Not Track/ }).click();
    await expect(page).toHaveURL(/#do-not-track$/);
  });
});

/** A field of the contact form by its visible label (the label also carries " *" or " (optional)"). */
const field = (page: Page, label: string) =>
  page.getByRole("form", { name: "Contact form" }).getByLabel(new RegExp(`^${label}\\b`));

test.describe("contact form", () => {
  const fill = async (page: Page, values: Record<string, string>) => {
    const labels = contactPage.form.labels;
    if (values.name !== undefined) await field(page, labels.name).fill(values.name);
    if (values.email !== undefined) await field(page, labels.email).fill(values.email);
    if (values.phone !== undefined) await field(page, labels.phone).fill(values.phone);
    if (values.company !== undefined) await field(page, labels.company).fill(values.company);
    if (values.interest !== undefined) await field(page, labels.interest).selectOption(values.interest);
    if (values.message !== undefined) await field(page, labels.message).fill(values.message);
  };

  test("refuses bad input with accessible messages and sends nothing", async ({ page, hydrated }) => {
    const posts: string[] = [];
    page.on("request", (r) => {
      if (r.method() === "POST" && r.url().endsWith("/api/contact")) posts.push(r.url());
    });
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(contactPage.heading);
    const aside = page.getByRole("complementary", { name: contactPage.asideHeading });
    await expect(aside.getByRole("link", { name: `${contactPage.emailLabel}: ${site.email}` })).toHaveAttribute(
      "href",
      `mailto:${site.email}`,
    );
    await expect(aside.getByRole("link", { name: `${contactPage.phoneLabel}: ${site.phone}` })).toHaveAttribute(
      "href",
      /^tel:\+?\d+$/,
    );
    await expect(aside.getByRole("link", { name: new RegExp(contactPage.consultationButton) })).toHaveAttribute(
      "target",
      "_blank",
    );

    const submit = page.getByRole("button", { name: contactPage.form.submit });
    await hydrated(page);
    await submit.click();
    await expect(page.getByRole("alert")).toHaveText(contactPage.form.errorSummary);
    const name = field(page, contactPage.form.labels.name);
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Name is required");
    await expect(name).toBeFocused();
    // The solution of interest says what to do, not which rule failed.
    await expect(field(page, contactPage.form.labels.interest)).toHaveAccessibleDescription("Choose a solution");

    await fill(page, {
      name: "Dana Whitfield",
      email: "not-an-email",
      phone: "call me",
      interest: "voice",
      message: "Hi",
    });
    await submit.click();
    const email = field(page, contactPage.form.labels.email);
    await expect(email).toHaveAccessibleDescription("E-mail must be a valid e-mail address");
    await expect(field(page, contactPage.form.labels.phone)).toHaveAttribute("aria-invalid", "true");
    await expect(field(page, contactPage.form.labels.message)).toHaveAccessibleDescription(
      "Message must be at least 10 characters",
    );
    await expect(name).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("the API refuses a bad body with 400 naming the field", async ({ request }) => {
    const res = await request.post("/api/contact", {
      data: { name: "Dana", email: "dana@example.com", interest: "time-travel", message: "A long enough message." },
    });
    expect(res.status()).toBe(400);
    expect(await res.json()).toMatchObject({ field: "interest" });
  });

  test("sends a valid message, confirms it with a toast and records it on the visitor's client record", async ({
    page,
  }) => {
    const funnel = collectFunnel(page);
    await page.goto("/contact?interest=seo");
    const interest = field(page, contactPage.form.labels.interest);
    await expect(interest).toHaveValue("seo");
    await fill(page, {
      name: "Dana Whitfield",
      email: "dana@whitfield.example",
      phone: "+1 (555) 010-7788",
      company: "Whitfield Plumbing",
      message: "We miss calls while on jobs. Could a voice assistant book visits for us?",
    });
    const synced = page.waitForResponse(
      (r) => r.url().endsWith("/api/client/sync") && r.request().postDataJSON()?.email === "dana@whitfield.example",
    );
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith("/api/contact") && r.request().method() === "POST"),
      page.getByRole("button", { name: contactPage.form.submit }).click(),
    ]);
    expect(response.status()).toBe(201);
    const sent = response.request().postDataJSON();
    expect(sent).toMatchObject({
      name: "Dana Whitfield",
      email: "dana@whitfield.example",
      interest: "seo",
      company: "Whitfield Plumbing",
    });
    expect(sent.clientId).toMatch(/^[0-9a-f-]{36}$/);

    await expect(page.getByRole("status").filter({ hasText: contactPage.form.toastTitle })).toBeVisible();
    await expect(page.getByRole("heading", { name: contactPage.form.sentTitle })).toBeVisible();
    // The confirmation card's top is on screen and not under the sticky header.
    await expect
      .poll(() =>
        page.getByTestId("contact-sent").evaluate((card) => {
          const { top, left, width } = card.getBoundingClientRect();
          const hit = document.elementFromPoint(left + width / 2, top + 4);
          return top >= 0 && !!hit && card.contains(hit);
        }),
      )
      .toBe(true);

    // The visitor's record now carries the contact details and the submission (+25, +15).
    const sync = await synced;
    const record = sync.request().postDataJSON();
    expect(record.id).toBe(sent.clientId);
    expect(record.formSubmissions.map((f: { form: string }) => f.form)).toContain("contact");
    expect(record).toMatchObject({ name: "Dana Whitfield", company: "Whitfield Plumbing" });
    const answer = await sync.json();
    expect(answer.leadScore).toBeGreaterThanOrEqual(25 + 15 + 2);

    // Its funnel: awareness, the first field, and purchase once the message is accepted.
    await expect.poll(() => stagesOf(funnel, "contact_form")).toEqual(["awareness", "form_started", "purchase"]);
    expect(funnel.find((f) => f.stage === "purchase")?.conversionValue).toBe(0);
  });

  test("reports the funnel abandoned, with the last stage, when the visitor leaves a started form", async ({
    page,
  }) => {
    const funnel = collectFunnel(page);
    await page.goto("/contact");
    // Awareness is sent once the form is hydrated: a field focused before that is the server's markup.
    await expect.poll(() => stagesOf(funnel, "contact_form")).toEqual(["awareness"]);
    await field(page, contactPage.form.labels.name).fill("Dana");
    await expect.poll(() => stagesOf(funnel, "contact_form")).toEqual(["awareness", "form_started"]);
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About" }).first().click();
    await expect(page).toHaveURL(/\/about$/);
    await expect.poll(() => stagesOf(funnel, "contact_form")).toEqual(["awareness", "form_started", "abandoned"]);
    expect(funnel.find((f) => f.stage === "abandoned")?.dropoffReason).toBe("Left after form started");
  });
});
