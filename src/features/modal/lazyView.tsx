import { type ComponentType, useEffect, useState } from 'react';
import { SkeletonRows } from '../../components/Skeleton/Skeleton';

/**
 * A view whose code is a chunk of its own. Unlike `React.lazy` it does not suspend: a Suspense boundary that showed
 * its fallback holds the content back for up to 300 ms after the chunk arrives, which is most of the time a view
 * takes to open. Skeleton rows show while the chunk is on its way; once here, the view renders at once.
 */
export function lazyView(load: () => Promise<ComponentType>): ComponentType {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const fetchView = () => {
    pending ??= load().then((component) => {
      loaded = component;
      return component;
    });
    return pending;
  };
  function LazyView() {
    const [View, setView] = useState(() => loaded);
    const [failure, setFailure] = useState<unknown>();
    useEffect(() => {
      if (View) return;
      let current = true;
      fetchView().then(
        (component) => current && setView(() => component),
        (error: unknown) => current && setFailure(error),
      );
      return () => {
        current = false;
      };
    }, [View]);
    // A chunk that cannot be fetched fails the render, as a failed lazy import does.
    if (failure) throw failure;
    return View ? <View /> : <SkeletonRows count={3} label="Loading" />;
  }
  return LazyView;
}
