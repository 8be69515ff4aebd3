import Box from '@mui/material/Box';
import { Editor } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import HardBreak from '@tiptap/extension-hard-break';
import Italic from '@tiptap/extension-italic';
import { BulletList, ListItem, ListKeymap, OrderedList } from '@tiptap/extension-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions';
import { type Ref, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { RichTextToolbar } from './rich-text-toolbar';

/**
 * Only what SPEC 5 keeps (p, br, strong, em, u, ul, ol, li): the schema has nothing else, so pasted
 * headings, links or colours arrive as plain paragraphs and text.
 */
const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  HardBreak,
  Bold,
  Italic,
  Underline,
  BulletList,
  OrderedList,
  ListItem,
  ListKeymap,
  UndoRedo,
];

export type RichTextEditorProps = {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  /** The editable area's id (the toolbar controls it). */
  id: string;
  /** The label's id (the editable area is a labelled multi-line textbox). */
  labelledBy: string;
  describedBy: string;
  invalid: boolean;
  /** react-hook-form focuses the field through this when it has an error. */
  focusRef?: Ref<{ focus: () => void }>;
};

function attributes({ id, labelledBy, describedBy, invalid }: RichTextEditorProps): Record<string, string> {
  return {
    id,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelledBy,
    'aria-describedby': describedBy,
    'aria-invalid': String(invalid),
    'data-testid': 'description-editor',
  };
}

/**
 * The description editor: Tiptap's core on a div of ours (its React binding would add weight and
 * nothing we use). Loaded on demand, so its code stays out of the other pages.
 */
export function RichTextEditor(props: RichTextEditorProps) {
  const { value, invalid, focusRef } = props;
  const host = useRef<HTMLDivElement>(null);
  const latest = useRef(props);
  latest.current = props;
  const [editor, setEditor] = useState<Editor | null>(null);

  // One editor per mount; it reads the starting value once and reports every change.
  // biome-ignore lint/correctness/useExhaustiveDependencies: later values come from the editor itself
  useEffect(() => {
    const instance = new Editor({
      element: host.current,
      extensions: EXTENSIONS,
      content: value,
      editorProps: { attributes: attributes(latest.current) },
      onUpdate: ({ editor: e }) => latest.current.onChange(e.isEmpty ? '' : e.getHTML()),
      onBlur: () => latest.current.onBlur(),
    });
    setEditor(instance);
    return () => {
      instance.destroy();
      setEditor(null);
    };
  }, []);

  useImperativeHandle(focusRef, () => ({ focus: () => editor?.commands.focus() }), [editor]);

  const attrsKey = JSON.stringify(attributes(props));
  useEffect(() => {
    editor?.setOptions({ editorProps: { attributes: JSON.parse(attrsKey) } });
  }, [editor, attrsKey]);

  return (
    <Box
      sx={(theme) => ({
        border: 1,
        borderColor: invalid
          ? 'error.main'
          : theme.palette.mode === 'dark'
            ? 'rgba(255, 255, 255, 0.23)'
            : 'rgba(0, 0, 0, 0.23)',
        borderRadius: '12px',
        '&:hover': { borderColor: invalid ? 'error.main' : 'text.primary' },
        '&:focus-within': {
          borderColor: invalid ? 'error.main' : 'primary.main',
          boxShadow: `inset 0 0 0 1px ${invalid ? theme.palette.error.main : theme.palette.primary.main}`,
        },
        '& .ProseMirror': {
          minHeight: { xs: 160, sm: 200 },
          px: 1.75,
          py: 1.5,
          typography: 'body1',
          lineHeight: 1.6,
          overflowWrap: 'anywhere',
          '& p': { my: 0.75 },
          '& ul, & ol': { pl: 3, my: 0.75 },
          '& li p': { my: 0.25 },
        },
        // The box's border shows focus, as on the other fields (the global ring would sit inside it).
        '& div.ProseMirror.ProseMirror:focus-visible': { outline: 'none' },
      })}
    >
      {editor && <RichTextToolbar editor={editor} controls={props.id} />}
      <div ref={host} />
    </Box>
  );
}
