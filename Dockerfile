# Build: everything installed, storefront, back office and API built.
FROM node:24-bookworm-slim AS build
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY . .
RUN pnpm install --frozen-lockfile && pnpm build

# Production dependencies of the API only (no dev dependencies, no install scripts: the Prisma
# client is generated into the build, and the image uses DATABASE_URL, not the embedded server).
FROM node:24-bookworm-slim AS deps
WORKDIR /app
RUN npm install -g pnpm@12.21.0
COPY package.json pnpm-lock.yaml pnpm-workspace.yaml ./
COPY apps/api/package.json apps/api/
COPY apps/web/package.json apps/web/
COPY apps/admin/package.json apps/admin/
COPY packages/shared/package.json packages/shared/
RUN pnpm install --prod --frozen-lockfile --ignore-scripts --filter @shop/api...

FROM node:24-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/app/.data
COPY --from=deps /app/node_modules ./node_modules
COPY --from=deps /app/apps/api/node_modules ./apps/api/node_modules
COPY --from=build /app/pnpm-workspace.yaml /app/package.json ./
COPY --from=build /app/prisma ./prisma
COPY --from=build /app/apps/api/dist ./apps/api/dist
COPY --from=build /app/apps/web/dist ./apps/web/dist
COPY --from=build /app/apps/web/dist-ssr ./apps/web/dist-ssr
COPY --from=build /app/apps/admin/dist ./apps/admin/dist
RUN mkdir -p /app/.data && chown node:node /app/.data
USER node
EXPOSE 3000
# Healthy while /healthz answers 200 (it checks the database). Node asks, as the slim image has no
# curl; start-up applies migrations and seeds before it listens.
HEALTHCHECK --interval=10s --timeout=5s --start-period=120s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/healthz', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "apps/api/dist/server.js"]
