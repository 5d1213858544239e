import proxyAddr from '@fastify/proxy-addr';

/**
 * Fastify's trustProxy for our own proxies only: a hop of X-Forwarded-For is believed when it
 * was added by a TRUST_PROXY address and lies within the TRUST_PROXY_HOPS proxies we run (the
 * site, and a load balancer when there is one). Address trust alone is not enough: a guest's
 * own address may be private or loopback too, and would then let the header's left part, which
 * the guest wrote, name the client.
 */
export function trustedProxies(
  trust: string[] | false,
  hops: number,
): false | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  const isOurs = proxyAddr.compile(trust);
  return (address, hop) => hop < hops && isOurs(address, hop);
}
