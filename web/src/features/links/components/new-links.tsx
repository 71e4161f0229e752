import { Box, Heading, Link, List, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { NewLinksDocument, type Edition } from '@/generated/graphql';
import { selectCategory } from '../stores/links-state';
import { useDeferredQuery } from '@/hooks/use-deferred-query';
import { formatDate } from '@/lib/format-date';
import { organizationsPath } from '../lib/link-paths';

export interface NewLinksProps {
  edition: Edition;
  /** How many recently approved links to show (server caps at 50). */
  limit?: number;
  title?: string;
}

/** "新着リンク" for the /house and /building index pages: recently approved public links of the edition. */
export function NewLinks({ edition, limit = 10, title = '新着リンク' }: NewLinksProps) {
  const { data, loading } = useDeferredQuery(NewLinksDocument, { variables: { type: edition, limit } });
  const links = data?.newLinks ?? [];
  return (
    <Box as="section" aria-label={title}>
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {!loading && links.length === 0 ? <Text color="fg.muted">新着リンクはありません。</Text> : null}
      <List.Root gap="2" listStyle="none">
        {links.map((link) => (
          <List.Item key={link.id}>
            <Text as="span" fontSize="sm" color="fg.muted" me="3">
              {formatDate(link.approvedAt)}
            </Text>
            <Link asChild colorPalette="blue" me="2">
              <RouterLink
                to={organizationsPath(edition, link.category.code)}
                onClick={() => selectCategory(link.category.code)}
              >
                {link.category.name}
              </RouterLink>
            </Link>
            <Text as="span">{link.organizationName}</Text>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
