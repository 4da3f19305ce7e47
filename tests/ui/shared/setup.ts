/** happy-dom as the browser for component tests: its Window's properties on globalThis, React in act mode. */
import { Window } from 'happy-dom';

const window = new Window({ url: 'http://localhost:4000/', width: 1024, height: 768 });
const globals = globalThis as unknown as Record<string, unknown>;
for (const key of Object.getOwnPropertyNames(window)) {
  if (key in globals) continue;
  try {
    globals[key] = (window as unknown as Record<string, unknown>)[key];
  } catch {
    // Some accessors throw outside their window; they are not needed.
  }
}
Object.defineProperty(globalThis, 'navigator', { value: window.navigator, configurable: true });
globals['window'] = window;
globals['document'] = window.document;
globals['IS_REACT_ACT_ENVIRONMENT'] = true;

/** The happy-dom window, for tests that need it. */
export const testWindow = window;
