import { type ComponentType, lazy, Suspense, useRef } from 'react';

/**
 * A drawer or dialog whose code loads the first time it opens, not with its screen, so a list's first rows do not
 * wait for it (the first opening waits for one small chunk instead). Once opened it stays mounted: it closes with its
 * animation and opens again at once. `isOpen` reads the open state from its props.
 */
export function onDemand<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  // typed as the component it loads (React.lazy's own type adds a ref the wrapped drawers do not take)
  const Loaded = lazy(load) as unknown as ComponentType<P>;
  return function OnDemand(props: P) {
    const opened = useRef(false);
    if (isOpen(props)) opened.current = true;
    if (!opened.current) return null;
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
