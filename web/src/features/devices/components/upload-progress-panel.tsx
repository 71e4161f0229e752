import { Button, HStack, Progress, Stack, Text } from '@chakra-ui/react';
import type { UploadProgressView } from '../upload-progress-view';

/**
 * The upload's progress bar (role=progressbar, aria-valuenow 0–100, named by its text) with the
 * text beside it and the cancel button.
 */
export function UploadProgressPanel({ view, onCancel }: { view: UploadProgressView; onCancel: () => void }) {
  const label = `アップロードの進捗: ${view.text}`;
  return (
    <Stack gap="2" maxW="xl" data-testid="upload-progress">
      <Progress.Root
        value={Math.round(view.percent * 10) / 10}
        min={0}
        max={100}
        translations={{ value: () => label }}
        colorPalette="blue"
      >
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <HStack justify="space-between" gap="3">
        <Text fontSize="sm">{view.text}</Text>
        <Button size="sm" variant="outline" onClick={onCancel}>
          キャンセル
        </Button>
      </HStack>
    </Stack>
  );
}
