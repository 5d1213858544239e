/**
 * Mozilla's HTTP Observatory rules (support/observatory-rules.ts) applied to a server on this
 * machine as production serves it: behind a TLS proxy on https://127.0.0.1 with a certificate
 * this process trusts, as a TLS-terminating load balancer would front it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { scoreResponse, type ObservatoryScore } from './observatory-rules';

/** Scores `origin` + `path` (an http:// server) as served through HTTPS. */
export async function observatoryScan(origin: string, path = '/'): Promise<ObservatoryScore> {
  const front = await startTlsProxy(origin);
  try {
    const url = `https://127.0.0.1:${front.port}${path}`;
    const { headers, body } = await getOverTls(url);
    return scoreResponse({ headers, body, url });
  } finally {
    await front.close();
  }
}

/** One line per rule and the points it gave, for a failure message. */
export function describeReport(report: ObservatoryScore): string {
  const rules = report.verdicts.map(({ verdict, points }) => `${verdict} ${points}`);
  return [`score ${report.score} (${report.grade})`, ...rules].join('\n');
}

function getOverTls(url: string): Promise<{ headers: Headers; body: string }> {
  return new Promise((resolve, reject) => {
    https
      .get(url, { ca: localCertificate().cert }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const headers = new Headers();
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            headers.append(response.rawHeaders[i]!, response.rawHeaders[i + 1]!);
          }
          resolve({ headers, body: Buffer.concat(chunks).toString('utf8') });
        });
        response.on('error', reject);
      })
      .once('error', reject);
  });
}

interface TlsProxy {
  port: number;
  close(): Promise<void>;
}

/** An HTTPS server on 127.0.0.1 forwarding every request to `origin`, as a TLS-terminating load balancer. */
async function startTlsProxy(origin: string): Promise<TlsProxy> {
  const { key, cert } = localCertificate();
  const server = https.createServer({ key, cert }, (request, response) => {
    const upstream = http.request(
      new URL(request.url ?? '/', origin),
      { method: request.method, headers: { ...request.headers, 'x-forwarded-proto': 'https' } },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.rawHeaders);
        reply.pipe(response);
      },
    );
    upstream.once('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let certificate: { key: string; cert: string } | undefined;

/** A self-signed certificate for 127.0.0.1, made once; the scoring request trusts it. */
function localCertificate(): { key: string; cert: string } {
  if (certificate) return certificate;
  const dir = mkdtempSync(join(tmpdir(), 'lakeside-tls-'));
  try {
    const [keyPath, certPath] = [join(dir, 'key.pem'), join(dir, 'cert.pem')];
    execFileSync(
      'openssl',
      ['req', '-x509', '-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes', '-days', '1']
        .concat(['-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'])
        .concat(['-keyout', keyPath, '-out', certPath]),
      { stdio: 'ignore' },
    );
    certificate = { key: readFileSync(keyPath, 'utf8'), cert: readFileSync(certPath, 'utf8') };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return certificate;
}
