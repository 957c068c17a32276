# syntax=docker/dockerfile:1
# SpeakWell: the API serving the web app (shell + six remotes) on one origin.
# Build: docker build -t speakwell .      Run: see compose.yaml and the README's Production section.
# tools/container-check.sh runs these same steps in a clean folder (no container engine needed).

# --- build: install everything, build every project, then drop the dev dependencies --------
# Node 20: the major the tests run on (`.ci/run`, package.json engines).
FROM node:20-trixie-slim AS build
WORKDIR /app
ENV PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1 NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
COPY . .
# Exactly the lockfile's versions.
RUN npm ci --no-audit --no-fund \
 && npx nx run-many -t build --parallel=2 \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime: built files and production dependencies only, run as the unprivileged `node` user
FROM node:20-trixie-slim AS runtime
ENV NODE_ENV=production HOST=0.0.0.0 PORT=3000 DATA_DIR=/data
WORKDIR /app
COPY --from=build /app/package.json /app/package-lock.json ./
COPY --from=build /app/node_modules ./node_modules
# Every `npm run` target the README documents for operators: serve, migrate, admin, remotes, backup, restore.
COPY --from=build /app/tools/package.json /app/tools/serve.mjs /app/tools/migrate.mjs /app/tools/admin.mjs /app/tools/remotes.mjs /app/tools/backup.mjs /app/tools/built-cli.mjs ./tools/
COPY --from=build /app/backend/package.json ./backend/package.json
COPY --from=build /app/backend/dist ./backend/dist
COPY --from=build /app/backend/assets ./backend/assets
# Dependencies npm could not hoist (other versions than the root's) live beside the backend.
COPY --from=build /app/backend/node_modules ./backend/node_modules
COPY --from=build /app/libs/contracts/package.json ./libs/contracts/package.json
COPY --from=build /app/libs/contracts/dist ./libs/contracts/dist
COPY --from=build /app/libs/words/package.json ./libs/words/package.json
COPY --from=build /app/libs/words/dist ./libs/words/dist
COPY --from=build /app/shell/dist ./shell/dist
COPY --from=build /app/mfe-drill/dist ./mfe-drill/dist
COPY --from=build /app/mfe-scripts/dist ./mfe-scripts/dist
COPY --from=build /app/mfe-meeting/dist ./mfe-meeting/dist
COPY --from=build /app/mfe-dictionary/dist ./mfe-dictionary/dist
COPY --from=build /app/mfe-dashboard/dist ./mfe-dashboard/dist
COPY --from=build /app/mfe-admin/dist ./mfe-admin/dist
# DATA_DIR: the embedded PostgreSQL and generated secrets when no DATABASE_URL is given.
# Published remote builds live in PostgreSQL: no folder is shared between replicas.
RUN mkdir -p /data && chown node:node /data
USER node
VOLUME /data
EXPOSE 3000
HEALTHCHECK --interval=10s --timeout=3s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/api/health/live').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
# One process: SIGTERM from `docker stop` reaches the API, which drains (SHUTDOWN_DRAIN_MS, 10 s)
# and exits; give it 30 s (`docker stop -t 30`, compose's stop_grace_period).
CMD ["node", "tools/serve.mjs"]
