import type { GradeFlag, GradeLevel, GradeRow, GradeScale, GradeSource } from '../../api/sheets.ts';

/** The grid's words for the API's (the generated types, through the feature's api module). */
export type Scale = GradeScale;
export type Level = GradeLevel;
export type Flag = GradeFlag;
export type SaveSource = GradeSource;
/** What the grid reads of a sheet's row (a 409's conflicts and a save's answer are whole GradeRows). */
export type ServerRow = Pick<GradeRow, 'xykh' | 'xm' | 'zymc' | 'score' | 'level' | 'flag' | 'version' | 'updatedBy' | 'updatedAt'>;
