// Regenerates everything derived from source: the typed GraphQL SDK and the compiled validators.
// Runs on install and before every build, so generated files can never go stale.
import { generate } from '@graphql-codegen/cli';
import { compileValidators } from './compile-validators.mjs';

const started = performance.now();
const { default: config } = await import('../codegen.ts').catch(async () => {
  // Plain node cannot import .ts; load it through tsx.
  const { tsImport } = await import('tsx/esm/api');
  return tsImport('../codegen.ts', import.meta.url);
});
await generate(config, true);
await compileValidators();
console.log(`codegen: SDK and validators in ${Math.round(performance.now() - started)} ms`);
