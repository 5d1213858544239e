// The ceiling: a bare node:http server answering fixed JSON bodies, measured in the same run
// as the API so the ratio says what NestJS + Fastify + the database cost on this machine.
import http from 'node:http';

const bodies = JSON.parse(process.env.BARE_BODIES ?? '{}');
const server = http.createServer((request, response) => {
  const body = bodies[request.url ?? ''];
  if (body === undefined) {
    response.writeHead(404, { 'content-type': 'application/json' }).end('{"message":"Not found"}');
    return;
  }
  response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(body);
});
server.listen(Number(process.env.PORT), '127.0.0.1', () => process.send?.('ready'));
