import { lazy, Suspense, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { apiUrlOf } from '../providers/apiOrigin';

/** The whole console (react-admin, MUI's screens): downloaded once someone is signed in. */
const App = lazy(() => import('../App').then((module) => ({ default: module.App })));

type Session = 'checking' | 'signed-in' | 'signed-out';

/**
 * Every path but /login. A visitor without a session is sent to the sign-in page before any of
 * the console is downloaded: one GET /api/auth/user decides (react-admin then checks the
 * session itself, as before). A network failure loads the console: the POS and the kitchen
 * display work offline (authProvider.ts).
 */
export function SignedIn() {
  const location = useLocation();
  const [session, setSession] = useState<Session>('checking');

  useEffect(() => {
    if (session !== 'checking') return;
    fetch(apiUrlOf('/api/auth/user'), { credentials: 'include' }).then(
      (response) => setSession(response.status === 401 ? 'signed-out' : 'signed-in'),
      () => setSession('signed-in'),
    );
  }, [session]);

  if (session === 'checking') return null;
  if (session === 'signed-out') {
    return <Navigate to="/login" replace state={{ nextPathname: location.pathname, nextSearch: location.search }} />;
  }
  return (
    <Suspense fallback={null}>
      <App />
    </Suspense>
  );
}
