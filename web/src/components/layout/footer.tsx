import { Box, Flex, Text, useRecipe } from '@chakra-ui/react';
import { useMemo } from 'react';
import { COPYRIGHT_START_YEAR } from '@/config/constants';
import { ASSOCIATION_PAGES } from '@rules/association-site';
import { associationPage } from '@/config/env';

export const ASSOCIATION_NAME = '省エネ設備評価協会';

export function Footer({ now = new Date() }: { now?: Date }) {
  // The links are plain `a` elements styled once here, as `<Link color="inherit" fontSize="sm">`
  // styles each: the footer is on every page the server renders.
  const link = useRecipe({ key: 'link' });
  const linkCss = useMemo(() => ({ '& a': { ...link({}), color: 'inherit', fontSize: 'sm' } }), [link]);
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
        css={linkCss}
      >
        {ASSOCIATION_PAGES.map((page) => (
          <a key={page.path} href={associationPage(page.path)}>
            {page.label}
          </a>
        ))}
      </Flex>
      <Text textAlign="center" fontSize="xs">
        © {COPYRIGHT_START_YEAR}-{now.getFullYear()} {ASSOCIATION_NAME}
      </Text>
    </Box>
  );
}
