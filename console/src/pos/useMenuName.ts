import { useLocaleState } from 'react-admin';

/**
 * A dish's or a category's name in the console's language: the Spanish one staff wrote for the
 * menu's /es/ pages when there is one, else the name.
 */
export function useMenuName(): (named: { name: string; nameEs: string | null }) => string {
  const [locale] = useLocaleState();
  return (named) => (locale === 'es' && named.nameEs ? named.nameEs : named.name);
}
