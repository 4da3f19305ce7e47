/**
 * `npm run lint:schema`: the schema's lint, its near-duplicate check and its breaking-change check
 * against the committed snapshot (docs/api/schema.graphql); exits non-zero on any finding.
 * `--update` rewrites the snapshot (do it on purpose, and say why in the commit message);
 * `--similar` also prints @graphql-inspector's similarity report (a report, not a rule).
 */
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { similar } from '@graphql-inspector/core';
import { changesSince, lintSchema, printSnapshot, schemaFiles, schemaOf, unexpectedDuplicates } from './schema-checks.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const schemaDir = join(root, 'schema');
export const SNAPSHOT = join(root, 'docs/api/schema.graphql');

const schema = schemaOf(schemaFiles(schemaDir));
const args = new Set(process.argv.slice(2));

if (args.has('--update')) {
  mkdirSync(dirname(SNAPSHOT), { recursive: true });
  writeFileSync(SNAPSHOT, printSnapshot(schema));
  console.log(`schema: snapshot written to ${SNAPSHOT.slice(root.length)}`);
}

let failures = 0;
const fail = (line: string) => {
  failures += 1;
  console.log(`  ✗ ${line}`);
};

console.log('schema lint (@graphql-eslint)');
for (const finding of lintSchema(schemaDir)) fail(`schema/${finding.file}:${finding.line} ${finding.rule}: ${finding.message}`);

console.log('schema near duplicates');
for (const pair of unexpectedDuplicates(schema)) fail(`${pair.types.join(' ~ ')}: ${pair.why}`);

console.log('schema breaking changes (against docs/api/schema.graphql)');
if (!existsSync(SNAPSHOT)) fail('no snapshot: run npm run lint:schema -- --update and commit docs/api/schema.graphql');
else {
  const { breaking, others } = await changesSince(readFileSync(SNAPSHOT, 'utf8'), schema);
  for (const change of breaking) fail(`BREAKING ${change.message}`);
  for (const change of others) fail(`not in the snapshot: ${change.message}`);
  if (breaking.length + others.length > 0) {
    console.log('  The snapshot is the published API: if the change is meant, run `npm run lint:schema -- --update`,');
    console.log('  commit docs/api/schema.graphql with the change, and say why in the commit message (above all for a BREAKING one).');
  }
}

if (args.has('--similar')) {
  console.log('similar types (@graphql-inspector, a report only)');
  const report = similar(schema, undefined, 0.8);
  for (const [type, match] of Object.entries(report)) console.log(`  ${type} ~ ${match.bestMatch.target.typeId} (${match.bestMatch.rating.toFixed(2)})`);
}

const types = Object.keys(schema.getTypeMap()).filter((name) => !name.startsWith('__')).length;
console.log(failures === 0 ? `schema: ${types} types, lint clean, no near duplicates, matches its snapshot` : `schema: ${failures} problem(s)`);
process.exitCode = failures === 0 ? 0 : 1;
