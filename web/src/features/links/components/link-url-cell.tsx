import { Badge, Table, Text } from '@chakra-ui/react';
import { ExternalUrl } from '@/components/ui/external-url';

interface LinkUrlCellProps {
  link: { url: string; forEvaluator: boolean; memo?: string | null };
}

/** A list cell with the link's url (opens in a new tab), the 評価者用 badge and the evaluator memo. */
export function LinkUrlCell({ link }: LinkUrlCellProps) {
  return (
    // Wide enough that an address breaks into a few lines on a phone, not one per few letters.
    <Table.Cell overflowWrap="anywhere" minW="16em">
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
