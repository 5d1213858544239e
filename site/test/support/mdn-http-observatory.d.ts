/** The part of @mdn/mdn-http-observatory (plain JavaScript, no types) that support/observatory.ts uses. */
declare module '@mdn/mdn-http-observatory' {
  export interface ObservatoryReport {
    scan: { score: number; grade: string; responseHeaders: Record<string, string> };
    /** By rule name: the verdict (an Expectation) and the points it gave. */
    tests: Record<string, { result: string; scoreModifier: number; pass: boolean }>;
  }
  /** Scans `https://<host>` and `http://<host>`; `host` may carry a port and a path. */
  export function scan(host: string): Promise<ObservatoryReport>;
}
