/** Full-page navigation to another site; an object so tests can replace `assign`. */
export const externalNavigation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};
