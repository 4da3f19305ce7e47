/** Starts the local server: `npm start` (after a build) or `npm run serve`. */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServerAdapter } from '@whatwg-node/server';
import { createApp } from './shell/app.ts';
import { readConfig } from './shared/config.ts';

/** How often jobs that became due in real time are run. */
const JOB_INTERVAL_MS = 60_000;

const config = readConfig(process.env, fileURLToPath(new URL('../dist/', import.meta.url)));
const app = createApp(config, { wake: (at) => setTimeout(() => app.runDueJobs(), Math.max(0, at - app.clock.now())).unref() });
const adapter = createServerAdapter((request: Request) => app.fetch(request));
// /graphql goes straight to yoga's own node handler: one request conversion instead of two
// (the fetch handler still answers /graphql for in-process callers).
const server = createServer((req, res) => {
  if (req.url === '/graphql' || req.url?.startsWith('/graphql?')) return void app.yoga(req, res);
  return void adapter(req, res);
});
const timer = setInterval(() => app.runDueJobs(), JOB_INTERVAL_MS);
timer.unref();

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.listening(`http://${config.host}:${port}`);
  console.log(`Tidemark is running on http://${config.host}:${port}${config.production ? '' : ' (dev endpoints on)'}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
