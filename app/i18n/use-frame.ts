import { useLocation, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { type Locale, localeOfPath } from "./locale";
import type { FrameText } from "./frame/types";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The root loader's data; undefined only while the root's own error boundary renders. */
function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root") as RootData | undefined;
}

/**
 * The page's language. From the root loader (which says "en" for /ne/ paths
 * while the Nepali version is off); from the path where that data is missing.
 */
export function useLocale(): Locale {
  const data = useRootData();
  const { pathname } = useLocation();
  return data?.locale ?? localeOfPath(pathname);
}

/** The frame's words in the page's language. */
export function useFrame(): FrameText {
  const data = useRootData();
  if (!data) throw new Error("useFrame: the root loader's data is missing");
  return data.frame;
}

/** Whether the Nepali version is on (NEPALI_VERSION): the switcher shows only then. */
export function useNepaliOn(): boolean {
  return useRootData()?.nepali ?? false;
}
