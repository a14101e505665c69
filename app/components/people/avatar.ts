/**
 * Which default avatar a staff member without a photo gets (requirements §2.5:
 * "female or generic variant chosen by name").
 *
 * Rule: "female" when the name starts with a female title (Ms, Mrs, Miss)
 * or its first given name is in FEMALE_GIVEN_NAMES, a list of common Nepali
 * women's given names; "generic" otherwise. We never guess "male": an
 * unknown name gets the neutral figure, so a wrong guess cannot misgender
 * anyone. Matching ignores case, dots and extra spaces. Extend the list when
 * real staff data arrives rather than adding heuristics (e.g. "-a" endings,
 * which would wrongly catch names like "Krishna" or "Rama").
 */
export type AvatarVariant = "female" | "generic";

export const AVATAR_SRC: Record<AvatarVariant, string> = {
  female: "/avatars/female.svg",
  generic: "/avatars/generic.svg",
};

/** Shown when a photo fails to load (requirements §4 "Images"). */
export const PLACEHOLDER_SRC = "/avatars/placeholder.svg";

const FEMALE_TITLES = new Set(["ms", "mrs", "miss"]);

export const FEMALE_GIVEN_NAMES = new Set([
  "aarati",
  "anita",
  "anjali",
  "anju",
  "asmita",
  "bina",
  "bimala",
  "deepa",
  "durga",
  "gita",
  "geeta",
  "indira",
  "januka",
  "kabita",
  "kalpana",
  "kamala",
  "laxmi",
  "manisha",
  "maya",
  "nirmala",
  "pooja",
  "puja",
  "pramila",
  "prativa",
  "priya",
  "rachana",
  "radha",
  "rekha",
  "rita",
  "sabina",
  "samjhana",
  "sangita",
  "sarita",
  "shanti",
  "sita",
  "smriti",
  "srijana",
  "sujata",
  "sunita",
  "sushma",
  "usha",
]);

export function avatarFor(name: string): AvatarVariant {
  const words = name.toLowerCase().replace(/\./g, " ").split(/\s+/).filter(Boolean);
  const [first, second] = words;
  if (first === undefined) return "generic";
  if (FEMALE_TITLES.has(first)) return "female";
  // Skip a leading academic title so "Dr. Sita Rai" is judged by "Sita".
  const given = first === "dr" || first === "prof" ? second : first;
  return given && FEMALE_GIVEN_NAMES.has(given) ? "female" : "generic";
}

/** The image to show first: the photo, or the default avatar for the name. */
export function staffImage(member: { name: string; image?: string }): string {
  return member.image || AVATAR_SRC[avatarFor(member.name)];
}
