/**
 * Where a page's hydration data is served (hydration-data.ts, decision 023):
 * `/__hydration/<digest>.js?page=<the page's path and query>`. Free of the
 * Workers runtime, so the bench can tell these requests apart too.
 */
export const HYDRATION_DATA_PATH = "/__hydration/";

export function hydrationDataAddress(digest: string, page: string): string {
  return `${HYDRATION_DATA_PATH}${digest}.js?page=${encodeURIComponent(page)}`;
}
