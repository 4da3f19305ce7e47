// The worker thread's entry: worker threads do not inherit the tsx loader, so it is registered
// here before the TypeScript worker is loaded.
import { register } from 'tsx/esm/api';

register();
await import('./projection-worker.ts');
