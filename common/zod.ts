import { z } from "zod";

// Pages' Content-Security-Policy forbids eval, so zod's JIT can never run in a browser; without
// this its `new Function` probe is blocked there and Chrome logs a CSP issue on every page with a
// form (Lighthouse Best Practices). The server keeps the JIT. Schemas import z from here.
if (typeof document !== "undefined") z.config({ jitless: true });

export { z };
