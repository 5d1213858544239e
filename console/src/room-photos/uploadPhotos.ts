import {
  errorMessage,
  isErrorCode,
  parseReply,
  roomPhotosReply,
  type ApiErrorBody,
  type Language,
  type RoomPhotosReply,
} from '@lakeside/contracts';
import { apiUrlOf } from '../providers/apiOrigin';

/** Why an upload failed: the server's message (and the first file it names), or a network failure. */
export class UploadError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/**
 * POST /api/room-photos/rooms/:roomId with the files as `photos`, reporting the share of bytes
 * sent (0–1). An XMLHttpRequest, not fetch: only it reports upload progress. The reply is read
 * with its contract, as the data provider's calls are.
 */
export function uploadPhotos(
  roomId: string,
  files: File[],
  onProgress: (share: number) => void,
  /** The console's language, for the words of a failure the server did not word. */
  language: Language,
): Promise<RoomPhotosReply> {
  const path = `/api/room-photos/rooms/${encodeURIComponent(roomId)}`;
  const form = new FormData();
  for (const file of files) form.append('photos', file, file.name);
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', apiUrlOf(path));
    request.withCredentials = true;
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    request.onerror = () => reject(new UploadError(errorMessage('common.apiUnavailable', undefined, language), 0));
    request.onload = () => {
      const body = request.response as
        | (Partial<Pick<ApiErrorBody, 'code' | 'params'>> & { message?: unknown; errors?: { message?: unknown }[] })
        | null;
      if (request.status >= 200 && request.status < 300) {
        try {
          resolve(parseReply(roomPhotosReply, body, `POST ${path}`));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
        return;
      }
      const detail = typeof body?.errors?.[0]?.message === 'string' ? ` ${body.errors[0].message}` : '';
      // The refusal in the console's language when the API names it by code, as httpClient does.
      const message = isErrorCode(body?.code)
        ? errorMessage(body.code, body.params, language)
        : typeof body?.message === 'string'
          ? body.message
          : errorMessage('common.serverError', undefined, language);
      reject(new UploadError(`${message}${detail}`, request.status));
    };
    request.send(form);
  });
}
