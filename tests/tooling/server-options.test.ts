/**
 * The server the tests and the bench start runs with npm start's node options (a larger young
 * generation): what they measure is what `npm start` runs.
 */
import { readFileSync } from 'node:fs';
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { SERVER_NODE_OPTIONS } from '../../scripts/run-server.ts';

const options = suite("the server's node options");

const scripts = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { scripts: Record<string, string> }).scripts;

options('npm start and npm run serve pass every option the tests and the bench start the server with', () => {
  assert.ok(SERVER_NODE_OPTIONS.length > 0);
  for (const name of ['start', 'serve']) {
    const words = scripts[name]!.split(/\s+/);
    for (const option of SERVER_NODE_OPTIONS) assert.ok(words.includes(option), `npm run ${name} lacks ${option}: ${scripts[name]}`);
  }
});

options.run();
