/**
 * The Data Science short course's four levels in Nepali: the twin of
 * data-science-levels.ts (the same keys, each level's Nepali name and entry).
 * UNREVIEWED: written for parents and guardians; the college confirms it
 * before NEPALI_VERSION is switched on.
 */
import { type DataScienceLevel, dataScienceExperience } from "./data-science-levels";
import { nepaliFigure } from "~/i18n/numerals";

const n = nepaliFigure;
const { Intermediate, Advanced } = dataScienceExperience;

export const review = "unreviewed";

/** Each level's name as a Nepali sentence writes it ("परिचयात्मक तह"). */
export const dataScienceLevelNameNe: Record<DataScienceLevel, string> = {
  Introduction: "परिचयात्मक",
  Intermediate: "मध्यम",
  Advanced: "उन्नत",
  Expert: "विशेषज्ञ",
};

export const dataScienceLevelEntryNe: Record<DataScienceLevel, string> = {
  Introduction: "सुरुआत गर्नेहरूका लागि खुला; पहिलेको अनुभव चाहिँदैन, विद्यालय तहको गणित र कम्प्युटर चलाउन सहज भए पुग्छ।",
  Intermediate: `डेटासँग काम गरेको ${n(Intermediate.min)}–${n(Intermediate.max)} वर्षको अनुभव, र परिचयात्मक तह उत्तीर्ण।`,
  Advanced: `${n(Advanced.over)} वर्षभन्दा बढीको अनुभव, र मध्यम तह उत्तीर्ण।`,
  Expert: "उन्नत तह पूरा गरिसकेका टोली प्रमुखहरूका लागि।",
};
