import { Box, Button, Field, Input, Stack, Text, useFieldContext } from '@chakra-ui/react';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { fileSizeLabel } from '@rules/device-forms';

const FOCUS_RING = { outline: '2px solid', outlineColor: 'action.focusRing', outlineOffset: '2px' };

/** Whether a drag carries files (not text or a link dragged from the page). */
const carriesFiles = (event: DragEvent) => Array.from(event.dataTransfer.types).includes('Files');

/**
 * The upload's zip: the native file input stays the one control (keyboard, screen readers,
 * `setInputFiles`), visually hidden behind a Japanese 「ファイルを選択」 button (the browser's own
 * button speaks the browser's language), with the chosen file's name and size below; a zip dragged
 * from the file manager may be dropped anywhere on the field. Goes inside a `Field.Root`.
 */
export function ZipFilePicker({
  file,
  onChange,
  hint,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  hint: string;
}) {
  const { ids } = useFieldContext();
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  // A file chosen earlier (back from the confirm step) or dropped: the input shows it too, so what a
  // screen reader announces matches the name on the screen.
  useEffect(() => {
    const element = input.current;
    if (!element || typeof DataTransfer === 'undefined' || element.files?.[0] === file) return;
    const transfer = new DataTransfer();
    if (file) transfer.items.add(file);
    element.files = transfer.files;
  }, [file]);

  return (
    <Box
      alignSelf="stretch"
      borderWidth="2px"
      borderStyle="dashed"
      borderColor={dragging ? 'action.focusRing' : 'border'}
      bg={dragging ? 'action.subtle' : undefined}
      rounded="md"
      p="4"
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
        setDragging(true);
      }}
      onDragLeave={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setDragging(false);
      }}
      onDrop={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(false);
        onChange(event.dataTransfer.files[0] ?? null);
      }}
    >
      <Stack gap="2" align="flex-start">
        <Input
          ref={input}
          type="file"
          accept=".zip,application/zip"
          className="peer"
          srOnly
          onChange={(event) => onChange(event.currentTarget.files?.[0] ?? null)}
        />
        {/* type: Chakra's Button would give the label a button's type attribute. */}
        <Button asChild type={undefined} variant="outline" size="sm" cursor="pointer" _peerFocusVisible={FOCUS_RING}>
          <label htmlFor={ids.control}>ファイルを選択</label>
        </Button>
        <Text color={file ? undefined : 'fg.muted'} wordBreak="break-all">
          {file ? `${file.name}（${fileSizeLabel(file.size)}）` : 'ファイルが選択されていません'}
        </Text>
        <Field.HelperText>
          {hint}
          {/* A phone has no file manager to drag from. */}
          <Box as="span" hideBelow="md">
            ZIPファイルをこの枠にドラッグ＆ドロップすることもできます。
          </Box>
        </Field.HelperText>
      </Stack>
    </Box>
  );
}
