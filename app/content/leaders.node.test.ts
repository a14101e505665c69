import { describe, expect, it } from "vitest";
import { ceoMessage, chairmanMessage } from "./leaders";
import { chairman, staff } from "./staff";

describe("leaders' messages", () => {
  it("are signed with the names the staff page shows for the Chairman and the CEO", () => {
    const ceo = staff.find((m) => m.role === "Chief Executive Officer");
    expect(chairmanMessage.name).toBe(chairman.name);
    expect(ceoMessage.name).toBe(ceo?.name);
    // A name, not a role title.
    for (const m of [chairmanMessage, ceoMessage]) expect(m.name).not.toMatch(/^The |Chairman|Officer/);
  });
});
