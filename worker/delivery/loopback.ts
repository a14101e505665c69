/**
 * Which upstream addresses the Worker may talk to. Loopback means this
 * machine: the local stand-in for the college's script (scripts/standin.ts)
 * and the tests' fakes, never anything a deployed Worker should reach.
 *
 * Only literal loopback names count: `localhost`, an address in
 * 127.0.0.0/8 and `[::1]`. The URL parser has already normalised the host
 * (case, `127.1`, `0x7f.0.0.1`, `[0:0:0:0:0:0:0:1]`), so a name that merely
 * starts like one (`127.0.0.1.example.com`, `localhost.example.com`) is not
 * loopback.
 */
export function isLoopbackEndpoint(endpoint: string | URL): boolean {
  const host = URL.parse(endpoint)?.hostname;
  return host === "localhost" || host === "[::1]" || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(host ?? "");
}

/**
 * Whether the relay may send to (or follow a redirect to) `url`: https
 * anywhere, plain http only on loopback. The body carries the relay secret
 * and applicants' personal data, so it never crosses the internet unencrypted.
 */
export function isSecureUpstream(url: string | URL): boolean {
  const protocol = URL.parse(url)?.protocol;
  return protocol === "https:" || (protocol === "http:" && isLoopbackEndpoint(url));
}
