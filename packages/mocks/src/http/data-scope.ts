import type { components } from '@gs/sdk/schema';
import type { Caller } from './context.ts';

type Student = components['schemas']['Student'];
type Subject = components['schemas']['ApplicationSubject'];

/*
 * The data scope of a caller (SPEC 6 "dataScopes"; the rules are our model): which students and which
 * teachers a caller's lists and reads reach. Every area applies the same rules, so they live here, next
 * to `Caller`, and not in one area's handlers.
 */

// Worked out once per request (a caller is one request's): a list of 20,000 applications asks it per row.
const everyone = new WeakMap<Caller, boolean>();

/** Holders of `xj:stuinfo:list` and admins see every student and every teacher. */
export function seesEveryone(caller: Caller): boolean {
  let answer = everyone.get(caller);
  if (answer === undefined) {
    answer = caller.isAdmin || caller.permissions.includes('xj:stuinfo:list');
    everyone.set(caller, answer);
  }
  return answer;
}

/**
 * A student in the caller's scope: everyone for whoever `seesEveryone`, a college secretary (data scope
 * `college`) the students of their college, a supervisor their own students, a student only their own
 * record.
 */
export function inScope(caller: Caller, student: Pick<Student, 'xykh' | 'xydm' | 'dsgh'>): boolean {
  if (seesEveryone(caller)) return true;
  if (caller.role.dataScope === 'college') return caller.user.deptId !== null && student.xydm === caller.user.deptId;
  if (caller.role.roleKey === 'teacher' && caller.user.gh) return student.dsgh === caller.user.gh;
  if (caller.role.roleKey === 'student' && caller.user.xykh) return student.xykh === caller.user.xykh;
  return false;
}

/**
 * A teacher in the caller's scope (the subject of a teacher's application): everyone for whoever
 * `seesEveryone`, a college secretary the teachers of their college, a teacher themself.
 */
export function teacherInScope(caller: Caller, teacher: Pick<Subject, 'xydm' | 'gh'>): boolean {
  if (seesEveryone(caller)) return true;
  if (caller.role.dataScope === 'college') return caller.user.deptId !== null && teacher.xydm === caller.user.deptId;
  return caller.user.gh !== null && caller.user.gh === teacher.gh;
}
