import { type RefObject, useCallback, useEffect, useRef } from 'react';

const focusLost = () => !document.activeElement || document.activeElement === document.body;

/**
 * After a change that may remove the focused button from the page (an approved ad leaves the Waiting
 * tab), puts focus on `target` instead of letting it fall to the top of the document. Call `expect`
 * when the change is done; the check runs then, and again when `content` next changes.
 */
export function useFocusKeeper(target: RefObject<HTMLElement | null>, content: unknown) {
  const pending = useRef(false);
  const restore = useCallback(() => {
    if (focusLost()) {
      target.current?.focus();
      pending.current = false;
    }
  }, [target]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the listed content changes.
  useEffect(() => {
    if (pending.current) restore();
    pending.current = false;
  }, [content, restore]);

  const expect = useCallback(() => {
    pending.current = true;
    restore();
  }, [restore]);

  return { expect, restore };
}

/**
 * A fallback for the focus (a page's heading): `restore` puts focus on it when what held it is gone,
 * as when a dialog closes after its row's button was deleted.
 */
export function useFocusFallback<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  const restore = useCallback(() => {
    if (focusLost()) ref.current?.focus();
  }, []);
  return { ref, restore };
}
