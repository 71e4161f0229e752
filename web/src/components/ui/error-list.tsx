import { Alert, List } from '@chakra-ui/react';
import { useEffect, useRef } from 'react';
import { useErrorMessages } from './error-list-store';

/**
 * Whether the messages should take focus: it was dropped (the control that had it left the page or
 * turned disabled while it waited), or it is on the button that sent the request, at the end of
 * a form the list may be a screen above. Never from a field being typed in, nor out of a dialog.
 */
function shouldTakeFocus(): boolean {
  const active = document.activeElement;
  if (active === null || active === document.body) return true;
  return active instanceof HTMLButtonElement && active.closest('[role="dialog"], [role="alertdialog"]') === null;
}

/**
 * Renders the shared error list; nothing when it is empty. It is an alert, so a screen reader
 * reads the messages when they appear, and it takes focus after a submit (see shouldTakeFocus),
 * which also scrolls it into view: the keyboard goes on from there, not from the top of the page.
 */
/** Longer than a dialog's exit animation. */
const DIALOG_EXIT_MS = 500;

export function ErrorList() {
  const messages = useErrorMessages();
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (messages.length === 0) return;
    const take = () => {
      if (shouldTakeFocus()) root.current?.focus();
    };
    take();
    // A dialog closed by the request (a confirmed delete) may still be leaving: its focus trap
    // takes focus back and, having no opener to return it to, drops it once it is gone.
    const afterDialog = setTimeout(take, DIALOG_EXIT_MS);
    return () => clearTimeout(afterDialog);
  }, [messages]);
  if (messages.length === 0) return null;
  return (
    <Alert.Root ref={root} role="alert" tabIndex={-1} status="error" mb="4" alignItems="flex-start">
      <Alert.Indicator />
      <Alert.Content>
        {/* Not only input errors: a refused category or a missing record is listed here too. */}
        <Alert.Title srOnly>エラーがあります</Alert.Title>
        <List.Root aria-label="エラー一覧" ps="1" gap="1" listStyle="none">
          {messages.map((message, index) => (
            <List.Item key={`${index}-${message}`}>{message}</List.Item>
          ))}
        </List.Root>
      </Alert.Content>
    </Alert.Root>
  );
}
