import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { deflateSync } from "node:zlib";
import { count, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { RESUME_MAX_BYTES } from "#common/careers/application";
import { adminAuditLog } from "#server/db/schema/admin";
import {
  salesApplicationAudit,
  salesApplicationFiles,
  salesApplicationNotes,
  salesApplications,
} from "#server/db/schema/sales-applications";
import { confirmAdminSession, createTestApp, type TestContext, testDatabases } from "#server/test-support";
import { RESUME_ACTIVE_CONTENT_MESSAGE } from "./resume-check";
import { buildDocx, buildPdf, buildPlainZip, zip } from "./test-fixtures";

const ADMIN = { email: "reviewer@example.com", password: "a long admin password" };
const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8ffff3f0005fe02fea7d6a5b10000000049454e44ae426082",
  "hex",
);

function validFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    role: "account-executive",
    name: "Dana Whitfield",
    email: "dana.whitfield@example.com",
    phone: "+1 (555) 013-2277",
    location: "Austin, Texas",
    yearsExperience: "6",
    industries: "Healthcare clinics, legal services, B2B SaaS",
    profileUrl: "https://www.linkedin.com/in/dana-whitfield",
    motivation:
      "I have sold software subscriptions to clinics for six years and want to sell products that pay for themselves.",
    consent: "true",
    ...overrides,
  };
}

