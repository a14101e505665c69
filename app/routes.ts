import { type RouteConfig, index, route } from "@react-router/dev/routes";

// Mirrors SPEC §2.1 line for line. Paths are case-sensitive as the spec
// writes them; "/programs/Data Science" is reached as /programs/Data%20Science.
// Another spelling of a path (case, trailing slash) is answered at the edge
// with a 301 to this one (worker/canonical-path.ts), so each page has one URL.
const exact = { caseSensitive: true };

export default [
  index("routes/home.tsx"),
  route("programs/business-computing", "routes/programs.business-computing.tsx", exact),
  route("programs/Bsc_cybersecurity", "routes/programs.bsc-cybersecurity.tsx", exact),
  route("programs/CyberSecurity", "routes/programs.cyber-security-short.tsx", exact),
  route("programs/l3dc", "routes/programs.l3dc.tsx", exact),
  route("programs/l4dc", "routes/programs.l4dc.tsx", exact),
  route("programs/l4dc-bm", "routes/programs.l4dc-bm.tsx", exact),
  route("programs/l5dc", "routes/programs.l5dc.tsx", exact),
  route("programs/l5dc-bm", "routes/programs.l5dc-bm.tsx", exact),
  route("programs/l5dc-cs", "routes/programs.l5dc-cs.tsx", exact),
  route("programs/L3IFDHES", "routes/programs.l3ifdhes.tsx", exact),
  route("programs/ArtificialIntelligence", "routes/programs.artificial-intelligence.tsx", exact),
  route("programs/Data Science", "routes/programs.data-science.tsx", exact),
  route("programs/fullStackDevlopment", "routes/programs.full-stack.tsx", exact),
  route("academic/computing", "routes/academic.computing.tsx", exact),
  route("academic/data-science", "routes/academic.data-science.tsx", exact),
  route("academic/cybersecurity", "routes/academic.cybersecurity.tsx", exact),
  route("administration/faculty-staff", "routes/administration.faculty-staff.tsx", exact),
  route("administration/admissions", "routes/administration.admissions.tsx", exact),
  route("administration/policies", "routes/administration.policies.tsx", exact),
  route("admission/why-mbc", "routes/admission.why-mbc.tsx", exact),
  route("admission/scholarship", "routes/admission.scholarship.tsx", exact),
  route("admission/fees-funding", "routes/admission.fees-funding.tsx", exact),
  route("apply", "routes/apply.tsx", exact),
  route("about/gallary", "routes/about.gallery.tsx", exact),
  route("about/Chairman-message", "routes/about.chairman-message.tsx", exact),
  route("about/CEO", "routes/about.ceo.tsx", exact),
  route("about/uclan", "routes/about.uclan.tsx", exact),
  route("about/ncc-education", "routes/about.ncc-education.tsx", exact),
  route("about/credit-transfer", "routes/about.credit-transfer.tsx", exact),
  route("VisitUs", "routes/visit-us.tsx", exact),
  route("Diplomas", "routes/diplomas.tsx", exact),
  route("ShortCourses", "routes/short-courses.tsx", exact),
  route("contact", "routes/contact.tsx", exact),
  // Not in SPEC §2.1's table: sitemap.xml and robots.txt, then the 404 page.
  route("sitemap.xml", "routes/sitemap.ts", exact),
  route("robots.txt", "routes/robots.ts", exact),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
