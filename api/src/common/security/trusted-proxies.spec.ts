import { describe, expect, it } from 'vitest';
import { trustedProxies } from './trusted-proxies.js';

describe('trustedProxies', () => {
  it('trusts none when TRUST_PROXY is none', () => {
    expect(trustedProxies(false, 1)).toBe(false);
  });

  it('believes only as many hops as we run, and only from our proxies', () => {
    const trust = trustedProxies(['loopback', 'uniquelocal'], 2) as (address: string, hop: number) => boolean;
    expect(trust('127.0.0.1', 0)).toBe(true);
    expect(trust('10.0.0.3', 1)).toBe(true);
    // A third hop is the guest's own header, even when it names a private address.
    expect(trust('10.0.0.4', 2)).toBe(false);
    expect(trust('203.0.113.9', 0)).toBe(false);
  });
});
