import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { Loading } from 'react-admin';

/**
 * A screen whose code is downloaded the first time it is shown: each becomes a chunk of its
 * own, with the libraries only it uses (the dashboard's charts), so the sign-in page and every
 * other screen load none of it. `load` imports the screen's module and picks the component:
 * `lazyScreen(() => import('./till').then((module) => module.Till))`.
 */
export function lazyScreen<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): (props: Props) => ReactElement {
  const Screen = lazy(async () => ({ default: await load() }));
  function LazyScreen(props: Props) {
    return (
      <Suspense fallback={<Loading />}>
        <Screen {...props} />
      </Suspense>
    );
  }
  return LazyScreen;
}
