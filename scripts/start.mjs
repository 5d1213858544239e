// `npm start`: build the product, migrate and seed the database, then run the built API, the
// guest site's own Node server and the built console together with prefixed logs, and print
// the URLs: what a newcomer sees is what production serves.
// `npm run dev` (this script with --dev): the same database steps, then the site and the
// console from their dev servers with hot reload (the API runs built; rebuild it to reload).
//
// npm runs both on the Node 24 the project installs (the `node` dev dependency puts it first
// on every npm script's PATH), whatever Node the machine has.
import { execFileSync } from 'node:child_process';
import concurrently from 'concurrently';

const dev = process.argv.includes('--dev');

const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(
    `Lakeside needs Node.js 24 or newer (this is ${process.version}). ` +
      'Run it through npm (`npm start`, `npm run dev`): npm puts the Node 24 that `npm install` brought first on PATH.',
  );
  process.exit(1);
}

const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env });

// The console's build bakes in the API's and the site's URLs (VITE_*), so the ports are fixed
// here; the API's follows PORT as before.
const API_PORT = Number(process.env.PORT ?? 3000);
const urls = {
  api: `http://localhost:${API_PORT}`,
  site: 'http://localhost:4321',
  console: 'http://localhost:4300',
};

const built = dev ? ['@lakeside/contracts', '@lakeside/api'] : ['@lakeside/contracts', '@lakeside/api', '@lakeside/site', '@lakeside/console'];
console.log(dev ? '› Building the shared contracts and the API…' : '› Building the contracts, API, site and console…');
run('nx', ['run-many', '-t', 'build', `--projects=${built.join(',')}`, '--outputStyle=static']);
console.log('› Migrating and seeding the database…');
run(process.execPath, ['api/dist/database/cli.js', 'migrate']);
run(process.execPath, ['api/dist/database/cli.js', 'seed']);

// Development only: a staff admin with a fresh generated password, printed with the URLs.
// Production never gets a default account; use `npm run staff:create` there.
let staffLogin = '';
if (env.NODE_ENV !== 'production') {
  const output = execFileSync(
    process.execPath,
    ['api/dist/auth/staff-cli.js', '--username', 'admin', '--role', 'admin', '--name', 'Retreat Admin'],
    { env, encoding: 'utf8' },
  );
  staffLogin = `admin / ${/Password: (\S+)/.exec(output)?.[1] ?? '(unchanged)'}`;
}

const siteEnv = { API_URL: urls.api, PORT: '4321' };
const { result, commands } = concurrently(
  [
    { name: 'api', command: 'node dist/main.js', cwd: 'api', prefixColor: 'cyan' },
    dev
      ? { name: 'site', command: 'npm run dev', cwd: 'site', prefixColor: 'green', env: siteEnv }
      : { name: 'site', command: 'node dist/server/entry.mjs', cwd: 'site', prefixColor: 'green', env: siteEnv },
    {
      name: 'console',
      command: dev ? 'npm run dev' : 'npm run preview',
      cwd: 'console',
      prefixColor: 'magenta',
      env: { VITE_API_URL: urls.api },
    },
  ],
  { killOthersOn: ['failure'], prefix: '[{name}]', env },
);

// Stopping `npm start` in any way (Ctrl+C, a service manager, a closed terminal) stops all three.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => commands.forEach((command) => command.kill(signal)));
}

void announceWhenHealthy();
result.catch(() => process.exit(1));

async function announceWhenHealthy() {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if ((await answers(`${urls.api}/api/health`)) && (await answers(urls.site)) && (await answers(urls.console))) {
      console.log(
        [
          '',
          `  Lakeside is running${dev ? ' (dev servers, hot reload)' : ''}:`,
          `    Guest site     ${urls.site}`,
          `    Staff console  ${urls.console}`,
          `    API            ${urls.api}/api/health`,
          ...(staffLogin ? [`    Staff sign-in  ${staffLogin}`] : []),
          '',
        ].join('\n'),
      );
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  console.error('Lakeside did not come up within two minutes; see the [api], [site] and [console] lines above.');
}

async function answers(url) {
  return fetch(url, { redirect: 'manual' }).then(
    (response) => response.status < 500,
    () => false,
  );
}
