// The staff console's figures on a desktop: the JavaScript of its first load (the sign-in
// page), of the dashboard loaded by a signed-in member of staff, and Lighthouse desktop on both.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { DESKTOP, launchChromium, recordingPage } from './javascript.mjs';
import { lighthouseMedian } from './lighthouse.mjs';
import { rootDir } from './build.mjs';

/** Creates an admin on the bench database with the API's own CLI; returns the printed password. */
function createStaffAdmin(databaseEnv) {
  const output = execFileSync(
    process.execPath,
    [
      path.join(rootDir, 'api/dist/auth/staff-cli.js'),
      '--username',
      'bench',
      '--role',
      'admin',
      '--name',
      'Bench Admin',
    ],
    {
      cwd: path.join(rootDir, 'api'),
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', ...databaseEnv },
      encoding: 'utf8',
    },
  );
  const password = /Password: (\S+)/.exec(output)?.[1];
  if (!password) throw new Error(`staff-cli printed no password:\n${output}`);
  return password;
}

export async function measureConsole(consoleUrl, { runs, chrome, databaseEnv }) {
  const password = createStaffAdmin(databaseEnv);
  const browser = await launchChromium();
  let signIn;
  let dashboard;
  let cookie;
  try {
    // First load, signed out: the app bundle decides there is no session and shows /login.
    const first = await recordingPage(browser, DESKTOP);
    try {
      await first.page.goto(`${consoleUrl}/`);
      await first.page.getByRole('heading', { name: /Staff sign-in/ }).waitFor();
      await first.settle();
      signIn = { js: await first.total(), errors: first.errors };
      await first.page.getByLabel('Username').fill('bench');
      await first.page.getByLabel('Password').fill(password);
      await first.page.getByRole('button', { name: 'Sign in' }).click();
      await first.page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
      const session = (await first.page.context().cookies()).find((c) => c.httpOnly);
      if (!session) throw new Error('signed in, but no session cookie was set');
      cookie = `${session.name}=${session.value}`;
      dashboard = { storage: await first.page.context().storageState() };
    } finally {
      await first.close();
    }
    // A signed-in member of staff opening the console afresh (cold cache) lands on the dashboard.
    const again = await recordingPage(browser, DESKTOP, dashboard.storage);
    try {
      await again.page.goto(`${consoleUrl}/`);
      await again.page.getByRole('heading', { name: 'Dashboard' }).first().waitFor();
      await again.settle();
      dashboard = { js: await again.total(), errors: again.errors };
    } finally {
      await again.close();
    }
  } finally {
    await browser.close();
  }
  signIn.lighthouse = await lighthouseMedian(`${consoleUrl}/login`, { runs, chrome, desktop: true });
  dashboard.lighthouse = await lighthouseMedian(`${consoleUrl}/`, { runs, desktop: true, headers: { Cookie: cookie } });
  return [
    { path: 'sign-in page (first load)', ...signIn },
    { path: 'dashboard (signed in, cold cache)', ...dashboard },
  ];
}
