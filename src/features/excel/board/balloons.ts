/** "1,234개": balloon counts as the pages write them. */
export const formatBalloons = (n: number): string => `${n.toLocaleString('ko-KR')}개`;
