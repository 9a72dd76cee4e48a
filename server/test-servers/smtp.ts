import { SMTPServer } from "smtp-server";

/** One message as a real SMTP server received it, decoded enough to assert on. */
interface ReceivedMail {
  from: string;
  to: string[];
  user: string | null;
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
}

export interface TestSmtpServer {
  port: number;
  /** smtp://user:pass@127.0.0.1:port, credentials the server checks. */
  url: string;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

export const SMTP_TEST_USER = "notify";
export const SMTP_TEST_PASSWORD = "notify-secret";

/**
 * A real SMTP server (the smtp-server package) on 127.0.0.1 that checks the login, accepts
 * every message and keeps it decoded in `mails`. Plain SMTP without STARTTLS: local only.
 */
export async function startSmtpServer(port = 0): Promise<TestSmtpServer> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    disabledCommands: ["STARTTLS"],
    allowInsecureAuth: true,
    authOptional: false,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === SMTP_TEST_USER && auth.password === SMTP_TEST_PASSWORD)
        return callback(null, { user: auth.username });
      callback(new Error("Invalid username or password"));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === "string" ? session.user : null,
          ...decodeMessage(Buffer.concat(chunks).toString("utf8")),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address();
  const actualPort = typeof address === "object" && address ? address.port : port;
  return {
    port: actualPort,
    url: `smtp://${SMTP_TEST_USER}:${SMTP_TEST_PASSWORD}@127.0.0.1:${actualPort}`,
    mails,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

function splitHeaders(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.indexOf("\r\n\r\n");
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? "" : raw.slice(at + 4);
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r\n[ \t]+/g, " ").split("\r\n")) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

function decodeTransfer(body: string, encoding: string | undefined): string {
  if (encoding?.toLowerCase() === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding?.toLowerCase() === "quoted-printable") {
    const bytes = body.replace(/=\r?\n/g, "").replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`);
    return decodeURIComponent(bytes.replace(/%(?![0-9A-F]{2})/gi, "%25"));
  }
  return body;
}

/** RFC 2047 encoded words, as nodemailer writes non-ASCII subjects. */
function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_m, _charset, kind: string, text: string) =>
      kind.toUpperCase() === "B"
        ? Buffer.from(text, "base64").toString("utf8")
        : decodeTransfer(text.replace(/_/g, " "), "quoted-printable"),
    );
}

function decodeMessage(raw: string): { headers: Record<string, string>; subject: string; text: string; html: string } {
  const { headers, body } = splitHeaders(raw);
  const parts: { type: string; content: string }[] = [];
  const collect = (partHeaders: Record<string, string>, partBody: string) => {
    const type = partHeaders["content-type"] ?? "text/plain";
    const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
    if (type.toLowerCase().startsWith("multipart/") && boundary) {
      for (const chunk of partBody.split(`--${boundary}`).slice(1)) {
        if (chunk.startsWith("--")) break;
        const inner = splitHeaders(chunk.replace(/^\r\n/, ""));
        collect(inner.headers, inner.body.replace(/\r\n$/, ""));
      }
      return;
    }
    parts.push({
      type: type.toLowerCase(),
      content: decodeTransfer(partBody, partHeaders["content-transfer-encoding"]),
    });
  };
  collect(headers, body);
  return {
    headers,
    subject: decodeWords(headers.subject ?? ""),
    text: parts.find((p) => p.type.startsWith("text/plain"))?.content.replace(/\r\n/g, "\n") ?? "",
    html: parts.find((p) => p.type.startsWith("text/html"))?.content ?? "",
  };
}
