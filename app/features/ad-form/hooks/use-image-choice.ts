import { useCallback, useState } from 'react';
import { useObjectUrl } from './use-object-url';

/** What saving does to the ad's photo. */
export type ImageChange = { kind: 'keep' } | { kind: 'replace'; file: File } | { kind: 'remove' };

/** Why the last pick was refused or trimmed (SPEC 5: only the first chosen image is kept). */
export type PickProblem = { kind: 'onlyOne' } | { kind: 'notImage'; file: string };

/**
 * The photo the person has chosen (uploaded once the ad is saved), its preview, and the problem with
 * their last pick. `initial` is a photo whose upload failed before, offered again.
 */
export function useImageChoice(initial?: File) {
  const [change, setChange] = useState<ImageChange>(() =>
    initial ? { kind: 'replace', file: initial } : { kind: 'keep' },
  );
  const [problem, setProblem] = useState<PickProblem | null>(null);
  const previewUrl = useObjectUrl(change.kind === 'replace' ? change.file : null);

  const pick = useCallback((files: readonly File[]) => {
    const [first] = files;
    if (!first) return;
    // An empty type is a format the browser does not know (HEIC on some systems): the server decides.
    if (first.type && !first.type.startsWith('image/')) {
      setProblem({ kind: 'notImage', file: first.name });
      return;
    }
    setProblem(files.length > 1 ? { kind: 'onlyOne' } : null);
    setChange({ kind: 'replace', file: first });
  }, []);

  const set = useCallback((next: ImageChange) => {
    setProblem(null);
    setChange(next);
  }, []);

  return { change, previewUrl, problem, pick, set };
}

export type ImageChoice = ReturnType<typeof useImageChoice>;
