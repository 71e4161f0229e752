import type { PublicDeviceSheetQuery } from '@/generated/graphql';
import { scriptSafeJson } from '@rules/rendered-page';

type SheetField = NonNullable<PublicDeviceSheetQuery['publicDeviceSheet']>['fields'][number];

export interface DeviceJsonLdProps {
  device: { certificateNumber: string; brandName: { name: string } };
  /** The sheet's fields, as its page shows them: identifying numbers and performance values. */
  fields: readonly Pick<SheetField, 'label' | 'unit' | 'value' | 'group'>[];
  /** The device page's canonical URL. */
  url: string;
}

/** A plain decimal number, written as a JSON number; anything else stays text. */
const DECIMAL = /^-?\d+(\.\d+)?$/;

interface PropertyValue {
  '@type': 'PropertyValue';
  name: string;
  value: string | number;
  unitText?: string;
}

/** schema.org Product for a device page: what search engines read of its brand, numbers and values. */
export function deviceProduct({ device, fields, url }: DeviceJsonLdProps) {
  const filled = fields.filter((field) => field.value.trim() !== '');
  const model = filled
    .filter((field) => field.group === 'identifying')
    .map((field) => field.value.trim())
    .join(' / ');
  const additionalProperty = filled
    .filter((field) => field.group === 'performance')
    .map((field): PropertyValue => {
      const value = field.value.trim();
      return {
        '@type': 'PropertyValue',
        name: field.label,
        value: DECIMAL.test(value) ? Number(value) : value,
        ...(field.unit ? { unitText: field.unit } : {}),
      };
    });
  const brand = device.brandName.name;
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: model ? `${brand} ${model}` : brand,
    brand: { '@type': 'Brand', name: brand },
    ...(model ? { model } : {}),
    identifier: device.certificateNumber,
    ...(additionalProperty.length > 0 ? { additionalProperty } : {}),
    url,
  };
}

/** The device page's structured data (schema.org Product, JSON-LD), rendered with the page. */
export function DeviceJsonLd(props: DeviceJsonLdProps) {
  return (
    <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: scriptSafeJson(deviceProduct(props)) }} />
  );
}
