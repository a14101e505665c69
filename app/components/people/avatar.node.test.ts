import { describe, expect, it } from "vitest";
import { chairman, staff } from "~/content/staff";
import { AVATAR_SRC, avatarFor, staffImage } from "./avatar";

describe("avatarFor (requirements §2.5 default avatar chosen by name)", () => {
  it("gives the female variant to listed women's given names", () => {
    expect(avatarFor("Anita Maharjan")).toBe("female");
    expect(avatarFor("sabina gurung")).toBe("female");
    expect(avatarFor("  Sunita   Khadka ")).toBe("female");
  });

  it("gives the female variant to female titles and looks past Dr/Prof", () => {
    expect(avatarFor("Ms. Binod Example")).toBe("female");
    expect(avatarFor("Mrs Rai")).toBe("female");
    expect(avatarFor("Dr. Sita Rai")).toBe("female");
    expect(avatarFor("Prof Gita Sharma")).toBe("female");
  });

  it("gives the generic variant to every other name, never a guess", () => {
    expect(avatarFor("Bikash Thapa")).toBe("generic");
    expect(avatarFor("Krishna Prasad Sharma")).toBe("generic");
    expect(avatarFor("Dr. Rajendra Karki")).toBe("generic");
    expect(avatarFor("")).toBe("generic");
    // Only the given name counts, not a later word.
    expect(avatarFor("Kiran Sita Lama")).toBe("generic");
  });

  it("uses the photo when there is one, else the avatar for the name", () => {
    expect(staffImage({ name: "Anita Maharjan", image: "/staff/a.jpg" })).toBe("/staff/a.jpg");
    expect(staffImage({ name: "Anita Maharjan" })).toBe(AVATAR_SRC.female);
    expect(staffImage({ name: "Bikash Thapa" })).toBe(AVATAR_SRC.generic);
  });

  it("the sample roster has the Chairman and twelve others (requirements §9)", () => {
    expect(chairman.role).toBe("Chairman");
    expect(staff).toHaveLength(12);
  });
});
