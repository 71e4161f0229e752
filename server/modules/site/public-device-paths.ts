/** The path of a category's public list, and of its devices' pages (the id captured, whatever it is). */
export function publicDevicePaths(publicRoute: string): { list: RegExp; detail: RegExp } {
  return { list: new RegExp(`^${publicRoute}/?$`), detail: new RegExp(`^${publicRoute}/([^/]+)/?$`) };
}
