/** The blackout pages' paths (§2), after /org/{orgId}/: the calendar, the one-off ('scheduled') and recurring lists and their records. */

/** A blackout page. */
export type BlackoutView = 'calendar' | 'scheduled' | 'recurring';

/** The path of a blackout list or calendar, or of one blackout ('new' for the form of a new one). */
export const blackoutPath = (view: BlackoutView, id?: string): string => `admin/blackout/${view}${id === undefined ? '' : `/${encodeURIComponent(id)}`}`;
