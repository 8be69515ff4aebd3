import { type ComponentProps, type ComponentType, lazy, useState } from 'react';

/**
 * A component in a chunk of its own, loaded on first render (it suspends meanwhile). Once `preload`
 * has run, it renders at once: a server-rendered page hydrates without suspending on a chunk that is
 * already here (React.lazy alone would, and the part would be hydrated later or rendered anew).
 * Each rendered instance keeps the type it started with: switching from the lazy wrapper to the
 * loaded component on a later render would remount the part and lose its state (an open menu closed
 * itself when the top bar re-rendered just after sign-in).
 */
// biome-ignore lint/suspicious/noExplicitAny: any component, whatever its props.
export function preloadableLazy<C extends ComponentType<any>>(load: () => Promise<{ default: C }>) {
  let loaded: C | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Pending = lazy(preload);
  function Component(props: ComponentProps<C>) {
    const [Chosen] = useState(() => (loaded ?? Pending) as ComponentType<ComponentProps<C>>);
    return <Chosen {...props} />;
  }
  return { Component, preload };
}
