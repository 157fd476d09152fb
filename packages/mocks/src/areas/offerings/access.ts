import { type AccessTable, needs } from '../../http/access.ts';

/**
 * Offerings (our model, issue 23 §3): the graduate school reads every offering, a college secretary those of
 * their college and a teacher those they teach (the handlers narrow the rows: 403 for one outside the caller's
 * reach). Students get none of it: their offerings reach them through their grades and, later, the timetable.
 * No menu entry of its own: the grade entry (成绩录入) and the timetable (排课信息维护) list offerings.
 */
export const offeringsPermissions = {
  'pkgl:jxb:list': ['staff', 'college', 'teacher'],
} as const;

export const offeringsAccess: AccessTable = {
  listOfferings: needs('pkgl:jxb:list'),
  getOffering: needs('pkgl:jxb:list'),
  listOfferingStudents: needs('pkgl:jxb:list'),
};
