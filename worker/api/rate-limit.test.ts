import { describe, expect, it, vi } from "vitest";
import { networkLimitKey, rateLimitKey } from "./guards";
import { appsScript, post, testEnv, VALID } from "../../tests/support/api";

/**
 * The per-form, per-client limit (docs/decisions/005-rate-limit-key.md):
 * IPv4 addresses and IPv6 /64 prefixes, through the real endpoints.
 */

/** Like Cloudflare's binding as wrangler.toml configures it: 10 per key per period (this fake's period never ends). */
function cloudflareLikeLimiter(limit = 10) {
  const counts = new Map<string, number>();
  const limiter = {
    keys: [] as string[],
    limit: vi.fn(async ({ key }: { key: string }) => {
      limiter.keys.push(key);
      const count = (counts.get(key) ?? 0) + 1;
      counts.set(key, count);
      return { success: count <= limit };
    }),
  };
  return limiter;
}

async function postFrom(addresses: string[], form: "enquiry" | "visit" = "enquiry") {
  appsScript();
  const limiter = cloudflareLikeLimiter();
  const env = testEnv({ FORM_LIMITER: limiter });
  const statuses: number[] = [];
  for (const ip of addresses)
    statuses.push((await post(`/${form}`, VALID[form], { headers: { "cf-connecting-ip": ip }, env })).status);
  return { statuses, limiter };
}

const OK_10_THEN_429 = [...new Array<number>(10).fill(200), 429, 429];

describe("rate limit by IPv4 address or IPv6 /64", () => {
  it("12 posts from 12 addresses in one IPv6 /64 are limited after 10", async () => {
    const addresses = Array.from(
      { length: 12 },
      (_, i) => `2001:db8:abcd:12::${((i * 7919 + 1) & 0xffff).toString(16)}:${i + 1}`,
    );
    expect(new Set(addresses).size).toBe(12);
    const { statuses, limiter } = await postFrom(addresses);
    expect(statuses).toEqual(OK_10_THEN_429);
    expect(new Set(limiter.keys)).toEqual(new Set(["enquiry:2001:db8:abcd:12::/64"]));
  });

  it("12 posts from 12 different /64s are not limited", async () => {
    const addresses = Array.from({ length: 12 }, (_, i) => `2001:db8:abcd:${(0x100 + i).toString(16)}::1`);
    const { statuses, limiter } = await postFrom(addresses);
    expect(statuses).toEqual(new Array<number>(12).fill(200));
    expect(new Set(limiter.keys).size).toBe(12);
  });

  it("one /64 written every way IPv6 allows is one client", async () => {
    const spellings = [
      "2001:db8:0:1::1",
      "2001:DB8:0:1::2",
      "2001:0db8:0000:0001:0000:0000:0000:0003",
      "2001:db8::1:ffff:ffff:ffff:ffff",
      "2001:db8:0:1:a:b:c:d",
      "[2001:db8:0:1::5]",
      "2001:db8:0:1::6%eth0",
      "2001:db8:0:1::1.2.3.4",
      "2001:db8:0:1:0:0:0:9",
      "2001:db8:0:1::a",
      "2001:db8:0:1:1::",
      "2001:db8:0:1::ffff:1:2",
    ];
    const { statuses } = await postFrom(spellings);
    expect(statuses).toEqual(OK_10_THEN_429);
  });

  it("IPv4 keys by the full address: 12 neighbours in one /24 are 12 clients, one address is limited", async () => {
    expect((await postFrom(Array.from({ length: 12 }, (_, i) => `198.51.100.${i + 1}`))).statuses).toEqual(
      new Array<number>(12).fill(200),
    );
    expect((await postFrom(new Array<string>(12).fill("198.51.100.7"))).statuses).toEqual(OK_10_THEN_429);
  });

  it("an IPv4-mapped IPv6 address counts as the IPv4 address it carries", async () => {
    const mixed = Array.from(
      { length: 12 },
      (_, i) => ["198.51.100.7", "::ffff:198.51.100.7", "::FFFF:c633:6407", "0:0:0:0:0:ffff:198.51.100.7"][i % 4]!,
    );
    expect((await postFrom(mixed)).statuses).toEqual(OK_10_THEN_429);
  });

  it("the limit is per form: another form from the same /64 still passes", async () => {
    appsScript();
    const limiter = cloudflareLikeLimiter();
    const env = testEnv({ FORM_LIMITER: limiter });
    const from = (ip: string) => ({ headers: { "cf-connecting-ip": ip }, env });
    for (let i = 0; i < 10; i++)
      expect((await post("/enquiry", VALID.enquiry, from(`2001:db8:5:5::${i + 1}`))).status).toBe(200);
    expect((await post("/enquiry", VALID.enquiry, from("2001:db8:5:5::99"))).status).toBe(429);
    expect((await post("/visit", VALID.visit, from("2001:db8:5:5::99"))).status).toBe(200);
  });
});

