/**
 * The faculty and staff page's team in Nepali: the twin of staff.ts (the
 * same people, photos and sample flags; their roles and the Chairman's
 * introduction in Nepali). People's names stay as they are written in
 * staff.ts. UNREVIEWED: written for parents and guardians; the college
 * confirms it before NEPALI_VERSION is switched on. Like the English, the
 * people are SAMPLE data until the college gives its real team.
 */
import { type StaffContent, type StaffMember, chairman, staff } from "./staff";

export const review = "unreviewed";

/** Each role of staff.ts in Nepali; a role missing here fails the page's loader, so none stays English. */
const rolesNe: Record<string, string> = {
  Chairman: "अध्यक्ष",
  "Chief Executive Officer": "प्रमुख कार्यकारी अधिकृत",
  Principal: "प्राचार्य",
  "Head of Computing and Technology": "कम्प्युटिङ तथा प्रविधि विभागका प्रमुख",
  "Head of Data Science": "डेटा साइन्स विभागका प्रमुख",
  "Head of Cyber Security": "साइबर सुरक्षा विभागका प्रमुख",
  "Admission Counsellor": "भर्ना परामर्शदाता",
  "Senior Lecturer, Software Development": "वरिष्ठ उपप्राध्यापक (सफ्टवेयर विकास)",
  "Lecturer, Databases and Information Systems": "उपप्राध्यापक (डेटाबेस र सूचना प्रणाली)",
  "Lecturer, Networks and Security": "उपप्राध्यापक (नेटवर्क र सुरक्षा)",
  "Student Services Officer": "विद्यार्थी सेवा अधिकृत",
  "IT and Lab Administrator": "IT तथा ल्याब प्रशासक",
  "Accounts Officer": "लेखा अधिकृत",
};

/** A member of staff.ts with the role in Nepali. */
export function inNepali(member: StaffMember): StaffMember {
  const role = rolesNe[member.role];
  if (!role) throw new Error(`No Nepali for the role "${member.role}" (app/content/staff.ne.ts)`);
  return { ...member, role };
}

export const staffContentNe: StaffContent = {
  chairman: {
    ...inNepali(chairman),
    bio: "अध्यक्षले कलेजको सञ्चालक समिति र बेलायतका संस्थाहरूसँगको साझेदारीको नेतृत्व गर्नुहुन्छ, र हाम्रो टोलीका हरेक सदस्यले पालना गर्ने मापदण्ड तय गर्नुहुन्छ: काठमाडौँमै मन दिएर पढाइने बेलायती शिक्षा।",
  },
  staff: staff.map(inNepali),
  teamIntro:
    "कक्षाकोठामा उद्योगको अनुभव ल्याउने प्राध्यापकहरू, अनि भर्ना, विद्यार्थी सेवा, ल्याब र लेखाको जिम्मा सम्हाल्ने प्रशासनिक टोली।",
};