/** A multipart body as a browser's FormData would send it. */
async function multipart(
  fields: Record<string, string>,
  file?: { name: string; type: string; bytes: Buffer },
  fileField = "resume",
) {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(fileField, new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request("http://localhost/", { method: "POST", body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { "content-type": request.headers.get("content-type") as string },
  };
}

const pdf = (bytes = buildPdf("Dana Whitfield — Account Executive")) => ({
  name: "Dana Whitfield CV.pdf",
  type: "application/pdf",
  bytes,
});

let addressCounter = 0;
const nextAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;

describe.each(testDatabases)("sales applications on %s", (driver) => {
  let ctx: TestContext;
  let token: string;
  const auth = () => ({ authorization: `Bearer ${token}` });

  const apply = async (
    fields: Record<string, string>,
    file?: { name: string; type: string; bytes: Buffer },
    fileField?: string,
  ) => {
    const { payload, headers } = await multipart(fields, file, fileField);
    // A different address each time: the route allows 20 applications per address per 10 minutes.
    return ctx.app.inject({
      method: "POST",
      url: "/api/sales-applications",
      payload,
      headers,
      remoteAddress: nextAddress(),
    });
  };
  const stored = async () => {
    const { db } = ctx.database;
    const [apps] = await db.select({ n: count() }).from(salesApplications);
    const [files] = await db.select({ n: count() }).from(salesApplicationFiles);
    const [trail] = await db.select({ n: count() }).from(salesApplicationAudit);
    return { applications: Number(apps.n), files: Number(files.n), trail: Number(trail.n) };
  };

  beforeAll(async () => {
    ctx = await createTestApp(driver, { ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
    const login = await ctx.app.inject({ method: "POST", url: "/api/admin/login", payload: ADMIN });
    token = login.json().token;
    await confirmAdminSession(ctx.app, token, ADMIN.password);
  });
  afterAll(() => ctx.close());
  beforeEach(async () => {
    const { db } = ctx.database;
    await db.delete(salesApplications);
    await db.delete(salesApplicationAudit);
  });

  it("stores a complete application with its PDF, which an admin downloads byte for byte as an attachment", async () => {
    const bytes = buildPdf("Dana Whitfield — résumé");
    const res = await apply(validFields({ email: "Dana.Whitfield@Example.com " }), pdf(bytes));
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toMatchObject({ id: expect.any(String), status: "new" });

    const detail = await ctx.app.inject({
      method: "GET",
      url: `/api/admin/sales-applications/${created.id}`,
      headers: auth(),
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      role: "account-executive",
      name: "Dana Whitfield",
      email: "dana.whitfield@example.com",
      phone: "+1 (555) 013-2277",
      location: "Austin, Texas",
      yearsExperience: 6,
      industries: "Healthcare clinics, legal services, B2B SaaS",
      profileUrl: "https://www.linkedin.com/in/dana-whitfield",
      status: "new",
      resume: { fileName: "Dana-Whitfield-CV.pdf", contentType: "application/pdf", sizeBytes: bytes.length },
      nextStatuses: ["reviewing", "rejected"],
    });
    expect(detail.json().consentAt).toEqual(expect.any(String));

    const file = await ctx.app.inject({
      method: "GET",
      url: `/api/admin/sales-applications/${created.id}/resume`,
      headers: auth(),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    expect(file.headers["content-disposition"]).toBe('attachment; filename="Dana-Whitfield-CV.pdf"');
    expect(file.headers["x-content-type-options"]).toBe("nosniff");
    expect(file.rawPayload.equals(bytes)).toBe(true);
  });

  it("accepts a profile address typed without https:// and stores it whole", async () => {
    for (const [index, [typed, kept]] of [
      ["linkedin.com/in/dana-whitfield", "https://linkedin.com/in/dana-whitfield"],
      [" www.linkedin.com/in/dana-whitfield/ ", "https://www.linkedin.com/in/dana-whitfield/"],
      ["http://dana.example/portfolio", "http://dana.example/portfolio"],
    ].entries()) {
      const res = await apply(validFields({ profileUrl: typed, email: `dana.${index}@example.com` }), pdf());
      expect(res.statusCode, typed).toBe(201);
      const detail = await ctx.app.inject({
        method: "GET",
        url: `/api/admin/sales-applications/${res.json().id}`,
        headers: auth(),
      });
      expect(detail.json().profileUrl).toBe(kept);
    }
  });

  it("accepts a DOCX résumé, recognised by its content", async () => {
    const res = await apply(validFields(), {
      name: "resume.docx",
      type: "application/octet-stream",
      bytes: buildDocx("Dana"),
    });
    expect(res.statusCode).toBe(201);
    const detail = await ctx.app.inject({
      method: "GET",
      url: `/api/admin/sales-applications/${res.json().id}`,
      headers: auth(),
    });
    expect(detail.json().resume.contentType).toBe(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    );
    expect(detail.json().resume.fileName).toBe("resume.docx");
  });

  it("refuses a renamed non-PDF with 400 and stores nothing, on disk or in the database", async () => {
    // A private, empty temporary folder for the duration: anything the upload path spools to
    // os.tmpdir() would land here (the machine's shared /tmp has other writers).
    const privateTmp = fs.mkdtempSync(path.join(os.tmpdir(), "sales-app-tmp-"));
    const previousTmp = process.env.TMPDIR;
    process.env.TMPDIR = privateTmp;
    expect(os.tmpdir()).toBe(privateTmp);
    try {
      for (const fake of [
        { name: "cv.pdf", type: "application/pdf", bytes: PNG },
        {
          name: "cv.docx",
          type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
          bytes: buildPlainZip(),
        },
        { name: "cv.pdf", type: "application/pdf", bytes: Buffer.from("<html><script>alert(1)</script></html>") },
      ]) {
        const res = await apply(validFields(), fake);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ error: "resume: must be a PDF or DOCX file", field: "resume" });
      }
    } finally {
      if (previousTmp === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = previousTmp;
    }
    expect(await stored()).toEqual({ applications: 0, files: 0, trail: 0 });
    expect(fs.existsSync(ctx.config.dataDir)).toBe(false);
    expect(fs.readdirSync(privateTmp)).toEqual([]);
    fs.rmdirSync(privateTmp);
  });

  it("refuses a DOCX that is not a real Word package, and PDFs with JavaScript or launch actions, storing nothing", async () => {
    const flate = (text: string) => {
      const data = deflateSync(text).toString("latin1");
      return `<< /Length ${data.length} /Filter /FlateDecode >>\nstream\n${data}\nendstream`;
    };
    const cases: [string, { name: string; type: string; bytes: Buffer }, string][] = [
      // Passes a look at the bytes ("PK", "[Content_Types].xml", "word/") but is no package.
      [
        "fake DOCX",
        {
          name: "cv.docx",
          type: "application/octet-stream",
          bytes: zip([{ name: "notes.txt", content: "[Content_Types].xml word/document.xml" }]),
        },
        "resume: must be a PDF or DOCX file",
      ],
      [
        "DOCX without its document",
        {
          name: "cv.docx",
          type: "application/octet-stream",
          bytes: buildDocx("Dana", (e) => e.filter((p) => p.name !== "word/document.xml")),
        },
        "resume: must be a PDF or DOCX file",
      ],
      [
        "DOCX with macros",
        {
          name: "cv.docx",
          type: "application/octet-stream",
          bytes: buildDocx("Dana", (e) => [...e, { name: "word/vbaProject.bin", content: "macro" }]),
        },
        `resume: ${RESUME_ACTIVE_CONTENT_MESSAGE}`,
      ],
      [
        "PDF with JavaScript",
        pdf(buildPdf("Dana", { catalog: "/OpenAction << /S /JavaScript /JS (app.alert(1)) >> " })),
        `resume: ${RESUME_ACTIVE_CONTENT_MESSAGE}`,
      ],
      [
        "PDF with a launch action",
        pdf(buildPdf("Dana", { catalog: "/OpenAction << /S /Launch /F (cmd.exe) >> " })),
        `resume: ${RESUME_ACTIVE_CONTENT_MESSAGE}`,
      ],
      [
        "PDF with #-escaped names",
        pdf(buildPdf("Dana", { catalog: "/OpenAction << /S /J#61vaScript /J#53 (x) >> " })),
        `resume: ${RESUME_ACTIVE_CONTENT_MESSAGE}`,
      ],
      [
        "PDF with JavaScript in a compressed stream",
        pdf(buildPdf("Dana", { objects: [flate("<< /S /JavaScript /JS (app.alert(1)) >>")] })),
        `resume: ${RESUME_ACTIVE_CONTENT_MESSAGE}`,
      ],
    ];
    for (const [label, file, message] of cases) {
      const res = await apply(validFields(), file);
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toEqual({ error: message, field: "resume" });
    }
    expect(await stored()).toEqual({ applications: 0, files: 0, trail: 0 });
    // A plain PDF with compressed content is fine.
    expect(
      (await apply(validFields(), pdf(buildPdf("Dana", { objects: [flate("BT /F1 12 Tf (Hello) Tj ET")] }))))
        .statusCode,
    ).toBe(201);
  });

  it("refuses PDFs that submit forms, import data or carry attached files, also behind #-escaped names, storing nothing", async () => {
    const cases: [string, Buffer][] = [
      ["a form that submits", buildPdf("Dana", { objects: ["<< /S /SubmitForm /F (https://evil.example/) >>"] })],
      ["an import-data action", buildPdf("Dana", { catalog: "/OpenAction << /S /ImportData /F (data.fdf) >> " })],
      ["attached files", buildPdf("Dana", { catalog: "/Names << /EmbeddedFiles << /Names [] >> >> " })],
      ["an attachment's file stream", buildPdf("Dana", { objects: ["<< /Type /EmbeddedFile /Length 0 >>"] })],
      ["a #-escaped form action", buildPdf("Dana", { objects: ["<< /S /Submit#46orm /F (x) >>"] })],
      ["a #-escaped import action", buildPdf("Dana", { catalog: "/OpenAction << /S /#49mport#44ata >> " })],
    ];
    for (const [label, bytes] of cases) {
      const res = await apply(validFields(), pdf(bytes));
      expect(res.statusCode, label).toBe(400);
      expect(res.json(), label).toEqual({ error: `resume: ${RESUME_ACTIVE_CONTENT_MESSAGE}`, field: "resume" });
    }
    expect(await stored()).toEqual({ applications: 0, files: 0, trail: 0 });
    // Words that only look alike are no action.
    expect((await apply(validFields(), pdf(buildPdf("Dana", { objects: ["<< /SubmitFormat 1 >>"] })))).statusCode).toBe(
      201,
    );
  });

  it("answers 413 for a résumé over 5 MB and stores nothing", async () => {
    const big = Buffer.concat([buildPdf("big"), Buffer.alloc(RESUME_MAX_BYTES, 0x20)]);
    const res = await apply(validFields(), pdf(big));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ error: "resume: must be at most 5 MB", field: "resume" });
    expect(await stored()).toEqual({ applications: 0, files: 0, trail: 0 });

    const atLimit = Buffer.concat([buildPdf("limit")]);
    const padded = Buffer.concat([atLimit, Buffer.alloc(RESUME_MAX_BYTES - atLimit.length, 0x20)]);
    expect((await apply(validFields(), pdf(padded))).statusCode).toBe(201);
  });

  it("answers a second application from the same e-mail within 30 days like a fresh one, without storing it or saying when", async () => {
    const first = await apply(validFields(), pdf());
    expect(first.statusCode).toBe(201);
    const again = await apply(
      validFields({ email: "DANA.WHITFIELD@example.com", role: "enterprise-account-executive" }),
      pdf(),
    );
    expect(again.statusCode).toBe(201);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(first.json()).sort());
    expect(again.json()).toMatchObject({ id: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "new" });
    expect(again.json().id).not.toBe(first.json().id);
    expect(again.body).not.toMatch(/already|received|again from/i);
    expect((await stored()).applications).toBe(1);

    await ctx.database.db.update(salesApplications).set({ createdAt: sql`now() - interval '31 days'` });
    expect((await apply(validFields(), pdf())).statusCode).toBe(201);
    expect((await stored()).applications).toBe(2);
  });

  it("stores only one of two simultaneous applications from one e-mail, answering both alike", async () => {
    const results = await Promise.all([apply(validFields(), pdf()), apply(validFields(), pdf())]);
    expect(results.map((r) => r.statusCode)).toEqual([201, 201]);
    expect(await stored()).toMatchObject({ applications: 1, files: 1 });
  });

  it("names the field of every invalid input with 400 and stores nothing", async () => {
    const cases: [Record<string, string>, string][] = [
      [validFields({ consent: "false" }), "consent: is required: tick the box to agree to the processing of your data"],
      [validFields({ email: "dana@" }), "email: must be a valid e-mail address"],
      [validFields({ role: "astronaut" }), "role: must be one of the open roles"],
      [validFields({ yearsExperience: "many" }), "yearsExperience: must be a number of years"],
      [
        validFields({ profileUrl: "javascript:alert(1)" }),
        "profileUrl: must be a web address, such as linkedin.com/in/your-name",
      ],
      [
        validFields({ profileUrl: "mailto:dana@example.com" }),
        "profileUrl: must be a web address, such as linkedin.com/in/your-name",
      ],
      [
        validFields({ profileUrl: "ftp://files.example.com/cv" }),
        "profileUrl: must be a web address, such as linkedin.com/in/your-name",
      ],
      [validFields({ profileUrl: "linkedin" }), "profileUrl: must be a web address, such as linkedin.com/in/your-name"],
      [validFields({ motivation: "Because." }), "motivation: must be at least 50 characters"],
      [validFields({ phone: "call me" }), "phone: may contain only digits, spaces, +, -, ( and )"],
    ];
    for (const [fields, message] of cases) {
      const res = await apply(fields, pdf());
      expect(res.statusCode, message).toBe(400);
      expect(res.json().error).toBe(message);
    }
    const { name: _name, ...withoutName } = validFields();
    expect((await apply(withoutName, pdf())).json().error).toBe("name: is required");
    expect((await apply(validFields())).json()).toEqual({
      error: "resume: is required (a PDF or DOCX file)",
      field: "resume",
    });
    expect((await apply(validFields(), pdf(), "attachment")).json().error).toBe(
      'attachment: unexpected file; send the résumé as "resume"',
    );
    expect(await stored()).toEqual({ applications: 0, files: 0, trail: 0 });
  });

  it("refuses a body that is not multipart, and a truncated one, with a 4xx", async () => {
    const json = await ctx.app.inject({
      method: "POST",
      url: "/api/sales-applications",
      payload: validFields(),
      remoteAddress: nextAddress(),
    });
    expect(json.statusCode).toBe(415);
    const { payload, headers } = await multipart(validFields(), pdf());
    const truncated = await ctx.app.inject({
      method: "POST",
      url: "/api/sales-applications",
      payload: payload.subarray(0, payload.length - 200),
      headers,
      remoteAddress: nextAddress(),
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json().error).toMatch(/^body: the multipart form could not be read/);
    expect(await stored()).toEqual({ applications: 0, files: 0, trail: 0 });
  });

  it("limits applications to 20 per address per 10 minutes", async () => {
    const { payload, headers } = await multipart(validFields({ email: "not-an-email" }), pdf());
    const send = () =>
      ctx.app.inject({ method: "POST", url: "/api/sales-applications", payload, headers, remoteAddress: "192.0.2.50" });
    for (let i = 0; i < 20; i++) expect((await send()).statusCode).toBe(400);
    const limited = await send();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/^Too many requests/);
  });

  it("answers 401 on every admin route without a valid token", async () => {
    const id = (await apply(validFields(), pdf())).json().id;
    const routes = [
      { method: "GET", url: "/api/admin/sales-applications" },
      { method: "GET", url: `/api/admin/sales-applications/${id}` },
      { method: "GET", url: `/api/admin/sales-applications/${id}/resume` },
      { method: "PATCH", url: `/api/admin/sales-applications/${id}/status`, payload: { status: "reviewing" } },
      { method: "POST", url: `/api/admin/sales-applications/${id}/notes`, payload: { body: "hello" } },
      { method: "DELETE", url: `/api/admin/sales-applications/${id}` },
    ] as const;
    const [header, , signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ sub: "x", role: "admin", exp: 9_999_999_999 })).toString("base64url");
    for (const route of routes) {
      for (const headers of [
        {},
        { authorization: "Bearer not-a-token" },
        { authorization: `Bearer ${header}.${forged}.${signature}` },
      ]) {
        const res = await ctx.app.inject({ ...route, headers });
        expect(res.statusCode, `${route.method} ${route.url}`).toBe(401);
        expect(res.body).not.toContain("Dana");
      }
    }
    const detail = await ctx.app.inject({ method: "GET", url: `/api/admin/sales-applications/${id}`, headers: auth() });
    expect(detail.json()).toMatchObject({ status: "new", notes: [] });
  });

  it("moves an application through the workflow one step at a time, and records every change", async () => {
    const id = (await apply(validFields(), pdf())).json().id;
    const move = (status: string) =>
      ctx.app.inject({
        method: "PATCH",
        url: `/api/admin/sales-applications/${id}/status`,
        headers: auth(),
        payload: { status },
      });

    const skip = await move("offer");
    expect(skip.statusCode).toBe(409);
    expect(skip.json().error).toBe(
      "status: an application that is New cannot move to Offer (allowed: Reviewing, Rejected)",
    );
    for (const status of ["reviewing", "interview", "offer", "hired"]) {
      const res = await move(status);
      expect(res.statusCode).toBe(200);
      expect(res.json().status).toBe(status);
    }
    expect((await move("rejected")).json().error).toBe(
      "status: an application that is Hired cannot move to Rejected (it is final)",
    );
    expect((await move("archived")).statusCode).toBe(400);

    const note = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/sales-applications/${id}/notes`,
      headers: auth(),
      payload: { body: "  Strong discovery questions in the role-play.  " },
    });
    expect(note.statusCode).toBe(201);
    const empty = await ctx.app.inject({
      method: "POST",
      url: `/api/admin/sales-applications/${id}/notes`,
      headers: auth(),
      payload: { body: " " },
    });
    expect(empty.json()).toEqual({ error: "body: is required", field: "body" });

    const detail = (
      await ctx.app.inject({ method: "GET", url: `/api/admin/sales-applications/${id}`, headers: auth() })
    ).json();
    expect(detail.status).toBe("hired");
    expect(detail.nextStatuses).toEqual([]);
    expect(detail.notes).toEqual([
      expect.objectContaining({ author: ADMIN.email, body: "Strong discovery questions in the role-play." }),
    ]);
    expect(detail.history.map((h: { action: string }) => h.action).reverse()).toEqual([
      "submitted",
      "status_changed",
      "status_changed",
      "status_changed",
      "status_changed",
      "note_added",
    ]);
    const console = await ctx.database.db.select().from(adminAuditLog).where(eq(adminAuditLog.adminEmail, ADMIN.email));
    const mine = console.filter((entry) => (entry.details as { applicationId?: string }).applicationId === id);
    expect(mine.map((e) => e.action).sort()).toEqual([
      "sales_application.note_added",
      ...Array(4).fill("sales_application.status_changed"),
    ]);

    const other = (await apply(validFields({ email: "other@example.com" }), pdf())).json().id;
    const rejected = await ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/sales-applications/${other}/status`,
      headers: auth(),
      payload: { status: "rejected" },
    });
    expect(rejected.json().status).toBe("rejected");
  });

  it("lists applications filtered by status and role and searched by name or e-mail, newest first", async () => {
    const a = (await apply(validFields({ name: "Ana Ortiz", email: "ana@example.com" }), pdf())).json().id;
    await apply(
      validFields({ name: "Ben Kowalski", email: "ben@sales.example.org", role: "sales-development-representative" }),
      pdf(),
    );
    await apply(
      validFields({ name: "Chloé Martin", email: "chloe@example.com", role: "independent-sales-partner" }),
      pdf(),
    );
    await ctx.app.inject({
      method: "PATCH",
      url: `/api/admin/sales-applications/${a}/status`,
      headers: auth(),
      payload: { status: "reviewing" },
    });
    const list = (query: string) =>
      ctx.app
        .inject({ method: "GET", url: `/api/admin/sales-applications${query}`, headers: auth() })
        .then((r) => r.json());

    const all = await list("");
    expect(all.total).toBe(3);
    expect(all.items.map((i: { name: string }) => i.name)).toEqual(["Chloé Martin", "Ben Kowalski", "Ana Ortiz"]);
    expect(all.items[0]).not.toHaveProperty("motivation");
    expect((await list("?status=reviewing")).items.map((i: { name: string }) => i.name)).toEqual(["Ana Ortiz"]);
    expect((await list("?role=sales-development-representative")).items.map((i: { name: string }) => i.name)).toEqual([
      "Ben Kowalski",
    ]);
    expect((await list("?q=SALES.example")).items.map((i: { name: string }) => i.name)).toEqual(["Ben Kowalski"]);
    expect((await list("?q=chlo")).items.map((i: { name: string }) => i.name)).toEqual(["Chloé Martin"]);
    expect((await list("?q=%25")).total).toBe(0);
    const page2 = await list("?pageSize=2&page=2");
    expect(page2).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(page2.items.map((i: { name: string }) => i.name)).toEqual(["Ana Ortiz"]);
    expect((await list("?status=archived")).error).toMatch(/^status: must be one of/);
  });

  it("deletes an application together with its file and notes, keeping the trail", async () => {
    const id = (await apply(validFields(), pdf())).json().id;
    await ctx.app.inject({
      method: "POST",
      url: `/api/admin/sales-applications/${id}/notes`,
      headers: auth(),
      payload: { body: "Call back Monday" },
    });
    const res = await ctx.app.inject({ method: "DELETE", url: `/api/admin/sales-applications/${id}`, headers: auth() });
    expect(res.statusCode).toBe(204);
    const { db } = ctx.database;
    expect(await db.select().from(salesApplicationFiles).where(eq(salesApplicationFiles.applicationId, id))).toEqual(
      [],
    );
    expect(await db.select().from(salesApplicationNotes).where(eq(salesApplicationNotes.applicationId, id))).toEqual(
      [],
    );
    expect(
      (await ctx.app.inject({ method: "GET", url: `/api/admin/sales-applications/${id}/resume`, headers: auth() }))
        .statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: "GET", url: `/api/admin/sales-applications/${id}`, headers: auth() })).statusCode,
    ).toBe(404);
    expect(
      (await ctx.app.inject({ method: "DELETE", url: `/api/admin/sales-applications/${id}`, headers: auth() }))
        .statusCode,
    ).toBe(404);
    const trail = await db.select().from(salesApplicationAudit).where(eq(salesApplicationAudit.applicationId, id));
    expect(trail.map((t) => t.action).sort()).toEqual(["deleted", "note_added", "submitted"]);
    expect(JSON.stringify(trail)).not.toMatch(/Dana|whitfield|Call back/i);
    expect(
      (await ctx.app.inject({ method: "GET", url: "/api/admin/sales-applications/not-a-uuid", headers: auth() }))
        .statusCode,
    ).toBe(400);
  });
});
