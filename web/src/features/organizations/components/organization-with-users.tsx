import { Heading, HStack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Actions } from '@/components/layout/page';
import type { OrganizationDetailQuery } from '@/generated/graphql';
import { OrganizationSummary } from './organization-summary';
import { UsersTable, type UserRow } from './summary';

interface OrganizationWithUsersProps {
  organization: NonNullable<OrganizationDetailQuery['organization']>;
  /** The buttons under the profile. */
  actions: ReactNode;
  /** A button beside the users heading (e.g. ユーザーを追加). */
  usersAction?: ReactNode;
  /** What may be done to each user, in its row. */
  userActions: (user: UserRow) => ReactNode;
}

/** An organization's page, for the administrator and for its own users: its profile, actions, then its users. */
export function OrganizationWithUsers({ organization, actions, usersAction, userActions }: OrganizationWithUsersProps) {
  const heading = (
    <Heading as="h2" size="md">
      ユーザー
    </Heading>
  );
  return (
    <>
      <OrganizationSummary organization={organization} />
      <Actions>{actions}</Actions>
      {usersAction ? (
        <HStack justify="space-between" pt="4">
          {heading}
          {usersAction}
        </HStack>
      ) : (
        heading
      )}
      {organization.users.length > 0 ? (
        <UsersTable users={organization.users} actions={userActions} />
      ) : (
        <Text>ユーザーはいません。</Text>
      )}
    </>
  );
}
