import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { Editor } from '@tiptap/core';
import { type KeyboardEvent, type ReactNode, useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

type Command = {
  key: 'bold' | 'italic' | 'underline' | 'bulletList' | 'orderedList';
  icon: ReactNode;
  shortcut: string;
  run: (editor: Editor) => void;
};

const COMMANDS: Command[] = [
  { key: 'bold', icon: <FormatBoldIcon />, shortcut: 'B', run: (e) => e.chain().focus().toggleBold().run() },
  {
    key: 'italic',
    icon: <FormatItalicIcon />,
    shortcut: 'I',
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    key: 'underline',
    icon: <FormatUnderlinedIcon />,
    shortcut: 'U',
    run: (e) => e.chain().focus().toggleUnderline().run(),
  },
  {
    key: 'bulletList',
    icon: <FormatListBulletedIcon />,
    shortcut: 'Shift+8',
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    icon: <FormatListNumberedIcon />,
    shortcut: 'Shift+7',
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
];

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * Bold, italic, underline and the two lists. One Tab stop (WAI-ARIA toolbar): arrow keys, Home and
 * End move between the buttons; each says whether it is on (aria-pressed) and its keyboard shortcut.
 */
export function RichTextToolbar({ editor, controls }: { editor: Editor; controls: string }) {
  const { t } = useTranslation('adForm');
  // Each change of text or selection may turn a button on or off.
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    editor.on('transaction', rerender);
    return () => {
      editor.off('transaction', rerender);
    };
  }, [editor]);
  const [current, setCurrent] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent) => {
    const last = COMMANDS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: current === last ? 0 : current + 1,
      ArrowLeft: current === 0 ? last : current - 1,
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setCurrent(next);
    buttons.current[next]?.focus();
  };

  return (
    <Stack
      direction="row"
      role="toolbar"
      aria-label={t('editor.toolbar')}
      aria-controls={controls}
      onKeyDown={onKeyDown}
      spacing={0.5}
      sx={{ px: 0.75, py: 0.5, borderBottom: 1, borderColor: 'divider', flexWrap: 'wrap' }}
    >
      {COMMANDS.map((command, index) => {
        const label = t(`editor.${command.key}`);
        const pressed = editor.isActive(command.key);
        return (
          <Tooltip key={command.key} title={`${label} (${isMac ? '⌘' : 'Ctrl+'}${command.shortcut})`}>
            <IconButton
              ref={(node) => {
                buttons.current[index] = node;
              }}
              aria-label={label}
              aria-pressed={pressed}
              tabIndex={index === current ? 0 : -1}
              color={pressed ? 'primary' : 'default'}
              // Keep the text selection: the command applies to it.
              onMouseDown={(event) => event.preventDefault()}
              onFocus={() => setCurrent(index)}
              onClick={() => command.run(editor)}
              sx={{ borderRadius: '8px', bgcolor: pressed ? 'action.selected' : undefined }}
            >
              {command.icon}
            </IconButton>
          </Tooltip>
        );
      })}
    </Stack>
  );
}
