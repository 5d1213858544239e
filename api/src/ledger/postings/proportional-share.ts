import { fromCents, toCents, type MoneyString } from '@lakeside/contracts';

/**
 * part × share / whole, rounded half up to the centavo: the tax in a deposit of a booking sold
 * with taxes. A whole of 0 has no share; the share never exceeds the part.
 */
export function proportionalShare(part: MoneyString, share: MoneyString, whole: MoneyString): MoneyString {
  const wholeCents = BigInt(toCents(whole));
  if (wholeCents <= 0n) return '0.00';
  const scaled = BigInt(toCents(part)) * BigInt(toCents(share));
  const cents = (scaled * 2n + wholeCents) / (wholeCents * 2n);
  return fromCents(Math.min(Number(cents), toCents(part)));
}
