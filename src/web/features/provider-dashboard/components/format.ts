import { monthYear, shortMonth as shortMonthOfDate } from '#shared/format/dates.ts';

/** 'March 2026' and 'Mar' for a 'YYYY-MM' month, as the server sends the overview's months. */
export const monthInWords = (month: string) => monthYear(`${month}-15`);
export const shortMonth = (month: string) => shortMonthOfDate(`${month}-15`);

/** '1 review', '3 reviews'. */
export const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;
