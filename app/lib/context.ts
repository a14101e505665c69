import { createContext } from "react-router";
import { type NoticesReader, noNotices } from "~/notices/types";

/** Per-request values the Worker hands to React Router (see worker/index.ts). */
export interface RequestInfo {
  /** CSP nonce for this response's inline scripts. */
  nonce: string;
  /** Canonical origin, e.g. https://www.example.edu.np (no trailing slash). */
  siteUrl: string;
  /** Hero video URL (configurable, requirements §2.3). */
  heroVideoUrl: string;
  /** The operator's maintenance switch (MAINTENANCE_MODE="on"). */
  maintenance: boolean;
  /** Cloudflare Turnstile's site key when the forms must carry a token; "" when Turnstile is off. */
  turnstileSiteKey: string;
  /** The Nepali version is on (NEPALI_VERSION="on"): /ne/ pages render and the switcher shows. */
  nepali: boolean;
  /** The office's notices: the board, the home page's ticker and popup (app/notices/types.ts). */
  notices: NoticesReader;
}

export const requestInfo = createContext<RequestInfo>({
  nonce: "",
  siteUrl: "https://www.example.edu.np",
  heroVideoUrl: "",
  maintenance: false,
  turnstileSiteKey: "",
  nepali: false,
  notices: noNotices,
});
