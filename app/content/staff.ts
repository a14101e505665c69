/**
 * SAMPLE DATA — replace with the college's real team before launch.
 *
 * requirements §2.5 asks for the Chairman plus twelve other staff but names nobody,
 * so these are realistic, invented Nepali names and roles. They are not real
 * people, and each record says so with `sample: true`: `npm run preflight`
 * (and so `npm run deploy`) refuses to go live while any remain. To publish
 * the real team, edit the records below: set `name`, `role`, `sample: false`
 * and (optionally) `image`, a square photo under public/ such as
 * "/staff/anita-shrestha.jpg". Leave `image` out and the page draws a
 * default avatar (female or generic variant, chosen from the name by
 * `avatarFor` in app/components/people/avatar.ts); a photo that fails to
 * load is replaced by a placeholder. The page works the same with any number
 * of records.
 */
export interface StaffMember {
  name: string;
  role: string;
  /** Path of a photo under public/; omit to show the default avatar. */
  image?: string;
  /** A short introduction, shown on the featured card. */
  bio?: string;
  /**
   * True for an invented person (sample data). Required, so that whoever adds
   * a record has to say whether it is a real member of staff.
   */
  sample: boolean;
}

export const chairman: StaffMember = {
  name: "Ram Prasad Adhikari",
  role: "Chairman",
  // The same illustrated portrait as the Chairman's message page.
  image: "/portraits/chairman.svg",
  sample: true,
  bio: "The Chairman leads the college's board and its partnerships in the United Kingdom, and sets the standard every member of our team works to: a British education, taught with care, in Kathmandu.",
};

export const staff: StaffMember[] = [
  { name: "Sushil Kumar Shrestha", role: "Chief Executive Officer", sample: true },
  { name: "Anita Maharjan", role: "Principal", sample: true },
  { name: "Bikash Thapa", role: "Head of Computing and Technology", sample: true },
  { name: "Sabina Gurung", role: "Head of Data Science", sample: true },
  { name: "Rajendra Karki", role: "Head of Cyber Security", sample: true },
  { name: "Pooja Bhattarai", role: "Admission Counsellor", sample: true },
  { name: "Nabin Rai", role: "Senior Lecturer, Software Development", sample: true },
  { name: "Srijana Tamang", role: "Lecturer, Databases and Information Systems", sample: true },
  { name: "Dipesh Joshi", role: "Lecturer, Networks and Security", sample: true },
  { name: "Manisha Poudel", role: "Student Services Officer", sample: true },
  { name: "Kiran Lama", role: "IT and Lab Administrator", sample: true },
  { name: "Sunita Khadka", role: "Accounts Officer", sample: true },
];

/** The faculty and staff page's team, as its route's loader sends it (staff.ne.ts: the same in Nepali). */
export interface StaffContent {
  chairman: StaffMember;
  staff: StaffMember[];
  /** The paragraph above the team's cards. */
  teamIntro: string;
}

export const staffContent: StaffContent = {
  chairman,
  staff,
  teamIntro:
    "Lecturers who bring industry experience into the classroom, and an administrative team that looks after admissions, student services, labs and accounts.",
};

/**
 * The member of the team holding `role` (the CEO's message is signed with the
 * roster's name, so the two pages cannot disagree). Throws when nobody does,
 * so removing the role without updating its page fails the tests.
 */
export function memberWithRole(role: string): StaffMember {
  const member = [chairman, ...staff].find((m) => m.role === role);
  if (!member) throw new Error(`No member of staff has the role "${role}" (app/content/staff.ts)`);
  return member;
}
