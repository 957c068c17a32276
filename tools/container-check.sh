#!/usr/bin/env bash
# The Dockerfile's steps without a container engine: a clean export of the committed tree,
# `npm ci` (as the Dockerfile: exactly the lock file), build, `npm prune --omit=dev`, then only the files the runtime stage copies, started
# as an unprivileged user with `node tools/serve.mjs`. Checks the app answers and that SIGTERM
# stops it (and its embedded PostgreSQL) cleanly. Usage: bash tools/container-check.sh [commit]
set -euo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
commit="${1:-HEAD}"
if [ -n "${REUSE_BUILD:-}" ]; then
  # REUSE_BUILD=/tmp/speakwell-container-check-xxxx: repeat only the runtime steps.
  work="$REUSE_BUILD"
  rm -rf "$work/runtime" "$work/data"
  mkdir -p "$work/runtime" "$work/data"
else
  work="$(mktemp -d /tmp/speakwell-container-check-XXXXXX)"
  chmod 755 "$work"
  echo "== clean export of $commit into $work/build"
  mkdir -p "$work/build" "$work/runtime" "$work/data"
  git -C "$repo" archive "$commit" | tar -x -C "$work/build"

  echo "== build stage: npm ci, build, prune"
  cd "$work/build"
  export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
  npm ci --no-audit --no-fund
  npx nx run-many -t build --parallel=2
  npm prune --omit=dev --no-audit --no-fund
fi

echo "== runtime stage: the files the Dockerfile copies, nothing else"
cd "$work/runtime"
copy() { mkdir -p "$(dirname "$2")"; cp -a "$work/build/$1" "$2"; }
copy package.json package.json
copy package-lock.json package-lock.json
copy node_modules node_modules
for f in package.json serve.mjs migrate.mjs admin.mjs remotes.mjs backup.mjs built-cli.mjs; do copy "tools/$f" "tools/$f"; done
copy backend/package.json backend/package.json
copy backend/dist backend/dist
copy backend/node_modules backend/node_modules
for lib in contracts words; do copy "libs/$lib/package.json" "libs/$lib/package.json"; copy "libs/$lib/dist" "libs/$lib/dist"; done
for app in shell mfe-drill mfe-scripts mfe-meeting mfe-dictionary mfe-dashboard mfe-admin; do copy "$app/dist" "$app/dist"; done
if [ -d node_modules/nx ]; then echo "dev dependencies left after prune (node_modules/nx)"; exit 1; fi

echo "== start as an unprivileged user (nobody), like USER node"
chown -R nobody "$work/data"
port="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
pgport="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
metricsport="$(node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")"
setpriv --reuid=nobody --regid=nogroup --clear-groups env -i PATH="$PATH" HOME=/tmp NODE_ENV=production HOST=127.0.0.1 PORT="$port" \
  DATA_DIR="$work/data" EMBEDDED_PG_PORT="$pgport" METRICS_PORT="$metricsport" JWT_SECRET=container-check-secret-that-is-long-enough-0123 \
  node tools/serve.mjs > "$work/serve.log" 2>&1 &
pid=$!
for _ in $(seq 1 240); do
  curl -fsS "http://127.0.0.1:$port/api/health/ready" >/dev/null 2>&1 && break
  kill -0 "$pid" 2>/dev/null || { cat "$work/serve.log"; echo "serve exited during start"; exit 1; }
  sleep 0.5
done
curl -fsS "http://127.0.0.1:$port/api/health" && echo
curl -fsS "http://127.0.0.1:$port/" | grep -q '<div id="root"' && echo "web app served"
curl -fsS "http://127.0.0.1:$port/remotes.json" && echo
curl -fsS "http://127.0.0.1:$metricsport/metrics" | grep -c '^speakwell_' | xargs echo "metric lines (METRICS_PORT):"
[ "$(curl -s -o /dev/null -w '%{http_code}' "http://127.0.0.1:$port/metrics")" = 404 ] && echo "no /metrics on the public port"
echo "== SIGTERM"
kill -TERM "$pid"
wait "$pid" && echo "exit code 0"
if pgrep -u nobody -f "postgres -D $work" >/dev/null; then echo "PostgreSQL left running"; exit 1; fi
echo "container check passed ($work)"
