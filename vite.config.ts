import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Modules every page needs (root, site layout, tracking, API helper). One chunk instead of two
 * dozen tiny ones compresses better. The group also takes in everything these modules import, so
 * it names only the UI kit's parts the layout uses: a kit part with a Radix widget behind it
 * (tooltip, toaster, tables) would otherwise load on every page. The query client stays out too,
 * and so do the console's API client and token (`admin-*`), which bring TanStack Query with them.
 */
const SHELL =
  /\/app\/(root\.tsx|lib\/(?!query-client|keep-prerendered|api-error|token-expiry|build-time-markup|admin-)|components\/layout\/|components\/ui\/(button|consultation-button|external-link|notifications|skeleton|toast-store)\.tsx?$|routes\/layouts\/site-layout|features\/tracking\/)|\/common\/(lead-score|tracking)|\/content\/site\.ts|\/node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|Icon|shared)/;

export default defineConfig({
  // SITE_* variables override content/site.ts at build time (see README).
  envPrefix: ["VITE_", "SITE_"],
  plugins: [tailwindcss(), reactRouter()],
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: { output: { codeSplitting: { groups: [{ name: "shell", test: SHELL }] } } },
  },
  server: { proxy: { "/api": "http://127.0.0.1:3000" } },
});
