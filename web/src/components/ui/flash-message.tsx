import { Alert, CloseButton } from '@chakra-ui/react';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * A one-shot success message ("登録しました") carried to the next page in its navigation state:
 * `navigate(listPath, { state: flashState('…を登録しました') })`. It belongs to that history entry,
 * so it cannot be wiped by the page being left (which unmounts after the navigation) and is gone
 * on the next navigation. Every page that shows such a message renders <FlashMessage />.
 */
export function flashState(message: string): { flash: string } {
  return { flash: message };
}

export function flashOf(state: unknown): string | undefined {
  const flash = typeof state === 'object' && state !== null ? (state as { flash?: unknown }).flash : undefined;
  return typeof flash === 'string' && flash !== '' ? flash : undefined;
}

/** The current history entry's success message, with a close button. */
export function FlashMessage() {
  const location = useLocation();
  const message = flashOf(location.state);
  const [closedKey, setClosedKey] = useState<string | null>(null);
  if (!message || closedKey === location.key) return null;
  return (
    <Alert.Root status="success" mb="4" role="status">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <CloseButton size="sm" aria-label="メッセージを閉じる" onClick={() => setClosedKey(location.key)} />
    </Alert.Root>
  );
}
