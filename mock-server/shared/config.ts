/** The local server's settings, read from the environment (the contract of ARCHITECTURE.md). */
import { isIP } from 'node:net';
import { AUTO_RESOLVE_AFTER_DAYS_DEFAULT } from '../../src/domain/shared/constants.ts';
import { normalizeAddress } from './client-address.ts';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  /** Dev endpoints are off in production. */
  readonly production: boolean;
  readonly demoBuildMs: number;
  /** Every demo build fails (DEMO_BUILD_FAILS=true; development only): the Failed path on demand. */
  readonly demoBuildFails: boolean;
  /** Leading zero bits a proof of work must have. */
  readonly powDifficulty: number;
  readonly autoResolveAfterDays: number;
  readonly demoMode: boolean;
  /** Where ready demo visitors are invited to register (null: this server). */
  readonly mainAppUrl: string | null;
  /** The support widget for every signed-in person, not only members of an organization. */
  readonly forceSupportWidget: boolean;
  /** The built SPA. */
  readonly distDir: string;
  /**
   * The origin every emailed link is built from (PUBLIC_ORIGIN), never the request's Host; null:
   * the address the server listens on.
   */
  readonly publicOrigin: string | null;
  /** A session unused this long ends (SESSION_IDLE_HOURS, default 12). */
  readonly sessionIdleHours: number;
  /** A session this old ends, used or not (SESSION_MAX_DAYS, default 7). */
  readonly sessionMaxDays: number;
  /** Cheap password hashes for tests (PASSWORD_HASHING=fast); never in production. */
  readonly fastPasswordHashing: boolean;
  /**
   * The reverse proxies in front of the server (TRUSTED_PROXIES: their addresses, comma-separated):
   * a request from one of them is counted against the client address it forwards.
   */
  readonly trustedProxies: ReadonlySet<string>;
  /** Where uploaded files go beside a PostgreSQL server (UPLOADS_DIR; null: ./data/uploads). A PGlite data folder keeps them in its uploads/. */
  readonly uploadsDir: string | null;
}

/** The default proof-of-work difficulty: about 33 000 hashes: well under a second in a worker, even in the slow tail. */
export const DEFAULT_POW_DIFFICULTY = 15;

function integer(value: string | undefined, fallback: number, name: string, min: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min || parsed > max) throw new Error(`${name} must be a whole number from ${min} to ${max}, not '${value}'`);
  return parsed;
}

/** An http(s) origin such as https://tidemark.example (no path), or null when not set. */
function origin(value: string | undefined, name: string): string | null {
  if (value === undefined || value === '') return null;
  let url: URL | null = null;
  try {
    url = new URL(value);
  } catch {
    url = null;
  }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.origin !== value.replace(/\/$/, '')) {
    throw new Error(`${name} must be an origin such as https://tidemark.example (scheme, host and port only), not '${value}'`);
  }
  return url.origin;
}

/** A comma-separated list of IPv4 or IPv6 addresses (no ranges, no names). */
function addresses(value: string | undefined, name: string): ReadonlySet<string> {
  if (value === undefined || value.trim() === '') return new Set();
  const list = value.split(',').map(normalizeAddress);
  const bad = list.find((address) => isIP(address) === 0);
  if (bad !== undefined) throw new Error(`${name} must be IP addresses separated by commas, such as 10.0.0.2,::1, not '${bad}'`);
  return new Set(list);
}

/** Reads the settings; a malformed one stops the server with a clear message. */
export function readConfig(env: Readonly<Record<string, string | undefined>>, distDir: string): ServerConfig {
  return {
    port: integer(env['PORT'], 4000, 'PORT', 0, 65535),
    host: env['HOST'] || '127.0.0.1',
    production: env['NODE_ENV'] === 'production',
    demoBuildMs: integer(env['DEMO_BUILD_MS'], 120000, 'DEMO_BUILD_MS', 0, 86_400_000),
    demoBuildFails: env['DEMO_BUILD_FAILS'] === 'true' && env['NODE_ENV'] !== 'production',
    powDifficulty: integer(env['POW_DIFFICULTY'], DEFAULT_POW_DIFFICULTY, 'POW_DIFFICULTY', 0, 32),
    autoResolveAfterDays: integer(env['AUTO_RESOLVE_AFTER_DAYS'], AUTO_RESOLVE_AFTER_DAYS_DEFAULT, 'AUTO_RESOLVE_AFTER_DAYS', 1, 3650),
    demoMode: env['DEMO_MODE'] === undefined ? true : env['DEMO_MODE'] !== 'false',
    mainAppUrl: env['MAIN_APP_URL'] || null,
    forceSupportWidget: env['SUPPORT_WIDGET'] === 'forced',
    distDir,
    publicOrigin: origin(env['PUBLIC_ORIGIN'], 'PUBLIC_ORIGIN'),
    fastPasswordHashing: env['PASSWORD_HASHING'] === 'fast' && env['NODE_ENV'] !== 'production',
    sessionIdleHours: integer(env['SESSION_IDLE_HOURS'], 12, 'SESSION_IDLE_HOURS', 1, 24 * 365),
    sessionMaxDays: integer(env['SESSION_MAX_DAYS'], 7, 'SESSION_MAX_DAYS', 1, 365),
    trustedProxies: addresses(env['TRUSTED_PROXIES'], 'TRUSTED_PROXIES'),
    uploadsDir: env['UPLOADS_DIR'] || null,
  };
}
