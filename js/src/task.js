// @ts-check
// The task a view is drawn for decides which controls it shows. One task is named here: a
// student's seat in a classroom (the room's page sets `options.task` to "classroom"). That seat
// plays its own cards only: no menu, no open hands, no pause, no steps through the history and
// no new game (the teacher deals); the keys for them do nothing either.

/** The keys a classroom seat ignores (keyboard.js's actions). */
const SEAT_IGNORES = new Set(["pause", "new-game", "menu", "step-back", "step-forward", "step-first", "step-last", "blank"]);

/**
 * Whether these options draw a student's seat in a classroom.
 * @param {{task?: string} | null | undefined} options
 */
export function classroomSeat(options) {
  return options?.task === "classroom";
}

/**
 * Whether a key action is one the task leaves out.
 * @param {{task?: string} | null | undefined} options
 * @param {string} action
 */
export function keyLeftOut(options, action) {
  return classroomSeat(options) && SEAT_IGNORES.has(action);
}
