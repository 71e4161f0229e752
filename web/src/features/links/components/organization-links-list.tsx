import { Box, Card, Heading, List, Stack, Text } from '@chakra-ui/react';
import { ExternalUrl } from '@/components/ui/external-url';
import type { OrganizationLinksFieldsFragment } from '@/generated/graphql';

/** Makers with their links; each link opens the maker's page in a new tab. */
export function OrganizationLinksList({
  organizations,
  showCategory = false,
  empty = '該当するリンクはありません。',
}: {
  organizations: OrganizationLinksFieldsFragment[];
  showCategory?: boolean;
  empty?: string;
}) {
  if (organizations.length === 0) return <Text color="fg.muted">{empty}</Text>;
  return (
    <Stack gap="3" as="ul" aria-label="事業者一覧" listStyle="none">
      {organizations.map((organization) => (
        <Card.Root as="li" key={organization.organizationId} size="sm" variant="outline">
          <Card.Body>
            <Heading as="h3" size="sm" mb="2">
              {organization.organizationName}
            </Heading>
            <List.Root gap="1" ps="4">
              {organization.links.map((link) => (
                <List.Item key={link.id} overflowWrap="anywhere">
                  {showCategory ? (
                    <Box as="span" fontSize="sm" color="fg.muted" me="2">
                      {link.category.name}:
                    </Box>
                  ) : null}
                  <ExternalUrl url={link.url} />
                </List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}
