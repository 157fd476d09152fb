/**
 * The analysis page's cross-filter (issue 24 §2 "clicking a bar filters every other chart to those
 * respondents"): the answers picked per question, and which analysis each chart reads.
 *
 * A chart is filtered by the picks on every other question but not by its own, as in dc.js's
 * crossfilter: the chart clicked keeps its whole distribution with the picked bars marked, so a second
 * bar can be added to (or taken out of) the pick. Within a question the picks are "any of"; across
 * questions they all hold (the server's `filters`, Operation 6).
 */

/** One question's picks: option values, 'yes'/'no', a rating as a string, or a matrix 'row:column'. */
export interface Pick {
  questionId: string;
  values: string[];
}

/** The picks in the order they were made (the tags show them so). */
export type Picks = readonly Pick[];

/** Adds `value` to the question's picks, or takes it out when it is there (a second click undoes the first). */
export function togglePick(picks: Picks, questionId: string, value: string): Picks {
  const current = picks.find((pick) => pick.questionId === questionId);
  if (!current) return [...picks, { questionId, values: [value] }];
  const values = current.values.includes(value) ? current.values.filter((item) => item !== value) : [...current.values, value];
  if (values.length === 0) return picks.filter((pick) => pick.questionId !== questionId);
  return picks.map((pick) => (pick.questionId === questionId ? { questionId, values } : pick));
}

/** Without the question's picks (its tag closed). */
export function removePick(picks: Picks, questionId: string): Picks {
  return picks.filter((pick) => pick.questionId !== questionId);
}

/** The values picked on a question (its chart marks them). */
export function pickedValues(picks: Picks, questionId: string): readonly string[] {
  // The same empty list every time: a card without picks is not drawn again for a pick elsewhere.
  return picks.find((pick) => pick.questionId === questionId)?.values ?? noValues;
}

const noValues: readonly string[] = [];

/**
 * The analyses the page asks for: one with every pick, which all the charts without a pick of their own
 * read (and the header's "matching" figure), and one per picked question without its own pick. `of`
 * tells which one a question's chart reads, by its index in `requests`.
 */
export function analysisRequests(picks: Picks): { requests: Picks[]; of: (questionId: string) => number } {
  const requests: Picks[] = [picks, ...picks.map((pick) => removePick(picks, pick.questionId))];
  return {
    requests,
    of: (questionId) => {
      const index = picks.findIndex((pick) => pick.questionId === questionId);
      return index < 0 ? 0 : index + 1;
    },
  };
}
