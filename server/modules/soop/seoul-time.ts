/** Seoul wall-clock text as the platform writes it: YYYY-MM-DD HH:mm:ss. */
export const seoulDateTime = (at: Date = new Date()): string =>
  at.toLocaleString('sv-SE', { timeZone: 'Asia/Seoul', hour12: false }).replace('T', ' ');
