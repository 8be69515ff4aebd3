import { type ComponentType, lazy } from 'react';

type PageModule = { default: ComponentType };

/**
 * A page in a chunk of its own, loaded on first visit (it suspends meanwhile). Once `load` has run,
 * the page renders at once: a server-rendered page hydrates without suspending on its own chunk
 * (React.lazy alone would, even for a chunk already here, and the page would be rendered anew).
 */
export function lazyPage(load: () => Promise<PageModule>) {
  let loaded: ComponentType | null = null;
  const preload = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Pending = lazy(preload);
  function Page() {
    const Loaded = loaded;
    return Loaded ? <Loaded /> : <Pending />;
  }
  return { Page, preload };
}
