import { Admin } from 'react-admin';
import { Dashboard } from './dashboard/Dashboard';
import { dataProvider } from './providers/dataProvider';

/**
 * Resources are not declared yet. react-admin shows its own "empty admin" screen when it
 * has no children, so the children take the function form (re-run with the signed-in
 * user's permissions, which is how per-role resources will be declared) and return none.
 */
const noResourcesYet = () => [];

export function App() {
  return (
    <Admin
      title="Lakeside Console"
      dataProvider={dataProvider}
      dashboard={Dashboard}
      // react-admin otherwise reports the console's domain to marmelab on every start.
      disableTelemetry
    >
      {noResourcesYet}
    </Admin>
  );
}
