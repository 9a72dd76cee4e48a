import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

/**
 * Modules every page needs (root, site layout, tracking, API helper). One chunk instead of two
 * dozen tiny ones compresses better. Radix widgets (toaster, tooltip) and the query client stay
 * out: they load only where used.
 */
const SHELL =
  /\/app\/(root\.tsx|lib\/(?!query-client|keep-prerendered)|components\/layout\/|components\/ui\/(?!toaster|tooltip)|routes\/layouts\/site-layout|features\/tracking\/)|\/common\/(lead-score|tracking)|\/content\/site\.ts|\/node_modules\/lucide-react\/dist\/esm\/(createLucideIcon|defaultAttributes|Icon|shared)/;

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
