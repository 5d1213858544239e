import { adminSchemaReply, type StaffRole } from '@lakeside/contracts';
import type { ReactNode } from 'react';
import { resourceFromSchema, type ResourceScreens } from '../generic/resourceFromSchema';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { queryClient } from '../providers/queryClient';

/** The admin schema of a role; cached for the session (logout clears react-admin's cache). */
export function adminSchemaQuery(dataProvider: LakesideDataProvider, role: StaffRole) {
  return {
    queryKey: ['admin-schema', role],
    queryFn: () => dataProvider.getJson('admin-schema', adminSchemaReply),
    staleTime: Infinity,
  };
}

/**
 * The resources of the signed-in role, for `<Admin>`'s function child: react-admin calls it
 * with the permissions (the role) after sign-in and again when they change. Signed out,
 * there are none. A failed load leaves only the dashboard; the menu says so.
 */
export function resourceLoader(
  dataProvider: LakesideDataProvider,
  screens: Partial<Record<string, ResourceScreens>>,
): (role: StaffRole | undefined) => Promise<ReactNode> {
  return async (role) => {
    if (!role) return [];
    try {
      const schemas = await queryClient.fetchQuery(adminSchemaQuery(dataProvider, role));
      return schemas.map((schema) => resourceFromSchema(schema, screens[schema.name]));
    } catch (error) {
      console.error('Could not load the admin schema', error);
      return [];
    }
  };
}
