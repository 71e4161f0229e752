import { Button, Heading, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';

/**
 * What a visitor sees when a screen cannot be shown: its code did not load (offline, or a release
 * replaced the files an open tab still names and the automatic reload, reloadForRelease, could not
 * help) or, rarely, a bug. The error screen of the routes under the layout, so the rest of the
 * layout stays usable; the next navigation leaves it.
 */
export function RouteErrorScreen() {
  const error = useRouteError();
  useEffect(() => console.error(error), [error]);
  return (
    <Stack gap="4">
      <Heading as="h1" size="lg">
        ページを表示できませんでした
      </Heading>
      <Text>通信状況を確認して、ページを再読み込みしてください。</Text>
      <Button alignSelf="flex-start" colorPalette="blue" onClick={() => window.location.reload()}>
        再読み込み
      </Button>
    </Stack>
  );
}
