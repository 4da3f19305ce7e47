/** The runtime settings the server put in index.html (one build serves every mode), checked at the edge. */
import type { RuntimeSettings } from '../../application/shared/runtime-settings.port.ts';

export const DEFAULT_SETTINGS: RuntimeSettings = { demoMode: true, mainAppUrl: null, revision: 'dev', forceSupportWidget: false };

/** Reads the settings meta of a document; anything missing or malformed falls back to the defaults. */
export function readRuntimeSettings(document: Pick<Document, 'querySelector'>): RuntimeSettings {
  const content = document.querySelector('meta[name="tidemark-settings"]')?.getAttribute('content');
  if (!content) return DEFAULT_SETTINGS;
  try {
    const raw = JSON.parse(content) as Record<string, unknown>;
    return {
      demoMode: typeof raw['demoMode'] === 'boolean' ? raw['demoMode'] : DEFAULT_SETTINGS.demoMode,
      mainAppUrl: typeof raw['mainAppUrl'] === 'string' && /^https?:\/\//.test(raw['mainAppUrl']) ? raw['mainAppUrl'] : null,
      revision: typeof raw['revision'] === 'string' && raw['revision'] !== '' ? raw['revision'] : DEFAULT_SETTINGS.revision,
      forceSupportWidget: raw['forceSupportWidget'] === true,
    };
  } catch {
    return DEFAULT_SETTINGS;
  }
}
