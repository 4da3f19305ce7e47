/** Reading the parts of a path: small and shared by the entry point, so kept apart from root routing. */

/** The organization id of `/org/{orgId}/...`, read as an integer from the second segment; else null. */
export function organizationIdFromPath(pathname: string): number | null {
  const segments = pathname.split('/');
  if (segments[1] !== 'org') return null;
  const raw = segments[2] ?? '';
  if (!/^\d+$/.test(raw)) return null;
  const id = Number.parseInt(raw, 10);
  return Number.isSafeInteger(id) ? id : null;
}

/** A decoded path segment; null when its percent escapes are broken. */
export function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** The token of a `/support/{token}` path; null for any other path. */
export function supportTokenFromPath(pathname: string): string | null {
  const match = /^\/support\/([^/]+)\/?$/.exec(pathname);
  return match ? decodeSegment(match[1]!) : null;
}

/** Whether a path is under a route prefix, `*` standing for one non-empty segment (so /org/{id}/ticket is under "/org/*" + "/ticket"). */
export function underPrefix(prefix: string, path: string): boolean {
  // A trailing slash names no segment of its own: '/org/' is '/org'.
  const wanted = prefix.replace(/(.)\/$/, '$1').split('/');
  const parts = path.split('/');
  if (parts.length < wanted.length) return false;
  return wanted.every((segment, index) => (segment === '*' ? parts[index] !== '' : parts[index] === segment));
}
