// `npm run bench`: the API's figures on SQLite and on the local MariaDB, each beside a bare
// node:http server answering the same JSON (the ceiling), with autocannon at 50 connections.
// Prints numbers and never fails on timing. BENCH_SECONDS sets each run's length (default 10).
// Then "three busy years" (scale.mjs) on databases of their own: BENCH_SCALE=0 skips it,
// BENCH_SCALE_ONLY=1 runs only it.
import { fork } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { apiDir, connections, databases, measure, retreatDate, seconds, startApi } from './support.mjs';
import { bookingStorm } from './booking-storm.mjs';
import { restaurantBench } from './restaurant.mjs';
import { busyYearsBench } from './scale.mjs';

console.log(`Node ${process.version}, ${os.cpus().length} cores, ${connections} connections, ${seconds} s per run\n`);

/** The API beside the bare server, with the restaurant and booking figures, on each database. */
async function apiBench() {
  const availability = `/api/rooms/availability?checkin=${retreatDate(30)}&checkout=${retreatDate(33)}&guests=2`;
  const reads = ['/api/health', '/api/rooms', availability, '/api/events'];
  const api = {};
  let ceilingBodies;

  for (const database of await databases()) {
    const server = await startApi(database.env);
    try {
      console.log(`— ${database.kind} —`);
      for (const route of reads) {
        api[`${database.kind} ${route}`] = await measure(
          `api ${database.kind} GET ${route.split('?')[0]}`,
          `${server.url}${route}`,
        );
      }
      ceilingBodies ??= Object.fromEntries(
        await Promise.all(
          ['/api/health', '/api/rooms'].map(async (route) => [
            route,
            await (await fetch(`${server.url}${route}`)).text(),
          ]),
        ),
      );
      await restaurantBench(server, database);
      await bookingStorm(server, database.env, { retreatDate });
    } finally {
      await server.stop();
      await database.drop();
    }
    console.log('');
  }

  console.log('— ceiling: bare node:http with the same JSON —');
  const bare = fork(path.join(apiDir, 'bench', 'bare-server.mjs'), {
    env: { ...process.env, PORT: '3990', BARE_BODIES: JSON.stringify(ceilingBodies) },
  });
  await new Promise((resolve) => bare.once('message', resolve));
  const ceiling = {};
  for (const route of Object.keys(ceilingBodies))
    ceiling[route] = await measure(`bare node:http GET ${route}`, `http://127.0.0.1:3990${route}`);
  bare.kill();

  console.log("\nShare of the bare server's throughput:");
  for (const [key, row] of Object.entries(api)) {
    const route = key.split(' ')[1];
    if (ceiling[route]) console.log(`  api ${key.padEnd(30)} ${(row.rps / ceiling[route].rps).toFixed(2)}`);
  }
}

if (process.env.BENCH_SCALE_ONLY !== '1') await apiBench();
if (process.env.BENCH_SCALE !== '0') await busyYearsBench();
