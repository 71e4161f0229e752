import { Alert, CloseButton } from '@chakra-ui/react';
import { createExternalStore, useStoreValue } from '@/lib/external-store';

/** A one-shot success message carried across a navigation (e.g. "登録しました" on the list). */
const flash = createExternalStore<string | null>(null);

export const flashMessage = {
  show(message: string): void {
    flash.set(message);
  },
  clear(): void {
    if (flash.get() !== null) flash.set(null);
  },
  get: flash.get,
};

export function FlashMessage() {
  const message = useStoreValue(flash);
  if (!message) return null;
  return (
    <Alert.Root status="success" mb="4" role="status">
      <Alert.Indicator />
      <Alert.Title flex="1">{message}</Alert.Title>
      <CloseButton size="sm" aria-label="メッセージを閉じる" onClick={() => flashMessage.clear()} />
    </Alert.Root>
  );
}
