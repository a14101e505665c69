import type { Outbox } from "../outbox/outbox";
import type { Signed } from "./pages/layout";

/** A posted office form's fields; "" for a text field not sent, null for a file not sent. */
export interface Fields {
  get(name: string): string;
  file(name: string): File | null;
}

/** What the office's middleware (middleware.tsx) gives every signed-in route, the notices' (worker/notices/office.tsx) included. */
export type Office = { Bindings: Env; Variables: { signed: Signed; outbox: Outbox; fields: Fields } };

/** The staff member named in the record of actions. */
export const actorOf = (signed: Signed) => (signed.via === "access" ? signed.who : `${signed.who} (office token)`);
