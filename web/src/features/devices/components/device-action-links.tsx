import { Button, type ButtonProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import type { DeviceCategory, DeviceDetailQuery } from '@/generated/graphql';
import type { Area } from '@/features/devices/common';

type Device = NonNullable<DeviceDetailQuery['device']>;

interface DeviceAction {
  label: string;
  to: string;
  look: Pick<ButtonProps, 'colorPalette' | 'variant'>;
  shown: boolean;
}

/** The action screens a device's detail links to, each shown when the viewer may take it in this area. */
function deviceActions(area: Area, device: Device, category: DeviceCategory): DeviceAction[] {
  const can = device.viewerCan;
  const mine = area === 'organization';
  const org = paths.organization.devices(category);
  const admin = paths.admin.devices(category);
  const canceled = device.status === 'canceled' || device.status === 'cancel_requested';
  return [
    {
      label: '公開申請',
      to: org.statusPublished(device.id),
      look: { colorPalette: 'blue' },
      shown: mine && !!can?.applyPublish,
    },
    {
      label: '取消申請',
      to: org.statusPublishedCancel(device.id),
      look: { colorPalette: 'orange' },
      shown: mine && !!can?.applyCancel,
    },
    {
      label: '日付変更',
      to: org.updatePublishDate(device.id),
      look: { variant: 'outline' },
      shown: mine && !!can?.updateDates,
    },
    { label: '取消内容', to: org.statusCanceled(device.id), look: { variant: 'outline' }, shown: mine && canceled },
    {
      label: '公開承認',
      to: admin.approveEnabled(device.id),
      look: { colorPalette: 'blue' },
      shown: !mine && !!can?.approve,
    },
    {
      label: '取消',
      to: `${admin.detail(device.id)}/cancel`,
      look: { colorPalette: 'orange' },
      shown: !mine && !!can?.cancel,
    },
    {
      label: '削除',
      to: mine ? org.delete(device.id) : admin.delete(device.id),
      look: { colorPalette: 'red', variant: 'outline' },
      shown: !!can?.delete,
    },
  ];
}

/** Small link buttons to the device's action screens (those the viewer may take). */
export function DeviceActionLinks({
  area,
  device,
  category,
}: {
  area: Area;
  device: Device;
  category: DeviceCategory;
}) {
  return deviceActions(area, device, category)
    .filter((action) => action.shown)
    .map((action) => (
      <Button key={action.label} asChild size="sm" {...action.look}>
        <RouterLink to={action.to}>{action.label}</RouterLink>
      </Button>
    ));
}
