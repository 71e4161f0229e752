import { Badge, Table, Text } from '@chakra-ui/react';
import { ExternalUrl } from '@/components/ui/external-url';

interface LinkUrlCellProps {
  link: { url: string; forEvaluator: boolean; memo?: string | null };
}

/** A list cell with the link's url (opens in a new tab), the 評価者用 badge and the evaluator memo. */
export function LinkUrlCell({ link }: LinkUrlCellProps) {
  return (
    <Table.Cell overflowWrap="anywhere">
      <ExternalUrl url={link.url} />
      {link.forEvaluator ? (
        <Badge ms="2" colorPalette="purple">
          評価者用
        </Badge>
      ) : null}
      {link.memo ? (
        <Text fontSize="xs" color="fg.muted" whiteSpace="pre-wrap">
          {link.memo}
        </Text>
      ) : null}
    </Table.Cell>
  );
}
