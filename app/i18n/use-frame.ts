import { useRouteError, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import type { Locale } from "./locale";
import type { FrameText } from "./frame/types";
import type { Words } from "./words/index.server";

type RootData = Awaited<ReturnType<typeof rootLoader>>;

/** The root loader's data; undefined only while the root's own error boundary renders. */
function useRootData(): RootData | undefined {
  return useRouteLoaderData<typeof rootLoader>("root") as RootData | undefined;
}

/**
 * The page's language, as the root loader decided it (it says "en" for a
 * /ne/ path while the Nepali version is off); on the maintenance page, which
 * the root loader throws, from that error's data; English otherwise.
 */
export function useLocale(): Locale {
  const data = useRootData();
  const error = useRouteError() as { data?: { locale?: Locale } } | undefined;
  return data?.locale ?? error?.data?.locale ?? "en";
}

/** The frame's words in the page's language. */
export function useFrame(): FrameText {
  const data = useRootData();
  if (!data) throw new Error("useFrame: the root loader's data is missing");
  return data.frame;
}

/** The shared components' words in the page's language (app/i18n/words). */
export function useWords(): Words {
  const data = useRootData();
  if (!data) throw new Error("useWords: the root loader's data is missing");
  return data.words;
}

/** Whether the Nepali version is on (NEPALI_VERSION): the switcher shows only then. */
export function useNepaliOn(): boolean {
  return useRootData()?.nepali ?? false;
}
