/** The words of academic.cybersecurity.ts in Nepali: its document title, description and banner. UNREVIEWED. */
import { networkSecurityAlt } from "../programmes/shared.ne";
import type { PageTextNe } from "./ne.types";

export const review = "unreviewed";

export const academicCybersecurityPageNe: PageTextNe = {
  title: "साइबर सुरक्षा विभाग",
  description:
    "MBC को साइबर सुरक्षा विभाग: नेटवर्कको रक्षा, इथिकल ह्याकिङ, डिजिटल फरेन्सिक र सुरक्षित प्रणाली, ल्याबमा व्यावहारिक अभ्याससहित।",
  banner: {
    mainTitle: "साइबर सुरक्षा विभाग",
    subTitle: "प्रणाली, नेटवर्क र डेटाको सुरक्षा",
    altText: networkSecurityAlt,
  },
};
