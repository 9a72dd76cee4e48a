import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Modules every page needs (root, site layout, tracking, API helper). One chunk instead of two
 * dozen tiny ones compresses better. The group also takes in everything these modules import, so
 * it names only the UI kit's parts the layout uses: a kit part with a Radix widget behind it
 * (tooltip, toaster, tables) would otherwise load on every page. The query client stays out too,
 * and so do the console's API client and token (`admin-*`), which bring TanStack Query with them,
 * and the real-user speed reporter (tracking/web-vitals.ts), loaded by itself once the page is idle.
 */
const SHELL =
  /\/app\/(root\.tsx|lib\/(?!query-client|keep-prerendered|api-error|token-expiry|build-time-markup|admin-)|components\/layout\/|components\/ui\/(button|consultation-button|external-link|notifications|skeleton|toast-store)\.tsx?$|routes\/layouts\/site-layout|features\/tracking\/(?!web-vitals))|\/common\/(lead-score|tracking)|\/content\/site\.ts|\/node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|Icon|shared)/;

/**
 * React DOM's client in a chunk of its own, so that the client entry's chunk is small. The entry
 * starts hydration with a timer at its top level, and a traced page load (Lighthouse's) records
 * where each timer was set: V8 then parses the caller's whole script again for its source
 * positions, about 25 ms on the main thread when React DOM shared that script.
 */
const REACT_DOM_CLIENT = {
  name: "react-dom-client",
  test: /\/node_modules\/(react-dom\/cjs\/react-dom-client\.production|scheduler\/)/,
};

export default defineConfig({
  // SITE_* variables override content/site.ts at build time (see README).
  envPrefix: ["VITE_", "SITE_"],
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "shell", test: SHELL }, REACT_DOM_CLIENT] } } },
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
