import type { components } from '@gs/sdk/schema';
import type { ReadonlyCollection } from '../../core/collection.ts';
import { defineSlice } from '../../core/store.ts';
import { COLLEGES, majorByCode } from '../dicts/data.ts';
import { studentsSlice } from '../students/store.ts';

type OrgNode = components['schemas']['OrgNode'];
type Term = components['schemas']['Term'];
/** A term as stored: what the answer adds (the English name, whether it is the current term) is worked out per request. */
export type TermRecord = Omit<Term, 'nameEn' | 'current'>;

/** The English name of a term (`2026-2027, semester 1`), from its year and semester. */
export const termNameEn = (term: Pick<TermRecord, 'xn' | 'xq'>): string => `${term.xn}, semester ${term.xq}`;
type Room = components['schemas']['Room'];
type Teacher = components['schemas']['Teacher'];
type Student = components['schemas']['Student'];

/** A research direction of a major (our model): the third level of the organisation tree. */
export interface Direction {
  /** `<zydm>-<nn>`. */
  id: string;
  name: string;
  zydm: string;
}

/** The supervisor profile of a staff member (our model), keyed by staff number. */
export interface TeacherProfile {
  gh: string;
  dslx: Teacher['dslx'];
  directionIds: readonly string[];
  /** New students per enrolment year. */
  quota: number;
}

/**
 * The shared domain model of the business areas (AREAS.md): research directions, terms, rooms and
 * the teachers' supervisor profiles. Colleges and majors are the dictionaries' static data.
 */
export const orgSlice = defineSlice('org', (store) => {
  const students = store.slice(studentsSlice);
  const directions = store.collection<Direction>('orgDirections', (d) => d.id);
  const profiles = store.collection<TeacherProfile>('teacherProfiles', (p) => p.gh);
  const terms = store.collection<TermRecord>('terms', (t) => t.id);
  const rooms = store.collection<Room>('rooms', (r) => r.id);

  function directionsOf(zydm: string): Direction[] {
    return [...directions.values()].filter((d) => d.zydm === zydm);
  }

  /** A staff member as a teacher, with the profile (every staff member has one once seeded). */
  function teacherOf(gh: string): Teacher | undefined {
    const member = students.staffMember(gh);
    if (!member) return undefined;
    const profile = profiles.get(gh);
    return {
      gh: member.gh,
      xm: member.xm,
      ...(member.xb ? { xb: member.xb } : {}),
      ...(member.xydm ? { xydm: member.xydm } : {}),
      ...(member.xymc ? { xymc: member.xymc } : {}),
      ...(member.zc ? { zc: member.zc } : {}),
      dslx: profile?.dslx ?? '0',
      quota: profile?.quota ?? 0,
      studentCount: students.studentsOfSupervisor(gh).length,
      directions: (profile?.directionIds ?? []).flatMap((id) => {
        const direction = directions.get(id);
        const major = direction ? majorByCode(direction.zydm)?.major : undefined;
        return direction && major ? [{ id: direction.id, name: direction.name, zydm: direction.zydm, zymc: major.name }] : [];
      }),
    };
  }

  /** Current students (`dsgh` is the teacher) enrolled in `rxnj`: what the quota of that year counts. */
  function studentsOfYear(gh: string, rxnj: number): Student[] {
    return students.studentsOfSupervisor(gh).filter((s) => s.rxnj === rxnj && ['01', '02', '06'].includes(s.xjzt));
  }

  /** The profile of a staff member, or what one without a profile is: no supervisor, no quota. */
  function profileOf(gh: string): TeacherProfile {
    return profiles.get(gh) ?? { gh, dslx: '0', directionIds: [], quota: 0 };
  }

  return {
    directions: directions as ReadonlyCollection<Direction>,
    profiles: profiles as ReadonlyCollection<TeacherProfile>,
    terms: terms as ReadonlyCollection<TermRecord>,
    rooms: rooms as ReadonlyCollection<Room>,
    addDirection: (direction: Direction) => directions.set(direction),
    addTerm: (term: TermRecord) => terms.set(term),
    addRoom: (room: Room) => rooms.set(room),
    profileOf,
    /**
     * Changes a teacher's supervisor profile (kind, quota, directions): the graduate school or the
     * teacher editing it, an approved supervisor selection, the seed. A staff member without one gets one.
     */
    updateProfile(gh: string, changes: Partial<Omit<TeacherProfile, 'gh'>>): TeacherProfile {
      return profiles.set({ ...profileOf(gh), ...changes, gh });
    },
    directionsOf,
    teacherOf,
    studentsOfYear,
    /** College -> major -> direction as SPEC 3 tree nodes, in dictionary order. */
    tree(): OrgNode[] {
      return COLLEGES.map((college) => ({
        id: college.code,
        name: college.name,
        parentId: null,
        kind: 'college',
        code: college.code,
        children: college.majors.map((major) => ({
          id: major.code,
          name: major.name,
          parentId: college.code,
          kind: 'major',
          code: major.code,
          children: directionsOf(major.code).map((d) => ({ id: d.id, name: d.name, parentId: major.code, kind: 'direction', code: d.id, children: [] })),
        })),
      }));
    },
  };
});

export type Org = ReturnType<typeof orgSlice.create>;
