/**
 * Who is calling, for the sign-in delays and rate limits: the socket's address, unless that is one
 * of the reverse proxies named in TRUSTED_PROXIES; then the address that proxy saw, read from
 * X-Forwarded-For right to left, past every trusted proxy (a client can write anything at the left
 * of that header, never at its right, which each proxy appends).
 */

/** An address as written in one place: `::ffff:` IPv4-mapped prefixes and spaces removed, lower case. */
export function normalizeAddress(address: string): string {
  const trimmed = address.trim().toLowerCase();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice('::ffff:'.length) : trimmed;
}

/** The client's address for a request that came from `socketAddress` carrying `forwardedFor`. */
export function clientAddressOf(socketAddress: string | undefined, forwardedFor: string | string[] | undefined, trusted: ReadonlySet<string>): string {
  const socket = socketAddress === undefined ? 'unknown' : normalizeAddress(socketAddress);
  if (!trusted.has(socket) || forwardedFor === undefined) return socket;
  const hops = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor)
    .split(',')
    .map(normalizeAddress)
    .filter((hop) => hop !== '');
  // A header far longer than any real chain of proxies is read only at its right end.
  for (const hop of hops.slice(-32).reverse()) if (!trusted.has(hop)) return hop;
  return socket;
}
