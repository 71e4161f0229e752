import { Alert, List } from '@chakra-ui/react';
import { useErrorMessages } from './error-list-store';

/** Renders the shared error list; nothing when it is empty. */
export function ErrorList() {
  const messages = useErrorMessages();
  if (messages.length === 0) return null;
  return (
    <Alert.Root status="error" mb="4" alignItems="flex-start">
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
