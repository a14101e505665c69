/**
 * The Data Science short course's four levels, named once (requirements
 * §2.4: Introduction, Intermediate, Advanced, Expert) with each level's
 * entry (§9). The course page, its level specifications and the Data
 * Science department page all read them from here, so a level has one
 * name everywhere.
 */
/** The years of experience the second and third levels ask for (requirements §9), which the finder reads too. */
export const dataScienceExperience = {
  Intermediate: { min: 2, max: 3 },
  Advanced: { over: 3 },
} as const;

const { Intermediate, Advanced } = dataScienceExperience;

export const dataScienceLevelEntry = {
  Introduction:
    "Open to beginners, with no previous experience needed, only comfort with school-level mathematics and a computer.",
  Intermediate: `${Intermediate.min}–${Intermediate.max} years of experience working with data, and a pass in the Introduction level.`,
  Advanced: `More than ${Advanced.over} years of experience, and a pass in the Intermediate level.`,
  Expert: "For team leaders who have completed the Advanced level.",
} as const;

export type DataScienceLevel = keyof typeof dataScienceLevelEntry;

export const dataScienceLevelNames = Object.keys(dataScienceLevelEntry) as DataScienceLevel[];
