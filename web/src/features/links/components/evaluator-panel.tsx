import { Alert, Box, Button, Field, Heading, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { ExternalUrl } from '@/components/ui/external-url';
import { LINK_MESSAGES } from '@rules/link-fields';
import { useLazyQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import { ScrollTable } from '@/components/ui/scroll-table';
import { announce } from '@/components/ui/count-announcer';
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
  /** Fields left empty at the last submit: marked invalid, the first takes focus. */
  const [empty, setEmpty] = useState<{ number: boolean; password: boolean }>({ number: false, password: false });
  const numberInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  /** Bumped by each refused submit, so focus moves again when the same message comes back. */
  const [refusals, setRefusals] = useState(0);
  const [load, { data, loading }] = useLazyQuery(EvaluatorLinksDocument, { fetchPolicy: 'no-cache' });
  // Results belong to the categories they were asked for: a new choice on the page hides them.
  const scope = categoryCodes?.join(',') ?? '';
  const [shownFor, setShownFor] = useState<string | null>(null);
  const shown = shownFor === scope;

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const missing = { number: !number.trim(), password: !password };
    // An empty field's message is under the field; the alert is for the server's answer.
    setMessages([]);
    setEmpty(missing);
    setShownFor(null);
    if (missing.number || missing.password) {
      setRefusals((n) => n + 1);
      return;
    }
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
      // The list opens below the form without a word otherwise.
      const count = result.data?.evaluatorLinks.length ?? 0;
      announce(count === 0 ? '評価者用リンクはありません' : `評価者用リンクを${count}件表示しました`);
    } catch (error) {
      setMessages(toErrorMessages(error));
      setRefusals((n) => n + 1);
    }
  };

  // After a refusal: to the first empty field (its label and message are read), else to the
  // message (a wrong number or password: the server does not say which).
  useEffect(() => {
    if (refusals === 0) return;
    if (empty.number) numberInput.current?.focus();
    else if (empty.password) passwordInput.current?.focus();
    else alert.current?.focus();
  }, [refusals]); // eslint-disable-line react-hooks/exhaustive-deps

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
          <Field.Root maxW="xs" invalid={empty.number}>
            <Field.Label>評価機関番号</Field.Label>
            <Input
              ref={numberInput}
              value={number}
              onChange={(e) => setNumber(e.currentTarget.value)}
              autoComplete="username"
            />
            <Field.ErrorText>{LINK_MESSAGES.evaluatorNumberRequired}</Field.ErrorText>
          </Field.Root>
          <Field.Root maxW="xs" invalid={empty.password}>
            <Field.Label>パスワード</Field.Label>
            <Input
              ref={passwordInput}
              type="password"
              value={password}
              onChange={(e) => setPassword(e.currentTarget.value)}
              autoComplete="current-password"
            />
            <Field.ErrorText>{LINK_MESSAGES.evaluatorPasswordRequired}</Field.ErrorText>
          </Field.Root>
          <Button type="submit" colorPalette="teal" loading={loading}>
            表示
          </Button>
        </HStack>
      </form>
      {messages.length > 0 ? (
        <Alert.Root ref={alert} role="alert" tabIndex={-1} status="error" mt="3">
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
          <Text>{links.length === 0 ? '評価者用リンクはありません。' : `評価者用リンク ${links.length}件`}</Text>
          {links.length === 0 ? null : (
            <ScrollTable label="評価者用リンク一覧" stickyFirstColumn={false}>
              <Table.Root size="sm" aria-label="評価者用リンク一覧">
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
                      <Table.Cell minW="10em">{categoryPathOnPage(link.category)}</Table.Cell>
                      <Table.Cell minW="8em">{link.organizationName}</Table.Cell>
                      <Table.Cell minW="14em" overflowWrap="anywhere">
                        <ExternalUrl url={link.url} />
                      </Table.Cell>
                      <Table.Cell minW="12em" whiteSpace="pre-wrap">
                        {link.memo}
                      </Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
            </ScrollTable>
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
