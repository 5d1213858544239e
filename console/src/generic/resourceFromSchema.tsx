import type { ComponentType } from 'react';
import { Resource } from 'react-admin';
import { groupOf } from '../schema/menuGroups';
import { recordRepresentationOf } from '../schema/recordRepresentation';
import type { ResourceOptions, ResourceSchema } from '../schema/resourceSchema';
import { lazyScreen } from '../routes/lazyScreen';

// Loaded when a table is first opened, not with the sign-in page (routes/lazyScreen.tsx).
const GenericList = lazyScreen(() => import('./GenericList').then((module) => module.GenericList));
const GenericShow = lazyScreen(() => import('./GenericShow').then((module) => module.GenericShow));
const GenericEdit = lazyScreen(() => import('./GenericEdit').then((module) => module.GenericEdit));
const GenericCreate = lazyScreen(() => import('./GenericCreate').then((module) => module.GenericCreate));

/** Screens a resource folder provides in place of the generic ones (e.g. Expense Management). */
export interface ResourceScreens {
  list?: ComponentType;
  show?: ComponentType;
  edit?: ComponentType;
  create?: ComponentType;
  /**
   * Shown beside the generic create and edit forms, inside the form, so it can follow the
   * unsaved values (e.g. the guest preview of a room: src/preview/).
   */
  formAside?: ComponentType;
}

/**
 * A react-admin resource for one table of the admin schema. Create and Edit exist only
 * when the role may write it, so react-admin hides their buttons for everyone else.
 */
export function resourceFromSchema(schema: ResourceSchema, screens: ResourceScreens = {}) {
  const options: ResourceOptions = { label: schema.label };
  return (
    <Resource
      key={schema.name}
      name={schema.name}
      options={options}
      icon={groupOf(schema.name)?.icon}
      recordRepresentation={recordRepresentationOf(schema)}
      list={screens.list ?? GenericList}
      show={screens.show ?? GenericShow}
      edit={schema.canWrite ? (screens.edit ?? <GenericEdit aside={screens.formAside} />) : undefined}
      create={schema.canWrite ? (screens.create ?? <GenericCreate aside={screens.formAside} />) : undefined}
    />
  );
}
