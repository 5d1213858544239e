import type { StaffRole } from '@lakeside/contracts';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider, usePermissions, useResourceContext } from 'react-admin';
import type { LakesideDataProvider } from '../providers/dataProvider';
import { adminSchemaQuery } from '../schema/loadResources';
import type { ResourceSchema } from '../schema/resourceSchema';

/**
 * The signed-in role's admin schema, from the react-query cache that loadResources filled
 * before declaring the resources, so it is there on the first render. (react-admin
 * registers resource definitions in an effect, one render too late for the screens.)
 */
export function useAdminSchemas(): ResourceSchema[] | undefined {
  const { permissions: role } = usePermissions<StaffRole | undefined>();
  const dataProvider = useDataProvider<LakesideDataProvider>();
  const { data } = useQuery({ ...adminSchemaQuery(dataProvider, role ?? 'staff'), enabled: Boolean(role) });
  return data;
}

/** The schema of the resource being shown; undefined only while the schema loads. */
export function useResourceSchema(): ResourceSchema | undefined {
  const resource = useResourceContext();
  return useAdminSchemas()?.find((schema) => schema.name === resource);
}

/** Whether the role may read a resource: references to others stay plain ids. */
export function useReadableResources(): (resource: string) => boolean {
  const schemas = useAdminSchemas();
  return (resource) => Boolean(schemas?.some((schema) => schema.name === resource));
}
