import { newUnsubscribeToken } from './unsubscribe-link.js';

/** A subscriber added in the console gets its unsubscribe secret from the server, as a sign-up does. */
export function prepareSubscriber(
  input: Record<string, unknown>,
  mode: 'create' | 'update',
): Promise<Record<string, unknown>> {
  return Promise.resolve(mode === 'create' ? { ...input, unsubscribeToken: newUnsubscribeToken() } : input);
}
