import { toSeoul } from './time';

/** A `datetime-local` field's value read as Seoul time, as an ISO instant; '' stays '' (the form says it is missing). */
export const seoulInputToIso = (local: string): string => (local ? toSeoul(local).toISOString() : '');

/** An instant as a `datetime-local` field's value in Seoul time. */
export const isoToSeoulInput = (iso: string | number): string => toSeoul(iso).format('YYYY-MM-DDTHH:mm');
