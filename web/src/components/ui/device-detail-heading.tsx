import { Box, Heading } from '@chakra-ui/react';
import { deviceDetailHeading } from '@rules/page-titles';

/**
 * A device page's h1, and so its tab title: the category and the certificate number that names the
 * device, so tabs, bookmarks, history and search results tell devices apart. The number wraps as a
 * whole (「CGS-」 at the end of one line and 「2026-0004」 on the next would read as two things).
 */
export function DeviceDetailHeading({
  categoryLabel,
  certificateNumber,
}: {
  categoryLabel: string;
  certificateNumber: string;
}) {
  const heading = deviceDetailHeading(categoryLabel, certificateNumber);
  return (
    <Heading as="h1" size="lg">
      {heading.category}
      <Box as="span" display="inline-block">
        {heading.name}
      </Box>
    </Heading>
  );
}
