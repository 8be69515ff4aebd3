export const ALLOW_MISSING_IMAGES = '--allow-missing-images';

/** The folders and the one option of `npm run backup` and `npm run restore`; undefined for anything else. */
export function toolOptions(args: string[]): { folders: string[]; allowMissingImages: boolean } | undefined {
  const folders = args.filter((arg) => arg !== ALLOW_MISSING_IMAGES);
  if (folders.some((arg) => arg.startsWith('-'))) return undefined;
  return { folders, allowMissingImages: folders.length < args.length };
}
