import type { Locale } from "../locale";
import { en } from "./en";
import { ne } from "./ne";
import type { FrameText } from "./types";

/** The frame's words per language; server-only, so a page's HTML carries its own language's alone. */
export const frameText: Record<Locale, FrameText> = { en, ne };
