/**
 * The short film in the home carousel. There is no film file yet, so it is configured, not
 * built in: `HOME_FILM_URL` (read at run time on the server) is an absolute http(s) URL or a
 * path on this site such as `/media/home/lakeside.mp4`. Unset or not a URL → no film: the
 * carousel shows the poster with a disabled play button that says the film is coming.
 */
export function homeFilmUrl(env: NodeJS.ProcessEnv = process.env): string | null {
  const configured = env.HOME_FILM_URL?.trim();
  if (!configured) return null;
  if (configured.startsWith('/') && !configured.startsWith('//')) return configured;
  try {
    const url = new URL(configured);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}
