import { env } from "cloudflare:workers";
import { applyD1Migrations, type D1Migration } from "cloudflare:test";

// Every Workers test file starts with the outbox's schema in its D1 database,
// applied from migrations/ exactly as `wrangler d1 migrations apply` would.
const { OUTBOX_DB, TEST_MIGRATIONS } = env as unknown as { OUTBOX_DB: D1Database; TEST_MIGRATIONS: D1Migration[] };
await applyD1Migrations(OUTBOX_DB, TEST_MIGRATIONS);