describe("and per network: IPv6 /48, IPv4 /24", () => {
  /** Both bindings as wrangler.toml configures them: 10 per client, 30 per network, per form and period. */
  async function postFromBoth(addresses: string[]) {
    appsScript();
    const client = cloudflareLikeLimiter(10);
    const network = cloudflareLikeLimiter(30);
    const env = testEnv({ FORM_LIMITER: client, FORM_NETWORK_LIMITER: network });
    const statuses: number[] = [];
    for (const ip of addresses)
      statuses.push((await post("/enquiry", VALID.enquiry, { headers: { "cf-connecting-ip": ip }, env })).status);
    return { statuses, network };
  }
  const OK_30_THEN_429 = [...new Array<number>(30).fill(200), 429, 429];

  it("32 posts from 32 different /64s of one /48 are limited after 30", async () => {
    const addresses = Array.from({ length: 32 }, (_, i) => `2001:db8:abcd:${(0x100 + i).toString(16)}::1`);
    const { statuses, network } = await postFromBoth(addresses);
    expect(statuses).toEqual(OK_30_THEN_429);
    expect(new Set(network.keys)).toEqual(new Set(["enquiry:2001:db8:abcd::/48"]));
  });

  it("32 posts from 32 different /48s are not limited", async () => {
    const addresses = Array.from({ length: 32 }, (_, i) => `2001:db8:${(0x100 + i).toString(16)}:1::1`);
    expect((await postFromBoth(addresses)).statuses).toEqual(new Array<number>(32).fill(200));
  });

  it("32 posts from 32 addresses of one IPv4 /24 are limited after 30; 32 different /24s are not", async () => {
    const neighbours = Array.from({ length: 32 }, (_, i) => `198.51.100.${i + 1}`);
    expect((await postFromBoth(neighbours)).statuses).toEqual(OK_30_THEN_429);
    const apart = Array.from({ length: 32 }, (_, i) => `198.51.${i}.7`);
    expect((await postFromBoth(apart)).statuses).toEqual(new Array<number>(32).fill(200));
  });

  it("a post the per-client limit refused does not count against the network", async () => {
    const { network } = await postFromBoth(new Array<string>(12).fill("198.51.100.7"));
    expect(network.keys).toHaveLength(10);
  });

  it.each([
    ["198.51.100.7", "enquiry:198.51.100.0/24"],
    ["::ffff:198.51.100.7", "enquiry:198.51.100.0/24"],
    ["::ffff:c633:6407", "enquiry:198.51.100.0/24"],
    ["2001:DB8:abcd:12::1", "enquiry:2001:db8:abcd::/48"],
    ["2001:0db8:abcd:ffff:1:2:3:4", "enquiry:2001:db8:abcd::/48"],
    ["[2001:db8::1]", "enquiry:2001:db8:0::/48"],
    ["2001:db8:abcd::1%eth0", "enquiry:2001:db8:abcd::/48"],
    ["not an address", "enquiry:not an address"],
  ])("networkLimitKey %j → %s", (ip, key) => {
    expect(networkLimitKey("enquiry", ip)).toBe(key);
  });
});

describe("rateLimitKey", () => {
  it.each([
    ["198.51.100.7", "enquiry:198.51.100.7"],
    [" 198.51.100.7 ", "enquiry:198.51.100.7"],
    ["::ffff:198.51.100.7", "enquiry:198.51.100.7"],
    ["::ffff:c633:6407", "enquiry:198.51.100.7"],
    ["2001:DB8::1", "enquiry:2001:db8:0:0::/64"],
    ["2001:db8:0:0:1:2:3:4", "enquiry:2001:db8:0:0::/64"],
    ["2001:db8:aa:bb:cc::", "enquiry:2001:db8:aa:bb::/64"],
    ["::1", "enquiry:0:0:0:0::/64"],
    ["::", "enquiry:0:0:0:0::/64"],
    ["64:ff9b::198.51.100.7", "enquiry:64:ff9b:0:0::/64"],
    ["::ffff:1:198.51.100.7", "enquiry:0:0:0:0::/64"], // not the mapped prefix
    [null, "enquiry:unknown"],
    ["", "enquiry:unknown"],
    ["not an address", "enquiry:not an address"],
    ["1:2:3:4:5:6:7:8:9", "enquiry:1:2:3:4:5:6:7:8:9"],
    ["1::2::3", "enquiry:1::2::3"],
    ["1:2:3:4:5:6:7:8::", "enquiry:1:2:3:4:5:6:7:8::"],
    ["256.1.1.1", "enquiry:256.1.1.1"],
    ["::ffff:256.1.1.1", "enquiry:::ffff:256.1.1.1"],
  ])("%j → %s", (ip, key) => {
    expect(rateLimitKey("enquiry", ip)).toBe(key);
  });
});

describe("a missing FORM_LIMITER binding", () => {
  // Module state: the warning is once per isolate, so these run in this order.
  it("is not reported in front of the local stand-in (no limit is wanted there)", async () => {
    appsScript();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const env = testEnv({ FORM_LIMITER: undefined, ENQUIRY_ENDPOINT: "http://127.0.0.1:8788/macros/s/enquiry/exec" });
    expect((await post("/enquiry", VALID.enquiry, { env })).status).toBeLessThan(500);
    expect(warn).not.toHaveBeenCalled();
  });

  it("in front of the real script: posts still pass, with one warning per isolate", async () => {
    appsScript();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const env = testEnv({ FORM_LIMITER: undefined });
    for (let i = 0; i < 12; i++)
      expect(
        (await post("/enquiry", VALID.enquiry, { headers: { "cf-connecting-ip": "198.51.100.9" }, env })).status,
      ).toBe(200);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(warn.mock.calls[0]![0]))).toMatchObject({ event: "rate_limit_off" });
  });
});
