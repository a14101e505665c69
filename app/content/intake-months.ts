/** requirements §9 "Enrollment months": the months a new student can start, as the English pages name them. */
export const enrolmentMonths = ["January", "March", "June", "September", "November"] as const;
