import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { LoginPage } from './login/LoginPage';
import { SignedIn } from './routes/SignedIn';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

/**
 * Real paths (/expenses, /menu-items/3) rather than react-admin's default #/ URLs: the
 * site's old staff routes redirect to them and staff share them. Every web server of the
 * console falls back to index.html (nginx.conf, vite preview). A data router, because
 * react-admin's unsaved-changes guard needs one.
 */
const router = createBrowserRouter([
  // The sign-in page stands alone (no react-admin), so a signed-out visitor downloads little.
  { path: '/login', element: <LoginPage /> },
  { path: '*', element: <SignedIn /> },
]);

createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
