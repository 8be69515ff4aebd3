import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Skeleton from '@mui/material/Skeleton';
import { lazy, Suspense, useId } from 'react';
import { type Control, useController } from 'react-hook-form';
import type { AdFormOutput } from '../../../../shared/schemas/ad-input';
import { useFieldErrorText } from '../../../components/form-text-field';
import type { AdFormValues } from '../utils/ad-form-values';

// Tiptap and ProseMirror come in their own chunk, on the form's first render.
const RichTextEditor = lazy(() =>
  import('./rich-text-editor').then((module) => ({ default: module.RichTextEditor })),
);

type Props = { control: Control<AdFormValues, unknown, AdFormOutput>; label: string; hint: string };

/** The description: a small rich-text editor with its label, hint and error. */
export function DescriptionField({ control, label, hint }: Props) {
  const errorText = useFieldErrorText();
  const { field, fieldState } = useController({ control, name: 'description' });
  const id = useId();
  const error = errorText(fieldState.error?.message);

  return (
    <FormControl fullWidth error={Boolean(error)}>
      <FormLabel id={`${id}-label`} component="div" sx={{ mb: 1, fontWeight: 500 }}>
        {label}
      </FormLabel>
      <Suspense fallback={<Skeleton variant="rounded" height={248} sx={{ borderRadius: '12px' }} />}>
        <RichTextEditor
          id={`${id}-editor`}
          value={field.value ?? ''}
          onChange={field.onChange}
          onBlur={field.onBlur}
          labelledBy={`${id}-label`}
          describedBy={`${id}-helper`}
          invalid={Boolean(error)}
          focusRef={field.ref}
        />
      </Suspense>
      <FormHelperText id={`${id}-helper`}>{error ?? hint}</FormHelperText>
    </FormControl>
  );
}
