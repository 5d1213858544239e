import { describe, expect, it } from 'vitest';
import { helmetHeaders } from './security-headers.js';

describe('helmetHeaders', () => {
  it("computes helmet's headers for a JSON-only API", () => {
    const headers = helmetHeaders();
    expect(headers['content-security-policy']).toBe(
      "default-src 'none';base-uri 'none';form-action 'none';frame-ancestors 'none'",
    );
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['cross-origin-resource-policy']).toBe('same-site');
    expect(headers).not.toHaveProperty('x-powered-by');
  });
});
