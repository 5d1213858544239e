import type { Language } from '@lakeside/contracts';
import { useCallback } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { fieldLabelIn } from './resourceLabels';

/**
 * A column's label in the console's language: react-admin's `resources.<resource>.fields.<column>`
 * when a table words it its own way, else the column's label (resourceLabels.ts).
 */
export function useFieldLabel(): (resource: string, column: string) => string {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return useCallback(
    (resource, column) =>
      translate(`resources.${resource}.fields.${column}`, { _: fieldLabelIn(locale as Language, column) }),
    [translate, locale],
  );
}
