import { formatDate } from '../../../lib/time';

/** "2024.10.09(수)": the day an entry happened, a Seoul calendar day. */
export const eventDateLabel = (eventDate: string) => formatDate(eventDate);

/** The year an entry belongs to, for the timeline's year marks. */
export const eventYear = (eventDate: string) => eventDate.slice(0, 4);
