/**
 * Imported first by every module that brings the contracts (and zod) into a page — the reply
 * readers and the forms' schemas — so no parse ever probes for `new Function`, which the site's
 * CSP forbids (Chromium reports the probe as a violation even though zod then falls back).
 */
import { parseWithoutEval } from '@lakeside/contracts';

parseWithoutEval();
