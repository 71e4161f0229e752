import { Box, Flex, Link, Text } from '@chakra-ui/react';
import { COPYRIGHT_START_YEAR } from '@/config/constants';
import { ASSOCIATION_PAGES } from '@rules/association-site';
import { associationPage } from '@/config/env';

export const ASSOCIATION_NAME = '省エネ設備評価協会';

export function Footer({ now = new Date() }: { now?: Date }) {
  return (
    <Box as="footer" mt="10" py="6" px="4" bg="gray.800" color="gray.100">
      <Flex
        as="nav"
        aria-label="協会サイト"
        justify="center"
        columnGap={{ base: 4, md: 6 }}
        rowGap="2"
        wrap="wrap"
        mb="3"
      >
        {ASSOCIATION_PAGES.map((link) => (
          <Link key={link.path} href={associationPage(link.path)} color="inherit" fontSize="sm">
            {link.label}
          </Link>
        ))}
      </Flex>
      <Text textAlign="center" fontSize="xs">
        © {COPYRIGHT_START_YEAR}-{now.getFullYear()} {ASSOCIATION_NAME}
      </Text>
    </Box>
  );
}
