/**
 * Error serialisation for the log that never writes SQL parameter values or the values a
 * database error quotes back: they hold personal data (names, e-mails, messages) and
 * password hashes. The query text (placeholders only), the SQLSTATE code and the names of
 * the constraint, table and column stay, which is what finding the bug needs.
 */

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: SerializedError;
}

const MAX_DEPTH = 4;

/** Drops what a PostgreSQL message quotes from the input (`invalid input syntax for type uuid: "…"`). */
function withoutQuotedValues(message: string): string {
  return message.replace(/:\s*"[\s\S]*$/, ': "[redacted]"').replace(/\(([^)]*)\)=\(([^)]*)\)/g, "($1)=([redacted])");
}

function frames(stack: string | undefined): string {
  return (stack ?? "")
    .split("\n")
    .filter((line) => /^\s+at /.test(line))
    .join("\n");
}

export function safeErrorSerializer(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== "object") return { type: typeof error, message: String(error), stack: "" };
  const e = error as Error & {
    code?: unknown;
    query?: unknown;
    params?: unknown;
    constraint?: unknown;
    table?: unknown;
    column?: unknown;
    severity?: unknown;
  };
  const isQueryError = typeof e.query === "string" && "params" in e;
  const isDatabaseError =
    typeof e.severity === "string" || (typeof e.code === "string" && /^[0-9A-Z]{5}$/.test(e.code));
  const message = isDatabaseError
    ? withoutQuotedValues(String(e.message))
    : isQueryError
      ? `Failed query: ${e.query}`
      : String(e.message);
  const type = e.constructor?.name ?? "Error";
  const stack = frames(e.stack);
  const out: SerializedError = {
    type,
    message,
    stack: stack ? `${type}: ${message}\n${stack}` : `${type}: ${message}`,
  };
  if (typeof e.code === "string") out.code = e.code;
  for (const key of ["constraint", "table", "column"] as const)
    if (typeof e[key] === "string") out[key] = e[key] as string;
  if (e.cause && depth < MAX_DEPTH) out.cause = safeErrorSerializer(e.cause, depth + 1);
  return out;
}
