import { Alert, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { ExternalUrl } from '@/components/ui/external-url';
import { LINK_MESSAGES } from '@rules/link-fields';
import { useLazyQuery } from '@apollo/client/react';
import { useState } from 'react';
import { EvaluatorLinksDocument, type Edition } from '@/generated/graphql';
import { toErrorMessages } from '@/lib/to-error-messages';
import { categoryPathOnPage } from '@rules/link-labels';

/**
 * 評価者用リンク: an evaluator enters the evaluation organization's number and password and sees the
 * evaluator-only links with their memos — of the page's categories when it has some (a category or
 * opening page), else of the whole edition. Nothing is stored in the browser; a failure shows the
 * server's single message (it never says which of the two was wrong).
 */
export function EvaluatorPanel({ edition, categoryCodes }: { edition: Edition; categoryCodes?: string[] }) {
  const [number, setNumber] = useState('');
  const [password, setPassword] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [load, { data, loading }] = useLazyQuery(EvaluatorLinksDocument, { fetchPolicy: 'no-cache' });
  // Results belong to the categories they were asked for: a new choice on the page hides them.
  const scope = categoryCodes?.join(',') ?? '';
  const [shownFor, setShownFor] = useState<string | null>(null);
  const shown = shownFor === scope;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = [
      !number.trim() && LINK_MESSAGES.evaluatorNumberRequired,
      !password && LINK_MESSAGES.evaluatorPasswordRequired,
    ].filter(Boolean) as string[];
    setMessages(missing);
    setShownFor(null);
    if (missing.length > 0) return;
    try {
      const result = await load({
        variables: {
          number: number.trim(),
          password,
          type: edition,
          categoryCodes: categoryCodes?.length ? categoryCodes : null,
        },
      });
      if (result.error) throw result.error;
      setShownFor(scope);
    } catch (error) {
      setMessages(toErrorMessages(error));
    }
  };

  const links = shown ? (data?.evaluatorLinks ?? []) : [];

  return (
    <Box
      as="section"
      aria-labelledby="evaluator-heading"
      borderWidth="1px"
      borderRadius="md"
      p="4"
      mt="10"
      bg="bg.subtle"
    >
      <Heading as="h2" id="evaluator-heading" size="md" mb="3">
        評価者用リンク
      </Heading>
      <Text fontSize="sm" mb="3">
        評価機関の方は、評価機関番号とパスワードを入力すると{categoryCodes?.length ? 'このページのカテゴリーの' : ''}
        評価者用のリンクを閲覧できます。
      </Text>
      <form noValidate onSubmit={submit} aria-label="評価者用リンクの表示">
        <HStack gap="3" alignItems="flex-end" flexWrap="wrap">
          <Field.Root maxW="xs">
            <Field.Label>評価機関番号</Field.Label>
            <Input value={number} onChange={(e) => setNumber(e.currentTarget.value)} autoComplete="username" />
          </Field.Root>
          <Field.Root maxW="xs">
            <Field.Label>パスワード</Field.Label>
            <Input
              type="password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
            />
          </Field.Root>
          <Button type="submit" colorPalette="teal" loading={loading}>
            表示
          </Button>
        </HStack>
      </form>
      {messages.length > 0 ? (
        <Alert.Root status="error" mt="3">
          <Alert.Indicator />
          <Alert.Description>
            {messages.map((m) => (
              <div key={m}>{m}</div>
            ))}
          </Alert.Description>
        </Alert.Root>
      ) : null}
      {shown ? (
        <Stack mt="4">
          {links.length === 0 ? (
            <Text>評価者用リンクはありません。</Text>
          ) : (
            <Table.Root size="sm" variant="outline" aria-label="評価者用リンク一覧">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>カテゴリー</Table.ColumnHeader>
                  <Table.ColumnHeader>事業者</Table.ColumnHeader>
                  <Table.ColumnHeader>URL</Table.ColumnHeader>
                  <Table.ColumnHeader>メモ</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {links.map((link) => (
                  <Table.Row key={link.id}>
                    <Table.Cell>{categoryPathOnPage(link.category)}</Table.Cell>
                    <Table.Cell>{link.organizationName}</Table.Cell>
                    <Table.Cell overflowWrap="anywhere">
                      <ExternalUrl url={link.url} />
                    </Table.Cell>
                    <Table.Cell whiteSpace="pre-wrap">{link.memo}</Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
