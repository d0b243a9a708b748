/** An instant as a member reads it in a message: Seoul time, e.g. "11월 24일 오후 08:00". */
export const seoulTime = (at: Date) =>
  at.toLocaleString('ko-KR', {
    timeZone: 'Asia/Seoul',
    month: 'long',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
