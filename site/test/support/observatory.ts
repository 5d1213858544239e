/**
 * Mozilla's HTTP Observatory (@mdn/mdn-http-observatory, the scanner behind
 * developer.mozilla.org/observatory) run against a server on this machine, as production
 * serves it: behind a TLS proxy on https://127.0.0.1 with a certificate this process trusts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import tls from 'node:tls';
import { fileURLToPath } from 'node:url';
import type { ObservatoryReport } from '@mdn/mdn-http-observatory';

/**
 * Scores `origin` + `path` (an http:// server) as the Observatory scores a host. The scanner
 * takes a host name only, so the proxy's port and the path ride in it (it builds
 * `https://<host>` and `http://<host>`; the latter finds no plain-HTTP server there, which it
 * scores as "no redirection needed").
 */
export async function observatoryScan(origin: string, path = '/'): Promise<ObservatoryReport> {
  ensureHstsPreloadList();
  const front = await startTlsProxy(origin);
  try {
    const { scan } = await import('@mdn/mdn-http-observatory');
    return await scan(`127.0.0.1:${front.port}${path}`);
  } finally {
    await front.close();
  }
}

/** One line per rule and the points it gave, for a failure message. */
export function describeReport(report: ObservatoryReport): string {
  const rules = Object.values(report.tests).map((test) => `${test.result} ${test.scoreModifier}`);
  return [`score ${report.scan.score} (${report.scan.grade})`, ...rules].join('\n');
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

/**
 * A self-signed certificate for 127.0.0.1, made once and added to this process's trusted
 * CAs: the scanner then sees a valid certificate, as it would in production (an untrusted
 * one costs points in its HSTS rule).
 */
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
  tls.setDefaultCACertificates([...tls.getCACertificates('default'), certificate.cert]);
  return certificate;
}

/**
 * The scanner reads Chromium's HSTS preload list from its conf/ folder, which its postinstall
 * downloads. Installed without network (or with --ignore-scripts) the file is missing and every
 * scan throws; no 127.0.0.1 address is on that list, so an empty one gives the same verdicts.
 */
function ensureHstsPreloadList(): void {
  const packageDir = dirname(fileURLToPath(import.meta.resolve('@mdn/mdn-http-observatory/package.json')));
  const list = join(packageDir, 'conf', 'hsts-preload.json');
  if (!existsSync(list)) writeFileSync(list, '{}\n');
}
