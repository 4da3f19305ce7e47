/** Starts the local server: `npm start` (after a build) or `npm run serve`. */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServerAdapter } from '@whatwg-node/server';
import { createApp } from './app.ts';
import { readConfig } from './config.ts';

/** How often jobs that became due in real time are run. */
const JOB_INTERVAL_MS = 60_000;

const config = readConfig(process.env, fileURLToPath(new URL('../dist/', import.meta.url)));
const app = createApp(config);
const server = createServer(createServerAdapter((request: Request) => app.fetch(request)));
const timer = setInterval(() => app.runDueJobs(), JOB_INTERVAL_MS);
timer.unref();

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  console.log(`Tidemark is running on http://${config.host}:${port}${config.production ? '' : ' (dev endpoints on)'}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    setTimeout(() => process.exit(0), 2000).unref();
  });
}
