import type { PlaybackProblem } from '@parallax/core/rules/session';

/** A session that cannot play, with the problem the failure screen tells. */
export class ProblemError extends Error {
  constructor(readonly problem: PlaybackProblem) {
    super(problem.kind);
  }
}

/** The problem an error carries (a ProblemError, a VR start error), else "other". */
export function problemOf(error: unknown): PlaybackProblem {
  if (error instanceof ProblemError) return error.problem;
  if (error && typeof error === 'object' && 'problem' in error) {
    return (error as { problem: PlaybackProblem }).problem;
  }
  return { kind: 'other' };
}
