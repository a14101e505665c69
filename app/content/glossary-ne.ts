/**
 * The Nepali glossary: one Nepali form for each term the site uses again
 * and again, and the forms it does not use. A parent reading two pages (or
 * a menu and the page it opens) should meet one word for one thing: fees
 * called शिक्षण शुल्क on one page and ट्युसन शुल्क on the next read as two
 * different charges.
 *
 * Conventions the entries follow:
 * - Spelling: the Nepal Academy's (decision 038): the conjunct with the
 *   nasal of its class (पञ्चम वर्ण) before every stop (अङ्ग्रेजी, मङ्गलबार,
 *   बैङ्क), the chandrabindu for every nasal vowel (तपाईँ, काठमाडौँ), the
 *   anusvara only before य–ह (संस्था), and the spellings of SPELLING_NE.
 * - Latin script for names that a student meets in Latin letters on their
 *   screen, their certificate or a job advert: programming languages and
 *   tools (Python, SQL), qualification names as the certificates print
 *   them (tests/e2e/nepali-text.ts lists them).
 * - One rule for acronyms: an acronym is written in Latin letters, as a
 *   screen, a certificate or a form prints it (LATIN_ACRONYMS below), never
 *   spelt out letter by letter in Devanagari (आईटी, एसएमएस). Where Nepali
 *   has a word of its own for the thing, the word is used, not the
 *   acronym: the UK is बेलायत (बेलायती as an adjective), and Nepal's exam
 *   board is राष्ट्रिय परीक्षा बोर्ड, as its certificates name it.
 * - Everyday English loans that Nepali readers use and understand
 *   (कोर्स, मार्केटिङ, मार्कसिट) over coined Sanskrit terms they do not.
 *
 * The glossary's test (glossary-ne.node.test.ts) reads every file in app/,
 * worker/ and apps-script/ that holds Devanagari and fails on a rejected form.
 */
/** Its Nepali words' review mark (`npm run preflight` lists the file until the college has read them). */
export const review = "unreviewed";

/**
 * The acronyms a Nepali page writes in Latin letters (the rule above). The
 * Nepali pages' English check lets these through (tests/e2e/nepali-text.ts);
 * each has a glossary entry rejecting its Devanagari spelling.
 */
export const LATIN_ACRONYMS = [
  "IT",
  "SMS",
  "QR",
  "AI",
  "VPN",
  "PDF",
  "ERP",
  "SQL",
  "HTML",
  "CSS",
  "GPA",
  "CGPA",
  "SEE",
  "CBSE",
  "RQF",
  "FHEQ",
] as const;

/**
 * The conventions below are checked by the glossary's test over the words
 * (strings, templates, JSX text) of every file holding Devanagari; each
 * failure names the rule and the file and line.
 */

/**
 * Nasal vowels take the chandrabindu (ँ), as the Nepal Academy writes them
 * (तपाईँ, काठमाडौँ, गर्छौँ), and the anusvara (ं) is kept for the nasal
 * consonant of Sanskrit words before य र ल व श ष स ह (संस्था, संरक्षण,
 * सांस्कृतिक, मंसिर): docs/decisions/038-nepali-orthography.md says why. The
 * few Sanskrit words that end in an anusvara are listed here.
 */
export const ANUSVARA_WORDS = ["एवं", "स्वयं"] as const;

/** After a long vowel an anusvara is a nasal vowel (तपाईँ, काठमाडौँ): Sanskrit's nasal consonant follows a short one or आ (संस्था, सांस्कृतिक). */
export const LONG_VOWELS = "ीूेैोौईऊएऐओऔ";

/** Words written with an anusvara before a stop, and their class nasal (the nasals' rewriter writes these out). */
export const CLASS_NASAL_WORDS: Readonly<Record<string, string>> = { बैंक: "बैङ्क" };

/** Before these an anusvara is the nasal consonant (संस्था); before a stop it is the class nasal (पञ्चम वर्ण): बैङ्क, अङ्क. */
export const ANUSVARA_BEFORE = "यरलवशषसह";

/**
 * Case endings and suffixes that follow a word's last vowel: an anusvara
 * before them closes the word, so it is a nasal vowel (तपाईँलाई, तपाईँसँग).
 */
export const WORD_ENDINGS = ["लाई", "ले", "सँग", "सम्म", "सित", "समेत", "हरू", "स्थित"] as const;

