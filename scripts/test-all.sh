#!/usr/bin/env bash
# `npm test`: everything that can fail, cheapest first.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$SECONDS
step() { printf '\n=== %s (at %d s) ===\n' "$1" $((SECONDS - started)); }

step "runtime"
# npm puts node_modules/.bin first on PATH: the `node` dev dependency (Node 24 LTS) runs everything
# below, whatever Node runs npm itself.
node -e 'const [major, minor] = process.versions.node.split(".").map(Number);
console.log(`Node ${process.version} (${process.execPath})`);
if (major < 22 || (major === 22 && minor < 22)) { console.error("Node 22.22 or newer is required: run npm install first"); process.exit(1); }'
step "typecheck (in the background, beside the single-threaded checks below)"
typecheck_log=$(mktemp)
npm run --silent typecheck >"$typecheck_log" 2>&1 &
typecheck_pid=$!
trap 'kill "$typecheck_pid" 2>/dev/null || true' EXIT
step "lint"
npm run --silent lint
step "import rules (dependency-cruiser: layers, feature faces, no file or folder loops)"
npx --no-install depcruise --config .dependency-cruiser.cjs app server common content scripts tests ./*.ts
step "unused files, exports and dependencies (knip)"
npx --no-install knip --no-progress
step "licences of browser code"
node --import tsx scripts/quality/browser-licenses.ts
step "dependency audit (production, high and critical)"
node --import tsx scripts/quality/dependency-audit.ts
step "typecheck result"
typecheck_ok=0
wait "$typecheck_pid" || typecheck_ok=$?
cat "$typecheck_log"
rm -f "$typecheck_log"
[ "$typecheck_ok" -eq 0 ] || { echo "typecheck failed"; exit 1; }
step "unit and server tests${TEST_DATABASE_URL:+ (PGlite and PostgreSQL)}"
npm run --silent test:unit
step "build"
npm run --silent build
step "build checks (secrets, server code, JavaScript budgets)"
node --import tsx scripts/quality/check-build.ts
step "end-to-end tests"
npm run --silent test:e2e
step "Lighthouse (mobile) over the public pages"
node --import tsx scripts/quality/lighthouse.ts --sample
