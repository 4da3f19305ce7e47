/** Builds scripts/preview-harness.ts into one browser script (esbuild, in memory), for `page.addScriptTag`. */
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';

export async function bundlePreviewHarness(): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL('./preview-harness.ts', import.meta.url))],
    bundle: true,
    format: 'iife',
    platform: 'browser',
    write: false,
    logLevel: 'warning',
  });
  return result.outputFiles[0]!.text;
}
