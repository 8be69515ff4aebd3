import TextField from '@mui/material/TextField';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';

type Props = {
  url: string;
  /** Changes each time copying was refused: the link is selected again. */
  refusedAt: number;
};

/** When the clipboard is refused: the link in a read-only field, focused and selected, ready for Ctrl+C. */
export function CopiedLinkField({ url, refusedAt }: Props) {
  const { t } = useTranslation('adDetail');
  const input = useRef<HTMLInputElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: each refusal selects the link again.
  useEffect(() => {
    input.current?.focus();
    input.current?.select();
  }, [refusedAt]);

  return (
    <TextField
      inputRef={input}
      value={url}
      label={t('share.linkLabel')}
      helperText={t('share.copyRefused')}
      fullWidth
      onFocus={(event) => event.target.select()}
      slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'share-link-field' } }}
    />
  );
}
