/**
 * /federation/*: the guest cards as a federated remote for the staff console's previews
 * (site/federation/). The files are built apart from Astro; this route serves them with CORS.
 */
import type { APIRoute } from 'astro';
import { remoteFileResponse } from '../../../federation/serve-remote';

export const GET: APIRoute = ({ params, request }) => remoteFileResponse(params.file ?? '', request);