/** Spellings the site writes one way: the right form, then the forms it replaces (each found as part of a word). */
export const SPELLING_NE: readonly { right: string; wrong: readonly string[] }[] = [
  { right: "वैशाख", wrong: ["बैशाख", "बैसाख"] },
  { right: "कम्तीमा", wrong: ["कम्तिमा", "कमसेकम"] },
  { right: "सिधै", wrong: ["सीधै", "सिधा नै"] },
  { right: "प्रस्ट", wrong: ["प्रष्ट"] },
  { right: "तस्बिर", wrong: ["तस्वीर", "तस्विर", "तस्बीर"] },
  { right: "दीक्षान्त", wrong: ["दिक्षान्त", "दीक्षान्तः"] },
  { right: "रूपमा", wrong: ["रुपमा"] },
  { right: "हरू", wrong: ["हरु"] },
  { right: "परीक्षा", wrong: ["परिक्षा"] },
  { right: "निःशुल्क", wrong: ["नि:शुल्क", "निशुल्क"] },
  { right: "अन्तर्राष्ट्रिय", wrong: ["अन्तराष्ट्रिय", "अन्तर्रराष्ट्रिय"] },
  { right: "उत्तीर्ण", wrong: ["उतीर्ण", "उत्तिर्ण"] },
  { right: "सम्झने", wrong: ["सम्झिने"] },
  // The infinitive and its modal are one word (पर्खनुपर्दैन, गर्नुहुँदैन), as the site's other twenty-odd are written.
  { right: "-नुपर्छ, -नुहुँदैन (joined)", wrong: ["नु पर्", "नु हुँदैन"] },
];

/**
 * Names a Nepali page writes in Latin letters, as a certificate, a screen or
 * the maker prints them (like the acronyms above): each with the
 * Devanagari spellings it replaces.
 */
export const LATIN_NAMES: readonly { name: string; rejected: readonly string[] }[] = [
  { name: "A-Level", rejected: ["ए-लेभल", "ए लेभल", "एलेभल"] },
  { name: "International Foundation Diploma", rejected: ["फाउन्डेसन डिप्लोमा", "इन्टरनेसनल फाउन्डेसन"] },
  { name: "Google", rejected: ["गुगल"] },
  { name: "Cloudflare", rejected: ["क्लाउडफ्लेयर"] },
  { name: "Turnstile", rejected: ["टर्नस्टाइल"] },
  { name: "Facebook", rejected: ["फेसबुक"] },
  { name: "Instagram", rejected: ["इन्स्टाग्राम"] },
  { name: "WhatsApp", rejected: ["ह्वाट्सएप", "व्हाट्सएप", "ह्वाट्सअप"] },
  { name: "Viber", rejected: ["भाइबर"] },
  { name: "YouTube", rejected: ["युट्युब", "यूट्युब"] },
  { name: "TikTok", rejected: ["टिकटक"] },
  { name: "LinkedIn", rejected: ["लिङ्क्डइन", "लिंक्डइन"] },
];

/** Postpositions, joined to a Devanagari word (कमलपोखरीमा); a space only after Latin text or digits (MBC मा, ७० भन्दा). */
export const POSTPOSITIONS = [
  "मा",
  "को",
  "का",
  "की",
  "ले",
  "लाई",
  "बाट",
  "देखि",
  "सम्म",
  "सँग",
  "भन्दा",
  "द्वारा",
  "हरू",
  "मै",
  "बारे",
] as const;

/**
 * Honorifics: the college's staff take the honorific verb (शिक्षकहरू
 * पढाउनुहुन्छ); students in general the plain plural (विद्यार्थीहरू सक्छन्),
 * the honorific being for the reader, तपाईँ, in the participles that
 * describe what the reader did as in the main verb (तपाईँले पठाउनुभएको
 * विवरण, not पठाएको: a page that says दिनुभएको in one line and मागेको in
 * the next has dropped its courtesy halfway); and हरेक (every) takes a
 * singular verb (हरेक विद्यार्थीले पाउँछ).
 */
export const STAFF_NOUNS = ["शिक्षक", "प्राध्यापक", "प्राचार्य", "प्रिन्सिपल", "परामर्शदाता", "ट्युटर"] as const;
export const STUDENT_NOUNS = ["विद्यार्थी", "स्नातक"] as const;

