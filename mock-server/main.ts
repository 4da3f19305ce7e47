/** Starts the local server: `npm start` (after a build) or `npm run serve`. */
import { createServer } from 'node:http';
import { fileURLToPath } from 'node:url';
import { createServerAdapter } from '@whatwg-node/server';
import { CLIENT_ADDRESS_HEADER, createApp, GRAPHQL_BODY_LIMIT } from './shell/app.ts';
import { readConfig } from './shared/config.ts';
import { clientAddressOf } from './shared/client-address.ts';
import { DatabaseRefused, locationOf, openDatabase, type Database } from './store/database.ts';

/** How often jobs that became due in real time are run. */
const JOB_INTERVAL_MS = 60_000;

const config = readConfig(process.env, fileURLToPath(new URL('../dist/', import.meta.url)));
/** Where the data lives: DATABASE_URL, else the data folder DATA_DIR (default ./data, created on first start). */
const location = locationOf(process.env, fileURLToPath(new URL('../data/', import.meta.url)));
let database: Database;
try {
  database = await openDatabase(location);
} catch (error) {
  // A folder that is not ours, a database newer than this code, a server out of reach: say so and stop,
  // never start empty over someone's data.
  console.error(error instanceof DatabaseRefused ? `Tidemark cannot start: ${error.message}` : 'Tidemark cannot start: the database failed to open', error instanceof DatabaseRefused ? '' : error);
  process.exit(1);
}
/** Runs the jobs that fell due; a failing job is logged, never the end of the process. */
function runJobs(): void {
  void app.runDueJobs().catch((error: unknown) => console.error('A periodic job failed', error));
}
const app = await createApp(config, { database, wake: (at) => setTimeout(runJobs, Math.max(0, at - app.clock.now())).unref() });
const adapter = createServerAdapter((request: Request) => app.fetch(request));
// /graphql goes straight to yoga's own node handler: one request conversion instead of two
// (the fetch handler still answers /graphql for in-process callers).
const server = createServer((req, res) => {
  // Who is calling, for the sign-in delays: the socket's address, or behind a trusted proxy the
  // address it forwards; never a header the client chose.
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressOf(req.socket.remoteAddress, req.headers['x-forwarded-for'], config.trustedProxies);
  // A POST that says its size within the cap goes straight to yoga; one that says more is refused,
  // and one that says nothing (chunked) goes through app.fetch, which reads it with the cap.
  const length = req.headers['content-length'];
  // An import of tickets (/graphql?operation=importTickets) may be larger: app.fetch reads it with its own cap.
  const importing = req.url?.startsWith('/graphql?') === true && new URLSearchParams(req.url.slice(9)).get('operation') === 'importTickets';
  if (!importing && (req.url === '/graphql' || req.url?.startsWith('/graphql?')) && (req.method !== 'POST' || length !== undefined)) {
    if (Number(length ?? 0) > GRAPHQL_BODY_LIMIT) {
      res.writeHead(413, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
      return void res.end(JSON.stringify({ error: `A GraphQL request can be at most ${GRAPHQL_BODY_LIMIT / 1024} KB` }));
    }
    return void app.yoga(req, res);
  }
  return void adapter(req, res);
});
// A client gets this long to send its headers and its whole request; idle connections close.
server.headersTimeout = 15_000;
server.requestTimeout = 60_000;
server.keepAliveTimeout = 5_000;
// What fell due while the server was down (a demo's build or its removal, expired sessions) runs at once.
runJobs();
const timer = setInterval(runJobs, JOB_INTERVAL_MS);
timer.unref();

server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.listening(`http://${config.host}:${port}`);
  const where = location.kind === 'postgres' ? 'a PostgreSQL server (DATABASE_URL)' : location.kind === 'pglite' ? location.dataDir : 'memory (nothing is kept)';
  console.log(`Tidemark is running on http://${config.host}:${port}${config.production ? '' : ' (dev endpoints on)'}; data: ${where}`);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    // Requests in flight finish (their transactions commit), then the database is closed cleanly.
    server.close(() => void database.close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  });
}
