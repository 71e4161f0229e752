import { Heading, Link, List, Stack } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { DEVICE_CATEGORIES } from '@/config/device-categories';
import { paths } from '@/config/paths';

/** Links to the five public equipment lists, for the /house and /building index pages. */
export function EquipmentListLinks() {
  return (
    <Stack gap="2" as="section" aria-label="機器一覧">
      <Heading as="h2" size="md">
        機器一覧
      </Heading>
      <List.Root ps="5">
        {DEVICE_CATEGORIES.map((category) => (
          <List.Item key={category.code}>
            <Link asChild colorPalette="blue">
              <RouterLink to={paths.publicDevices.list(category.code)}>{category.label}</RouterLink>
            </Link>
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
