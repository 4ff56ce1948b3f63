# The image the cluster templates in docs/sharding.md run: catan-arena as its entry point, with the
# built code and the runtime packages only. The build stage has the compiler; the final one not.
FROM node:20-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --ignore-scripts
COPY tsconfig.json tsconfig.build.json ./
COPY scripts ./scripts
COPY src ./src
COPY bench ./bench
# The benchmarks share fixtures with the tests.
COPY test ./test
RUN npm run build && npm prune --omit=dev

FROM node:20-slim
WORKDIR /app
ENV NODE_ENV=production
COPY --from=build /app/package.json ./
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY bin ./bin
COPY configs ./configs
COPY bots ./bots
# Results go to the working directory's results/ unless --out says otherwise: mount a volume there.
WORKDIR /work
ENTRYPOINT ["node", "/app/bin/catan-arena.js"]
CMD ["--help"]
