import { LEDGER_MESSAGES } from '@lakeside/contracts';
import type { TranslateFunction } from 'react-admin';

/**
 * A ledger rule's message (the form's own check, or a field error the API sent in English) in
 * the console's language: the contracts' LEDGER_MESSAGES are ledger.rules.<key>. Any other text
 * is shown as it came.
 */
export function ruleText(message: string, translate: TranslateFunction): string {
  const key = (Object.keys(LEDGER_MESSAGES) as (keyof typeof LEDGER_MESSAGES)[]).find(
    (rule) => LEDGER_MESSAGES[rule] === message,
  );
  return key ? translate(`ledger.rules.${key}`) : message;
}
