import { describe, expect, it } from 'vitest';
import { MemoryLoginFailureStore } from './login-failures.js';
import { FREE_ATTEMPTS_PER_ACCOUNT, FREE_ATTEMPTS_PER_ADDRESS, LoginThrottle } from './login-throttle.js';

function throttleAt(start = 1_000_000) {
  const clock = { now: start };
  return { clock, throttle: new LoginThrottle(new MemoryLoginFailureStore(), () => clock.now) };
}

const from = (address: string, username = 'ana') => ({ username, address });

async function fail(throttle: LoginThrottle, attempt: { username: string; address: string }, times: number) {
  for (let i = 0; i < times; i += 1) await throttle.failed(attempt);
}

describe('LoginThrottle', () => {
  it('locks one username from one address after five failures, doubling each further failure', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, from('10.0.0.1'), FREE_ATTEMPTS_PER_ADDRESS - 1);
    expect(await throttle.waitFor(from('10.0.0.1'))).toBe(0);
    await fail(throttle, from('10.0.0.1'), 1);
    expect(await throttle.waitFor(from('10.0.0.1'))).toBe(30_000);
    await fail(throttle, from('10.0.0.1'), 1);
    expect(await throttle.waitFor(from('10.0.0.1'))).toBe(60_000);
    await fail(throttle, from('10.0.0.1'), 20);
    expect(await throttle.waitFor(from('10.0.0.1'))).toBe(15 * 60_000);
  });

  it('leaves the same username free from another address, and other usernames from the same one', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, from('10.0.0.1'), FREE_ATTEMPTS_PER_ADDRESS + 3);
    expect(await throttle.waitFor(from('10.0.0.2'))).toBe(0);
    expect(await throttle.waitFor(from('10.0.0.1', 'leo'))).toBe(0);
  });

  it('treats the username without case or surrounding spaces', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, from('10.0.0.1', ' Ana '), FREE_ATTEMPTS_PER_ADDRESS);
    expect(await throttle.waitFor(from('10.0.0.1', 'ana'))).toBeGreaterThan(0);
  });

  it('locks the username everywhere past the account-wide ceiling', async () => {
    const { throttle } = throttleAt();
    for (let i = 0; i < FREE_ATTEMPTS_PER_ACCOUNT; i += 1) await throttle.failed(from(`10.0.1.${i}`));
    expect(await throttle.waitFor(from('192.0.2.9'))).toBe(30_000);
  });

  it('waits out the lock, and forgets a tally left alone for an hour', async () => {
    const { throttle, clock } = throttleAt();
    await fail(throttle, from('10.0.0.1'), FREE_ATTEMPTS_PER_ADDRESS);
    clock.now += 30_000;
    expect(await throttle.waitFor(from('10.0.0.1'))).toBe(0);
    await fail(throttle, from('10.0.0.1'), 1);
    expect(await throttle.waitFor(from('10.0.0.1'))).toBe(60_000);
    clock.now += 60 * 60_000;
    await fail(throttle, from('10.0.0.1'), 1);
    expect(await throttle.waitFor(from('10.0.0.1'))).toBe(0);
  });

  it('starts both tallies again after a successful sign-in', async () => {
    const { throttle } = throttleAt();
    await fail(throttle, from('10.0.0.1'), FREE_ATTEMPTS_PER_ADDRESS);
    await throttle.succeeded(from('10.0.0.1'));
    await fail(throttle, from('10.0.0.1'), FREE_ATTEMPTS_PER_ADDRESS - 1);
    expect(await throttle.waitFor(from('10.0.0.1'))).toBe(0);
  });
});
