/** A `window.matchMedia` for a screen `width` px wide (max-width queries in em, as PHONE_QUERY). */
export function matchMediaFor(width: number) {
  return (query: string) => {
    const max = /max-width: ([\d.]+)em/.exec(query);
    return {
      matches: max ? width <= Number(max[1]) * 16 : false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    } as unknown as MediaQueryList;
  };
}
