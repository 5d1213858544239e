import type { PostingRuleKey } from '@lakeside/contracts';
import { In, type EntityManager } from 'typeorm';
import { PostingRule } from './posting-rule.entity.js';

/** The account id each of `keys` points at now (posting_rules). A key without its rule is a broken install: it throws. */
export async function ruleAccounts(
  manager: EntityManager,
  keys: readonly PostingRuleKey[],
): Promise<Map<PostingRuleKey, number>> {
  const unique = [...new Set(keys)];
  if (unique.length === 0) return new Map();
  const rules = await manager.find(PostingRule, { where: { ruleKey: In(unique) } });
  const byKey = new Map(rules.map((rule) => [rule.ruleKey, rule.accountId]));
  const missing = unique.filter((key) => !byKey.has(key));
  if (missing.length > 0) throw new Error(`No posting rule for ${missing.join(', ')}`);
  return byKey;
}
