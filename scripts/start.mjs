// `npm start`: build what the servers run from, migrate and seed the database, then run the
// API, the guest site and the staff console together with prefixed logs, and print the URLs.
import { execFileSync } from 'node:child_process';
import concurrently from 'concurrently';

const [major] = process.versions.node.split('.').map(Number);
if (major < 24) {
  console.error(`Lakeside needs Node.js 24 or newer (this is ${process.version}); see .nvmrc.`);
  process.exit(1);
}

const env = {
  ...process.env,
  NX_NO_CLOUD: 'true',
  NX_DAEMON: 'false',
  NODE_ENV: process.env.NODE_ENV ?? 'development',
};
const run = (command, args) => execFileSync(command, args, { stdio: 'inherit', env });

const API_PORT = Number(process.env.PORT ?? 3000);
const urls = {
  api: `http://localhost:${API_PORT}`,
  site: 'http://localhost:4321',
  console: 'http://localhost:4300',
};

console.log('› Building the shared contracts and the API…');
run('npx', ['nx', 'run-many', '-t', 'build', '--projects=@lakeside/contracts,@lakeside/api', '--outputStyle=static']);
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
    {
      env,
      encoding: 'utf8',
    },
  );
  staffLogin = `admin / ${/Password: (\S+)/.exec(output)?.[1] ?? '(unchanged)'}`;
}

const { result, commands } = concurrently(
  [
    { name: 'api', command: 'node dist/main.js', cwd: 'api', prefixColor: 'cyan' },
    { name: 'site', command: 'npm run dev', cwd: 'site', prefixColor: 'green', env: { API_URL: urls.api } },
    {
      name: 'console',
      command: 'npm run dev',
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
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const healthy = await fetch(`${urls.api}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) {
      console.log(
        [
          '',
          '  Lakeside is running:',
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
  console.error('The API did not become healthy within a minute; see the [api] lines above.');
}
