/**
 * SAMPLE DATA — replace with the college's real team before launch.
 *
 * SPEC §2.5 asks for the Chairman plus twelve other staff but names nobody,
 * so these are realistic, invented Nepali names and roles. They are not real
 * people. To publish the real team, edit the records below: set `name`,
 * `role` and (optionally) `image`, a square photo under public/ such as
 * "/staff/anita-shrestha.jpg". Leave `image` out and the page draws a
 * default avatar (female or generic variant, chosen from the name by
 * `avatarFor` in app/components/pages-a/avatar.ts); a photo that fails to
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
}

export const chairman: StaffMember = {
  name: "Ram Prasad Adhikari",
  role: "Chairman",
  // The same illustrated portrait as the Chairman's message page.
  image: "/portraits/chairman.svg",
  bio: "The Chairman leads the college's board and its partnerships in the United Kingdom, and sets the standard every member of our team works to: a British education, taught with care, in Kathmandu.",
};

export const staff: StaffMember[] = [
  { name: "Sushil Kumar Shrestha", role: "Chief Executive Officer" },
  { name: "Anita Maharjan", role: "Principal" },
  { name: "Bikash Thapa", role: "Head of Computing and Technology" },
  { name: "Sabina Gurung", role: "Head of Data Science" },
  { name: "Rajendra Karki", role: "Head of Cyber Security" },
  { name: "Pooja Bhattarai", role: "Admission Counsellor" },
  { name: "Nabin Rai", role: "Senior Lecturer, Software Development" },
  { name: "Srijana Tamang", role: "Lecturer, Databases and Information Systems" },
  { name: "Dipesh Joshi", role: "Lecturer, Networks and Security" },
  { name: "Manisha Poudel", role: "Student Services Officer" },
  { name: "Kiran Lama", role: "IT and Lab Administrator" },
  { name: "Sunita Khadka", role: "Accounts Officer" },
];
