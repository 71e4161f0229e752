import { Badge } from '@chakra-ui/react';
import { approvalLabel } from '@rules/link-labels';

export function ApprovalBadge({ approved }: { approved: boolean }) {
  return <Badge colorPalette={approved ? 'green' : 'orange'}>{approvalLabel(approved)}</Badge>;
}
