import { Box, Button } from '@chakra-ui/react';
import { useId, useState, type ReactNode } from 'react';
import { PHONE_QUERY, useMediaQuery } from '@/hooks/use-media-query';

export interface FilterDisclosureProps {
  /** A filter is applied: the form starts open so the user sees what narrows the list. */
  active: boolean;
  children: ReactNode;
}

/**
 * A list's search form. On a phone it folds behind one 「絞り込み」 button, so the list itself is on
 * the first screen; on wider screens the form is simply there. The media query is read before the
 * first paint, so nothing jumps when the page loads. Folded, the form is built when first opened
 * (and kept, with what was typed, when folded again): its inputs were a third of a list page's
 * start-up work on a throttled phone, for a form most visitors never open.
 */
export function FilterDisclosure({ active, children }: FilterDisclosureProps) {
  const phone = useMediaQuery(PHONE_QUERY);
  const [open, setOpen] = useState(active);
  const [opened, setOpened] = useState(active);
  const contentId = useId();
  if (!phone) return <>{children}</>;
  return (
    <Box>
      <Button
        size="sm"
        variant="outline"
        aria-expanded={open}
        aria-controls={contentId}
        onClick={() => {
          setOpen((value) => !value);
          setOpened(true);
        }}
      >
        {open ? '絞り込みを閉じる' : '絞り込み'}
        {active ? '（条件あり）' : ''}
      </Button>
      <Box id={contentId} hidden={!open} mt="3">
        {opened ? children : null}
      </Box>
    </Box>
  );
}
