import { type ComponentProps, type ComponentType, lazy } from 'react';

/**
 * A component in a chunk of its own, loaded on first render (it suspends meanwhile). Once `preload`
 * has run, it renders at once: a server-rendered page hydrates without suspending on a chunk that is
 * already here (React.lazy alone would, and the part would be hydrated later or rendered anew).
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
    const Loaded = loaded as ComponentType<ComponentProps<C>> | null;
    return Loaded ? <Loaded {...props} /> : <Pending {...props} />;
  }
  return { Component, preload };
}
