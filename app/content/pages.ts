/**
 * Every route of SPEC §2.1 with its document title, meta description and
 * banner. The route table (app/routes.ts), the sitemap, the navigation tests
 * and the browser tests all read this list, so a page cannot be added in one
 * place and forgotten in another.
 */
export interface BannerData {
  mainTitle: string;
  subTitle: string;
  imageSrc: string;
  altText: string;
}

export interface PageInfo {
  /** Path exactly as SPEC §2.1 writes it (a space stays a space). */
  path: string;
  /** Route module under app/routes/. */
  file: string;
  title: string;
  description: string;
  banner: BannerData;
}

const art = (name: string) => `/art/${name}.svg`;

export const pages = [
  {
    path: "/",
    file: "home.tsx",
    title: "MBC College Kathmandu | British IT Degrees, Diplomas and Short Courses",
    description:
      "Study British-awarded IT degrees and diplomas in Kathmandu with UCLan and NCC Education, with a pathway to graduate in the UK. Scholarships of up to 100%.",
    banner: {
      mainTitle: "Study British IT in Kathmandu",
      subTitle: "UK-awarded degrees, diplomas and short courses at Kamalpokhari",
      imageSrc: art("hero"),
      altText: "Students working together on laptops in a bright classroom",
    },
  },
  {
    path: "/programs/business-computing",
    file: "programs.business-computing.tsx",
    title: "BSc (Hons) Business Computing and Information Systems | MBC",
    description:
      "A three-year UCLan BSc (Hons) in Business Computing and Information Systems, taught in Kathmandu: structure, entry requirements, assessment and intakes.",
    banner: {
      mainTitle: "BSc (Hons) Business Computing and Information Systems",
      subTitle: "Awarded by the University of Central Lancashire (UCLan), UK",
      imageSrc: art("programme-bcis"),
      altText: "Illustration of business charts and a laptop showing code",
    },
  },
  {
    path: "/programs/Bsc_cybersecurity",
    file: "programs.bsc-cybersecurity.tsx",
    title: "BSc (Hons) Cybersecurity and Networking | MBC",
    description:
      "A UCLan BSc (Hons) in Cybersecurity and Networking, taught in Kathmandu with hands-on labs: how you study, the course structure and where it leads.",
    banner: {
      mainTitle: "BSc (Hons) Cybersecurity and Networking",
      subTitle: "Awarded by the University of Central Lancashire (UCLan), UK",
      imageSrc: art("programme-cyber"),
      altText: "Illustration of a padlock over a network of connected computers",
    },
  },
  {
    path: "/programs/CyberSecurity",
    file: "programs.cyber-security-short.tsx",
    title: "Short Course in Cyber Security | MBC",
    description:
      "A practical short course in cyber security for beginners and IT staff in Kathmandu: topics, entry requirements and related occupational standards.",
    banner: {
      mainTitle: "Short Course in Cyber Security",
      subTitle: "Practical security skills in a few months",
      imageSrc: art("programme-cyber"),
      altText: "Illustration of a shield protecting a laptop",
    },
  },
  {
    path: "/programs/l3dc",
    file: "programs.l3dc.tsx",
    title: "Level 3 Diploma in Computing | NCC Education | MBC",
    description:
      "NCC Education Level 3 Diploma in Computing in Kathmandu: units, entry requirements, accreditation and progression to Level 4.",
    banner: {
      mainTitle: "Level 3 Diploma in Computing",
      subTitle: "An NCC Education qualification",
      imageSrc: art("programme-diploma"),
      altText: "Illustration of a diploma certificate beside a computer",
    },
  },
  {
    path: "/programs/l4dc",
    file: "programs.l4dc.tsx",
    title: "Level 4 Diploma in Computing | NCC Education | MBC",
    description:
      "NCC Education Level 4 Diploma in Computing (600/0406/X) in Kathmandu: five core and three specialist units, entry requirements and progression.",
    banner: {
      mainTitle: "Level 4 Diploma in Computing",
      subTitle: "An NCC Education qualification, equivalent to the first year of a UK degree",
      imageSrc: art("programme-diploma"),
      altText: "Illustration of a diploma certificate beside a computer",
    },
  },
  {
    path: "/programs/l4dc-bm",
    file: "programs.l4dc-bm.tsx",
    title: "Level 4 Diploma in Computing with Business Management | MBC",
    description:
      "NCC Education Level 4 Diploma in Computing with Business Management in Kathmandu: core, specialist and elective units, entry and progression.",
    banner: {
      mainTitle: "Level 4 Diploma in Computing with Business Management",
      subTitle: "An NCC Education qualification",
      imageSrc: art("programme-diploma"),
      altText: "Illustration of a diploma certificate beside a computer",
    },
  },
  {
    path: "/programs/l5dc",
    file: "programs.l5dc.tsx",
    title: "Level 5 Diploma in Computing | NCC Education | MBC",
    description:
      "NCC Education Level 5 Diploma in Computing (600/3055/0) in Kathmandu: specialist and elective units, IELTS 5.5 entry and the route to a UK degree.",
    banner: {
      mainTitle: "Level 5 Diploma in Computing",
      subTitle: "An NCC Education qualification, equivalent to the second year of a UK degree",
      imageSrc: art("programme-diploma"),
      altText: "Illustration of a diploma certificate beside a computer",
    },
  },
  {
    path: "/programs/l5dc-bm",
    file: "programs.l5dc-bm.tsx",
    title: "Level 5 Diploma in Computing with Business Management | MBC",
    description:
      "NCC Education Level 5 Diploma in Computing with Business Management in Kathmandu: four core units and two electives, entry and progression.",
    banner: {
      mainTitle: "Level 5 Diploma in Computing with Business Management",
      subTitle: "An NCC Education qualification",
      imageSrc: art("programme-diploma"),
      altText: "Illustration of a diploma certificate beside a computer",
    },
  },
  {
    path: "/programs/l5dc-cs",
    file: "programs.l5dc-cs.tsx",
    title: "Level 5 Diploma in Computing with Cyber Security | MBC",
    description:
      "NCC Education Level 5 Diploma in Computing with Cyber Security in Kathmandu: four specialist units and two electives, entry and progression.",
    banner: {
      mainTitle: "Level 5 Diploma in Computing with Cyber Security",
      subTitle: "An NCC Education qualification",
      imageSrc: art("programme-cyber"),
      altText: "Illustration of a padlock over a network of connected computers",
    },
  },
  {
    path: "/programs/L3IFDHES",
    file: "programs.l3ifdhes.tsx",
    title: "Level 3 International Foundation Diploma for Higher Education Studies | MBC",
    description:
      "NCC Education Level 3 International Foundation Diploma for Higher Education Studies in Kathmandu: 120 credits preparing you for a UK-style degree.",
    banner: {
      mainTitle: "Level 3 International Foundation Diploma for Higher Education Studies",
      subTitle: "An NCC Education foundation qualification",
      imageSrc: art("programme-foundation"),
      altText: "Illustration of stacked books and a graduation cap",
    },
  },
  {
    path: "/programs/ArtificialIntelligence",
    file: "programs.artificial-intelligence.tsx",
    title: "Short Course in Artificial Intelligence | MBC",
    description:
      "A hands-on short course in artificial intelligence and machine learning in Kathmandu: eleven topics, the tools you will use and sample materials.",
    banner: {
      mainTitle: "Short Course in Artificial Intelligence",
      subTitle: "From Python foundations to machine learning models",
      imageSrc: art("programme-ai"),
      altText: "Illustration of a neural network diagram",
    },
  },
  {
    path: "/programs/Data Science",
    file: "programs.data-science.tsx",
    title: "Short Course in Data Science | MBC",
    description:
      "A four-level short course in data science in Kathmandu, from Introduction to Expert: statistics, coding, modelling and data visualisation.",
    banner: {
      mainTitle: "Short Course in Data Science",
      subTitle: "Four levels, from Introduction to Expert",
      imageSrc: art("programme-data"),
      altText: "Illustration of bar and line charts on a dashboard",
    },
  },
  {
    path: "/programs/fullStackDevlopment",
    file: "programs.full-stack.tsx",
    title: "Short Course in Full Stack Development with the MERN Stack | MBC",
    description:
      "Learn MongoDB, Express, React and Node.js in nine modules and build complete web applications: a practical full stack short course in Kathmandu.",
    banner: {
      mainTitle: "Full Stack Development with the MERN Stack",
      subTitle: "Nine modules from HTML to a deployed web application",
      imageSrc: art("programme-web"),
      altText: "Illustration of a browser window with code and layout blocks",
    },
  },
  {
    path: "/academic/computing",
    file: "academic.computing.tsx",
    title: "Department of Computing and Technology | MBC",
    description:
      "The Department of Computing and Technology at MBC: software development, databases, networks and the UK-awarded programmes it teaches.",
    banner: {
      mainTitle: "Department of Computing and Technology",
      subTitle: "Software, systems and the skills employers ask for",
      imageSrc: art("department-computing"),
      altText: "Illustration of a developer's desk with two monitors",
    },
  },
  {
    path: "/academic/data-science",
    file: "academic.data-science.tsx",
    title: "Department of Data Science | MBC",
    description:
      "The Department of Data Science at MBC: statistics, programming, machine learning and visualisation taught through real data sets.",
    banner: {
      mainTitle: "Department of Data Science",
      subTitle: "Turning data into decisions",
      imageSrc: art("programme-data"),
      altText: "Illustration of bar and line charts on a dashboard",
    },
  },
  {
    path: "/academic/cybersecurity",
    file: "academic.cybersecurity.tsx",
    title: "Department of Cyber Security | MBC",
    description:
      "The Department of Cyber Security at MBC: network defence, ethical hacking, digital forensics and secure systems, with practical lab work.",
    banner: {
      mainTitle: "Department of Cyber Security",
      subTitle: "Defending systems, networks and data",
      imageSrc: art("programme-cyber"),
      altText: "Illustration of a padlock over a network of connected computers",
    },
  },
  {
    path: "/administration/faculty-staff",
    file: "administration.faculty-staff.tsx",
    title: "Our Faculty and Administrative Team | MBC",
    description: "Meet the Chairman, lecturers and administrative staff who teach and support students at MBC in Kathmandu.",
    banner: {
      mainTitle: "Our Faculty and Administrative Team",
      subTitle: "The people who teach, guide and support you",
      imageSrc: art("team"),
      altText: "Illustration of a group of staff members standing together",
    },
  },
  {
    path: "/administration/admissions",
    file: "administration.admissions.tsx",
    title: "Office of Admissions | MBC",
    description:
      "Contact the MBC Office of Admissions: programmes open for application, how to apply in five steps, entry questions answered and office hours.",
    banner: {
      mainTitle: "Office of Admissions",
      subTitle: "We are here to help you apply",
      imageSrc: art("admissions"),
      altText: "Illustration of a counsellor talking with a student and parent",
    },
  },
  {
    path: "/administration/policies",
    file: "administration.policies.tsx",
    title: "Policies and Regulations | MBC",
    description:
      "MBC's academic policies: admission, attendance, assessment, academic integrity, grievances and student conduct, in plain language.",
    banner: {
      mainTitle: "Policies and Regulations",
      subTitle: "Clear rules, applied fairly",
      imageSrc: art("policies"),
      altText: "Illustration of a document with a checklist and a seal",
    },
  },
  {
    path: "/admission/why-mbc",
    file: "admission.why-mbc.tsx",
    title: "Why Choose MBC | British IT Education in Kathmandu",
    description:
      "Eleven reasons students choose MBC: UK-awarded qualifications, affordable fees, scholarships, an assured internship and a pathway abroad.",
    banner: {
      mainTitle: "Why Choose MBC?",
      subTitle: "A British education, close to home",
      imageSrc: art("why"),
      altText: "Illustration of a student on a path leading to a university building",
    },
  },
  {
    path: "/admission/scholarship",
    file: "admission.scholarship.tsx",
    title: "Scholarships of up to 100% | MBC",
    description:
      "MBC scholarships of 100%, 90%, 80% and 70%, each for five students per intake: who is eligible and how the scholarship exam works.",
    banner: {
      mainTitle: "Scholarships",
      subTitle: "Up to 100% of tuition for talented students",
      imageSrc: art("scholarship"),
      altText: "Illustration of a trophy and a graduation cap",
    },
  },
  {
    path: "/admission/fees-funding",
    file: "admission.fees-funding.tsx",
    title: "Fees and Funding | MBC",
    description:
      "How MBC's fees work, the scholarships that reduce them and the payment options available, with the fee guide to download.",
    banner: {
      mainTitle: "Fees and Funding",
      subTitle: "Affordable British qualifications, explained clearly",
      imageSrc: art("fees"),
      altText: "Illustration of a calculator and a fee schedule",
    },
  },
  {
    path: "/apply",
    file: "apply.tsx",
    title: "Apply Online | MBC Admission Form",
    description:
      "Apply to MBC online: fill in your details, upload photos of your academic documents and payment receipt, and we will confirm by e-mail or phone.",
    banner: {
      mainTitle: "Online Admission Form",
      subTitle: "Apply in a few minutes from your phone",
      imageSrc: art("apply"),
      altText: "Illustration of a phone showing an application form",
    },
  },
  {
    path: "/about/gallary",
    file: "about.gallery.tsx",
    title: "Photo Gallery | Life at MBC",
    description: "A look at MBC: classrooms, labs, events, graduations and student life at our Kamalpokhari campus in Kathmandu.",
    banner: {
      mainTitle: "Gallery",
      subTitle: "Moments from our campus",
      imageSrc: art("gallery"),
      altText: "Illustration of a wall of framed photographs",
    },
  },
  {
    path: "/about/Chairman-message",
    file: "about.chairman-message.tsx",
    title: "Message from the Chairman | MBC",
    description: "A message from the Chairman of MBC on British education in Nepal and the college's vision for its students.",
    banner: {
      mainTitle: "Message from the Chairman",
      subTitle: "Why we built this college",
      imageSrc: art("message"),
      altText: "Illustration of an open letter and a fountain pen",
    },
  },
  {
    path: "/about/CEO",
    file: "about.ceo.tsx",
    title: "Message from the CEO | MBC",
    description: "A message from the Chief Executive Officer of MBC on teaching, employability and the student experience.",
    banner: {
      mainTitle: "Message from the CEO",
      subTitle: "Our commitment to every student",
      imageSrc: art("message"),
      altText: "Illustration of an open letter and a fountain pen",
    },
  },
  {
    path: "/about/uclan",
    file: "about.uclan.tsx",
    title: "Our UK University Partner: UCLan | MBC",
    description:
      "MBC's partnership with the University of Central Lancashire (UCLan): the university in numbers, its programmes, research and student life.",
    banner: {
      mainTitle: "University of Central Lancashire",
      subTitle: "Our UK university partner",
      imageSrc: art("university"),
      altText: "Illustration of a university building with a clock tower",
    },
  },
  {
    path: "/about/ncc-education",
    file: "about.ncc-education.tsx",
    title: "Our Awarding Body: NCC Education | MBC",
    description:
      "MBC's partnership with NCC Education, the UK awarding body recognised by over 70 universities: its qualifications, reach and progression routes.",
    banner: {
      mainTitle: "NCC Education",
      subTitle: "Our UK awarding body",
      imageSrc: art("awarding-body"),
      altText: "Illustration of a globe with connected certificates",
    },
  },
  {
    path: "/about/credit-transfer",
    file: "about.credit-transfer.tsx",
    title: "Credit Transfer to UK and International Universities | MBC",
    description:
      "How credit transfer works: carry your NCC Education diploma credits to partner universities abroad and finish your degree faster.",
    banner: {
      mainTitle: "Credit Transfer",
      subTitle: "Carry your credits to a university abroad",
      imageSrc: art("credit-transfer"),
      altText: "Illustration of an aeroplane flying between two university buildings",
    },
  },
  {
    path: "/VisitUs",
    file: "visit-us.tsx",
    title: "Visit Us or Book Counselling | MBC",
    description:
      "Book a campus visit, online counselling or a phone callback with MBC's admissions team in Kamalpokhari, Kathmandu.",
    banner: {
      mainTitle: "Visit Us",
      subTitle: "Book a campus visit, online counselling or a callback",
      imageSrc: art("visit"),
      altText: "Illustration of a campus entrance with a welcome sign",
    },
  },
  {
    path: "/Diplomas",
    file: "diplomas.tsx",
    title: "NCC Education Diplomas | Level 3, 4 and 5 | MBC",
    description:
      "All seven NCC Education diplomas taught at MBC, from the Level 3 foundation diploma to the Level 5 Diploma in Computing with Cyber Security.",
    banner: {
      mainTitle: "Diploma Programmes",
      subTitle: "Seven NCC Education qualifications from Level 3 to Level 5",
      imageSrc: art("programme-diploma"),
      altText: "Illustration of a diploma certificate beside a computer",
    },
  },
  {
    path: "/ShortCourses",
    file: "short-courses.tsx",
    title: "Short Courses in Cyber Security, AI, Data Science and Web | MBC",
    description:
      "Four practical short courses at MBC: Cyber Security, Artificial Intelligence, Data Science and Full Stack Development with the MERN stack.",
    banner: {
      mainTitle: "Short Courses",
      subTitle: "Focused, practical skills in cyber security, AI, data and the web",
      imageSrc: art("programme-web"),
      altText: "Illustration of a browser window with code and layout blocks",
    },
  },
  {
    path: "/contact",
    file: "contact.tsx",
    title: "Contact MBC | Kamalpokhari, Kathmandu",
    description:
      "Find MBC at Yeti Marg, Kamalpokhari, Kathmandu: phone numbers, e-mail addresses, opening hours, a map and an enquiry form.",
    banner: {
      mainTitle: "Contact Us",
      subTitle: "Call, write or visit us in Kamalpokhari",
      imageSrc: art("contact"),
      altText: "Illustration of a map pin over a city street",
    },
  },
] as const satisfies readonly PageInfo[];

export type PagePath = (typeof pages)[number]["path"];

const byPath = new Map<string, PageInfo>(pages.map((p) => [p.path, p]));

/** The page record for a path of SPEC §2.1; throws for a path not in the table. */
export function page(path: PagePath): PageInfo {
  const found = byPath.get(path);
  if (!found) throw new Error(`No page registered for ${path}`);
  return found;
}

/** The URL a link should use (the space in "/programs/Data Science" encoded). */
export function href(path: PagePath): string {
  return encodeURI(path);
}