export interface GlossaryEntry {
  /** The term in English, as the English pages use it. */
  en: string;
  /** Its one Nepali form (inflections follow it: परियोजनाहरू, अङ्ग्रेजीमा). */
  ne: string;
  /** Forms not to use for it, each found as a part of a word. */
  rejected: readonly string[];
  /** Why this form, when it is a choice a reviewer could make otherwise. */
  why?: string;
}

export const GLOSSARY_NE: readonly GlossaryEntry[] = [
  {
    en: "tuition fee",
    ne: "शिक्षण शुल्क",
    rejected: ["ट्युसन शुल्क", "ट्युसन फी", "पढाइ शुल्क"],
    why: "the fees page's and the scholarships' word: पढाइ शुल्क on another page reads as a second charge",
  },
  {
    en: "English (the language)",
    ne: "अङ्ग्रेजी",
    rejected: ["अंग्रेजी", "अंग्रेज़ी"],
    why: "the conjunct with its class's nasal, as the site writes its other such words",
  },
  {
    en: "short course",
    ne: "छोटो कोर्स",
    rejected: ["छोटो अवधिका कोर्स", "छोटो अवधिको कोर्स"],
    why: "the menu's and the banners' word, short enough for a menu line",
  },
  { en: "QR code", ne: "QR कोड", rejected: ["क्यूआर"] },
  { en: "SQL", ne: "SQL", rejected: ["एसक्यूएल"] },
  { en: "Python", ne: "Python", rejected: ["पाइथन"] },
  { en: "project", ne: "परियोजना", rejected: ["प्रोजेक्ट"] },
  { en: "marketing", ne: "मार्केटिङ", rejected: ["बजारीकरण"] },
  { en: "mark sheet", ne: "मार्कसिट", rejected: ["अङ्कपत्र", "अंकपत्र"] },
  { en: "guide (a document)", ne: "निर्देशिका", rejected: ["गाइड"] },
  {
    en: "NEB (National Examinations Board)",
    ne: "राष्ट्रिय परीक्षा बोर्ड",
    rejected: ["एनईबी"],
    why: "Nepal's own board, named in Nepali as its certificates name it",
  },
  { en: "Tuesday", ne: "मङ्गलबार", rejected: ["मंगलबार"] },
  {
    en: "turn on (JavaScript)",
    ne: "सक्रिय गर्नुहोस्",
    rejected: ["JavaScript खोल्नुहोस्"],
    why: "खोल्नु is to open; a setting is switched on",
  },
  {
    en: "programme (of study)",
    ne: "कार्यक्रम",
    rejected: ["प्रोग्रामहरू", "अध्ययन प्रोग्राम"],
    why: "the word the menu, the course lists and the forms use for what a student enrols on; an event is गतिविधि, so the two never share a word",
  },
  {
    en: "event (a college function, a notice's category)",
    ne: "गतिविधि",
    rejected: [
      "कार्यक्रम / सेमिनार",
      "नतिजा, कार्यक्रम र बिदा",
      'events: "कार्यक्रम"',
      "ल्याब, कार्यक्रम,",
      "सांस्कृतिक कार्यक्रम",
      "समारोह र बिदा",
      'events: "समारोह"',
      "समारोह / सेमिनार",
      "सांस्कृतिक समारोह",
      "ल्याब, समारोह",
    ],
    why: "कार्यक्रम is a programme of study on this site, and समारोह is a ceremony (दीक्षान्त समारोह, the graduation, is one): a talk, a fair or a festival is not",
  },
  {
    en: "education fair (where a visitor heard of the college)",
    ne: "शैक्षिक मेला",
    rejected: ["शैक्षिक समारोह"],
  },
  {
    en: "date / time chosen on the visit form",
    ne: "मनपर्ने मिति",
    rejected: ["आउन चाहेको"],
    why: "the visit form also books phone calls and online counselling, where nobody comes",
  },
  {
    en: "qualification",
    ne: "योग्यता",
    rejected: ["क्वालिफिकेसन"],
    why: "योग्यता means the qualification only: eligibility is पात्रता, merit is मेरिट",
  },
  {
    en: "eligibility, entry requirements",
    ne: "पात्रता",
    rejected: [
      "भर्नाका योग्यता",
      "भर्नाको योग्यता",
      "भर्ना योग्यता",
      "प्रवेश योग्यता",
      "लागि योग्य हुन्छन्",
      "को योग्य हुन्छन्",
      "योग्यता र आवेदन",
      "के-के योग्यता",
    ],
  },
  {
    en: "merit (merit scholarships, admission on merit)",
    ne: "मेरिट",
    rejected: ["योग्यताका आधारमा", "योग्यतामा आधारित"],
    why: "the word Nepali admissions notices use; योग्यता here would read as 'on the basis of the qualification'",
  },
  {
    en: "academic level (Level 3, a Data Science level)",
    ne: "तह",
    rejected: ["लेभलको पढाइ"],
    why: "a scholarship tier is श्रेणी, so तह is only ever a level of study",
  },
  {
    en: "scholarship tier (100%, 90%, 80%, 70%)",
    ne: "श्रेणी",
    rejected: ["छात्रवृत्तिका तह", "छात्रवृत्ति तह", "चार तहमा दिइन्छ", "हरेक तहमा ${recipients", "प्रत्येक तहमा"],
  },
  {
    en: "Advanced (the third Data Science level)",
    ne: "उन्नत",
    rejected: ["उच्च (Advanced)", 'nepali: "उच्च"', 'Advanced: "उच्च"'],
    why: "the course page and the department page name the levels alike (data-science-levels.ne.ts)",
  },
  {
    en: "Expert (the fourth Data Science level)",
    ne: "विशेषज्ञ",
    rejected: ["विज्ञ (Expert)", "देखि विज्ञ", '"विज्ञ"'],
  },
  {
    en: "page (of the website)",
    ne: "पृष्ठ",
    rejected: ["पेज"],
    why: "the frame's word (गृहपृष्ठ, पृष्ठ भेटिएन); the result page and the API's errors say it too",
  },
  {
    en: "PDF",
    ne: "PDF",
    rejected: ["पीडीएफ"],
    why: "the file type as the download and the notices' file list print it",
  },
  { en: "working day", ne: "कार्यदिन", rejected: ["कार्य दिन"] },
  { en: "deployment", ne: "डिप्लोयमेन्ट", rejected: ["डिप्लोइमेन्ट"] },
  { en: "sheet (Google Sheet, spreadsheet)", ne: "सिट", rejected: ["शिट"], why: "as मार्कसिट writes it" },
  { en: "hard work", ne: "मिहिनेत", rejected: ["मेहनत"] },
  {
    en: "(be) in progress",
    ne: "हुँदै छ",
    rejected: ["हुँदैछ", "गर्दैछ", "पठाउँदैछ"],
    why: "the progressive is written as two words, as the forms' पठाउँदै छौं already was",
  },
  {
    en: "contact (the office)",
    ne: "कार्यालयमा सम्पर्क गर्नुहोस्",
    rejected: ["कार्यालयलाई सम्पर्क"],
    why: "one contacts an office मा (or सँग), as the admissions pages write it",
  },
  {
    en: "brief (overview), ambitious",
    ne: "सङ्क्षिप्त",
    rejected: ["संक्षिप्त", "महत्वाकांक्षी"],
    why: "the class-nasal convention; महत्त्वाकाङ्क्षी likewise",
  },
  {
    en: "HTML, CSS, JavaScript",
    ne: "JavaScript",
    rejected: ["जाभास्क्रिप्ट", "एचटीएमएल", "सीएसएस"],
    why: "the languages a student types and meets in job adverts, in Latin like Python and SQL",
  },
  { en: "VPN", ne: "VPN", rejected: ["भीपीएन"], why: "an acronym read in Latin, like QR" },
  { en: "IT", ne: "IT", rejected: ["आईटी", "आइटी"], why: "an acronym, in Latin letters like AI and QR" },
  {
    en: "SMS",
    ne: "SMS",
    rejected: ["एसएमएस"],
    why: "an acronym, in Latin letters as the phone's own menu shows it",
  },
  { en: "ERP", ne: "ERP", rejected: ["इआरपी", "ईआरपी"], why: "an acronym, in Latin letters" },
  {
    en: "GPA, CGPA",
    ne: "GPA",
    rejected: ["जीपीए"],
    why: "an acronym, in Latin letters as the grade sheet prints it",
  },
  {
    en: "SEE (Secondary Education Examination)",
    ne: "SEE",
    rejected: ["एसईई", "एसइई"],
    why: "the exam's name in Nepali words, its acronym in Latin letters beside it as its certificate prints it",
  },
  {
    en: "CBSE (India's school board)",
    ne: "CBSE",
    rejected: ["सीबीएसई"],
    why: "an acronym, in Latin letters as the board's own certificates print it",
  },
  {
    en: "UK",
    ne: "बेलायत",
    rejected: ["युके", "यूके"],
    why: "Nepali has its own word for the country, so no acronym: बेलायत, and बेलायती as an adjective (बेलायती डिग्री)",
  },
  {
    en: "intake (one of the year's five starts)",
    ne: "भर्ना सत्र",
    rejected: [
      "हरेक भर्नामा",
      "हरेक भर्नाका",
      "हरेक भर्नाको",
      "आगामी भर्नामा",
      "अर्को भर्नामा",
      "कुन भर्नामा",
      "कुन भर्ना तपाईं",
      "रोजेको भर्नाका",
      "पटक भर्ना",
      "भर्ना खुल्छ",
      "भर्ना हुने महिना",
    ],
    why: "भर्ना alone is admission (the office, the form, the policy); an intake, one of the year's five starts, is always भर्ना सत्र",
  },
  { en: "modelling", ne: "मोडेलिङ", rejected: ["मोडलिङ"] },
  {
    en: "talks (by industry guests)",
    ne: "अतिथि व्याख्यान",
    rejected: ["प्रवचन"],
    why: "प्रवचन is a religious discourse",
  },
  {
    en: "copy (of one's data)",
    ne: "प्रतिलिपि",
    rejected: ["विवरणको प्रति,", "विवरणको प्रति माग्न"],
    why: "प्रति alone also reads as 'per' or 'towards'",
  },
  {
    en: "AI",
    ne: "AI",
    rejected: ["एआई"],
    why: "as the menu, the ticker and the page titles write it; spelt out once as आर्टिफिसियल इन्टेलिजेन्स (AI)",
  },
  {
    en: "ethical hacking",
    ne: "इथिकल ह्याकिङ",
    rejected: ["नैतिक ह्याकिङ"],
    why: "the field's name as courses and job adverts give it",
  },
  { en: "bachelor's (degree)", ne: "ब्याचलर्स", rejected: ["(ब्याचलर)"], why: "as the menu's स्नातक (ब्याचलर्स)" },
  {
    en: "RQF (England's Regulated Qualifications Framework), FHEQ (its framework for higher education qualifications)",
    ne: "RQF",
    rejected: ["आरक्यूएफ", "एफएचईक्यू", "एफएचइक्यू"],
    why: "the frameworks' acronyms, in Latin letters as NCC Education's and UCLan's documents print them, beside the Nepali words for what they are",
  },
  {
    en: "a later year (entry with credit)",
    ne: "माथिल्लो वर्ष",
    rejected: ["पछिल्लो वर्ष"],
    why: "पछिल्लो वर्ष is the last or the latest year; a student with credit joins a later one",
  },
  {
    en: "governance (of IT, of data)",
    ne: "नीति-नियन्त्रण",
    rejected: ["सुशासन"],
    why: "सुशासन is a government's good governance; the units teach how an organisation directs and controls its IT",
  },
  {
    en: "deserving (students a scholarship rewards)",
    ne: "मेधावी विद्यार्थी",
    rejected: ["योग्य विद्यार्थी"],
    why: "योग्य is eligible: every applicant who meets the entry requirements is, and a scholarship is not promised to all of them",
  },
  {
    en: "contact (someone)",
    ne: "सँग सम्पर्क",
    rejected: ["लाई सम्पर्क", "लाई कसरी सम्पर्क"],
    why: "one contacts someone मा or सँग, never लाई (तपाईँसँग सम्पर्क गर्नेछौँ), with a word between or not",
  },
  {
    en: "hands-on (practice, learning)",
    ne: "व्यावहारिक अभ्यास",
    rejected: ["हातैले अभ्यास", "हातैले मेटा"],
    why: "'with one's own hands' is the English idiom word for word; Nepali courses say व्यावहारिक (or प्रयोगात्मक) अभ्यास, and what is deleted 'by hand' is deleted by someone (कसैले आफैँ मेटाएका), not हातैले",
  },
  {
    en: "a head start (students who want one)",
    ne: "समयमै तयारी",
    rejected: ["अरूभन्दा एक कदम अगाडि", "अरूभन्दा अगाडि हुन"],
    why: "the English idiom word for word reads as a race against other students; the courses offer an early start",
  },
  {
    en: "shape (what partners do for a course), play a part",
    ne: "आकार दिन्छन्",
    rejected: ["भूमिका खेल्"],
    why: "'play a role' word for word; Nepali says what the partner does",
  },
  {
    en: "credits that count at another university (credit transfer)",
    ne: "क्रेडिट गनिन्छन्",
    rejected: ["क्रेडिट तपाईँसँगै जान्छ", "डिग्रीमा लैजान दिन्छ"],
    why: "credits do not travel or get carried: the receiving university counts them",
  },
  {
    en: "moderated (assessments)",
    ne: "अङ्कन दोहोर्‍याएर जाँचिन्छ",
    rejected: ["तयार र परिमार्जन गरिन्छ"],
    why: "moderation checks the marking; परिमार्जन is revising the assessment itself",
  },
  {
    en: "link, web address (of a page or an answer)",
    ne: "लिङ्क",
    rejected: ["उत्तरको आफ्नै ठेगाना"],
    why: "ठेगाना alone reads as a postal address; a page's address is its लिङ्क (an e-mail address stays इमेल ठेगाना)",
  },
  {
    en: "Global Environment (NCC's unit)",
    ne: "विश्वको वातावरण र दिगो विकास",
    rejected: ["विश्वव्यापीकरण र विश्वका समसामयिक"],
    why: "the unit is about the environment and sustainability, not globalisation",
  },
  {
    en: "lecturer, senior lecturer (a job title)",
    ne: "उपप्राध्यापक",
    rejected: ["वरिष्ठ प्राध्यापक", '"प्राध्यापक, '],
    why: "as a title प्राध्यापक is a professor's rank (उपप्राध्यापक is the lecturer's, as Tribhuvan University names its ranks); as a plural for a college's teachers in general (हाम्रा प्राध्यापकहरू) it stays",
  },
  {
    en: "head of (a department, as a job title)",
    ne: "विभागका प्रमुख",
    rejected: ['"प्रमुख, '],
    why: "'Head, Department of …' is the English title's order; Nepali names the department first",
  },
  {
    en: "(a law) provides that, requires",
    ne: "व्यवस्था गरेको छ",
    rejected: ["नुपर्ने अपेक्षा गर्छ"],
    why: "a law does not 'expect': Nepali says what it provides (ऐनले … गर्नुपर्ने व्यवस्था गरेको छ)",
  },
  {
    en: "deleted automatically",
    ne: "स्वतः मेटिन्छ",
    rejected: ["आफैँ मेटिन्छ"],
    why: "आफैँ is 'by itself' or 'oneself' (कसैले आफैँ मेटाएका: deleted by someone by hand), so beside it the automatic deletion needs its own word",
  },
  {
    en: "likewise, in the same way",
    ne: "त्यसैगरी",
    rejected: ["उसैगरी"],
    why: "उसैगरी is spoken Nepali; a notice writes त्यसैगरी",
  },
  {
    en: "taught with care",
    ne: "मन दिएर पढाइने",
    rejected: ["हेरचाहसाथ"],
    why: "हेरचाह is looking after someone (a patient, a child); care in teaching is मन दिएर",
  },
  {
    en: "partnerships in the United Kingdom",
    ne: "बेलायतका संस्थाहरूसँगको साझेदारी",
    rejected: ["बेलायतसँगका साझेदारी", "बेलायतसँगको साझेदारी"],
    why: "the college's partners are British institutions: a partnership with बेलायत reads as one with the country's government",
  },
  {
    en: "an interactive map",
    ne: "सार्न र जुम गर्न सकिन्छ",
    rejected: ["चलाउन मिल्ने नक्सा"],
    why: "'a map one can operate' is the English adjective word for word; Nepali says what the reader can do with it",
  },
  {
    en: "Reasons to choose {name} (a heading)",
    ne: "किन {name} रोज्ने?",
    rejected: ["रोज्नुपर्ने कारणहरू"],
    why: "'reasons one must choose it' reads as an obligation; Nepali college pages ask the reader's own question",
  },
];
