import { activeLocale } from '../i18n/locale';
import { apiUrlOf } from '../providers/apiOrigin';
import { commonMessages } from './messages';

/**
 * Downloads a file the API makes (a CSV export, a PDF) with the staff session's cookie, under
 * `filename`. Throws with the API's status when it refuses, for the screen to say so.
 */
export async function downloadFile(path: string, filename: string): Promise<void> {
  const response = await fetch(apiUrlOf(path), { credentials: 'include' });
  if (!response.ok) {
    // Outside React: the phrase of the console's language, its one placeholder filled here.
    const phrase = (commonMessages[activeLocale()] as { downloadFailed: string }).downloadFailed;
    throw new Error(phrase.replace('%{status}', String(response.status)));
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
