import { POSTING_RULE_KEYS } from '@lakeside/contracts';
import type { AdminResourceDefinitions } from '../admin/admin-resource-definition.js';
import { AdminError } from '../admin/admin-errors.js';
import { LedgerPeriod } from './ledger-period.entity.js';
import { PostingRule } from './posting-rule.entity.js';

export const LEDGER_ADMIN_RESOURCES = {
  // The keys are the posting code's; the retreat only points each at another account.
  'posting-rules': {
    entity: PostingRule,
    choices: { ruleKey: POSTING_RULE_KEYS },
    serverOwned: ['ruleKey', 'purpose'],
    afterWrite: (_manager, change) => {
      if (!change.before || !change.after) throw new AdminError('admin.readOnly');
      return Promise.resolve();
    },
  },
  // Closed through POST /api/ledger/periods (the Month close screen).
  'ledger-periods': { entity: LedgerPeriod },
} satisfies AdminResourceDefinitions;
