import { useSession } from '../../../stores/session.ts';

/**
 * Who the degree pages serve the signed-in account as, by its current role (SPEC 4: roles[0]; `multi`
 * switches between teacher and staff): the student their own file, a teacher their reviews and
 * committees, everyone else (college secretaries, the graduate school, admins) the lists of their scope.
 */
export type DegreeRole = 'student' | 'teacher' | 'manager';

export function useDegreeRole(): DegreeRole | undefined {
  const role = useSession((s) => s.info?.roles[0]?.roleKey);
  if (role === undefined) return undefined;
  return role === 'student' ? 'student' : role === 'teacher' ? 'teacher' : 'manager';
}

/** The graduate school and admins: they decide appeals and keep the disciplinary flags (DESIGN: staff/admin). */
export function useIsSchool(): boolean {
  const role = useSession((s) => s.info?.roles[0]?.roleKey);
  return role === 'staff' || role === 'admin';
}

/** The signed-in student's card number (their own degree file). */
export function useOwnCardNumber(): string | undefined {
  return useSession((s) => s.info?.user.xykh ?? undefined);
}

/** The signed-in teacher's staff number (their own vote on a committee). */
export function useOwnStaffNumber(): string | undefined {
  return useSession((s) => s.info?.user.gh ?? undefined);
}
