import { describe, expect, it } from 'vitest';
import { PublicDeviceListDocument, PublicDeviceSheetDocument, PublicListBrandNamesDocument } from '@/generated/graphql';
import { listRouteQueries, sheetRouteQueries } from './page-queries';

describe("the public routes' queries (what the server runs before rendering)", () => {
  it("are the list page's brand names and rows for the filters and page in the address", () => {
    const queries = listRouteQueries('cogeneration_systems')({
      params: {},
      search: new URLSearchParams('brand_name=%20エコ%20&include_expired=true&page=3'),
    });
    expect(queries).toEqual([
      { query: PublicListBrandNamesDocument, variables: { category: 'cogeneration_systems' } },
      {
        query: PublicDeviceListDocument,
        variables: {
          category: 'cogeneration_systems',
          filter: expect.objectContaining({ brandName: 'エコ', includeExpired: true, number: undefined }) as object,
          page: 3,
        },
      },
    ]);
  });

  it("are the device sheet's, with the list's 取消済 switch; none for an address that names no device", () => {
    const sheet = sheetRouteQueries('solar_systems');
    expect(sheet({ params: { id: '42' }, search: new URLSearchParams('include_expired=true') })).toEqual([
      { query: PublicDeviceSheetDocument, variables: { category: 'solar_systems', id: 42, includeExpired: true } },
    ]);
    for (const id of ['0', '042', 'abc', '12345678901', undefined])
      expect(sheet({ params: { id }, search: new URLSearchParams() })).toEqual([]);
  });
});
