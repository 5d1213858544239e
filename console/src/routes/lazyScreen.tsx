import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';

/**
 * A screen whose code is downloaded the first time it is shown: each becomes a chunk of its
 * own, with the libraries only it uses (the dashboard's charts), so the sign-in page and every
 * other screen load none of it. `load` imports the screen's module and picks the component:
 * `lazyScreen(() => import('./till').then((module) => module.Till))`.
 */
export interface LazyScreen<Props extends object> {
  (props: Props): ReactElement;
  /** Starts the download now, before the screen is shown (the one being opened, the layout). */
  preload(): void;
}

export function lazyScreen<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyScreen<Props> {
  let loading: Promise<ComponentType<Props>> | undefined;
  const once = () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined; // a failed download (offline, a new deploy) is tried again when next asked for
      throw error;
    }));
  const Screen = lazy(async () => ({ default: await once() }));
  function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  LazyScreen.preload = () => void once().catch(() => undefined);
  return LazyScreen;
}
