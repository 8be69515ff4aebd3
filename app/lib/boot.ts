import type { DehydratedState } from '@tanstack/react-query';
import type { Resource } from 'i18next';
import type { Language, ThemeMode } from '../../shared/constants';

/** The id of the `<script type="application/json">` a server-rendered page carries its boot data in. */
export const BOOT_ELEMENT_ID = 'hromada-boot';

/** What a server-rendered page was rendered with: the browser starts from the same, then hydrates. */
export type Boot = {
  language: Language;
  theme: ThemeMode;
  /** The server's guess of the width (see lib/device-hint.tsx). */
  desktop: boolean;
  /** The selected city the server read from the `city` cookie (null: none). */
  city: string | null;
  /** The texts the page used, in its language. */
  texts: Resource;
  /** The queries the page was rendered from, for the browser's query cache. */
  state: DehydratedState;
};

export function readBoot(): Boot | null {
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as Boot;
  } catch {
    return null;
  }
}
