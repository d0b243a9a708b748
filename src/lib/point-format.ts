/** Points as members read them everywhere: thousands separators and P (SPEC section 9). */
export const formatPoint = (point: number): string => `${point.toLocaleString('ko-KR')}P`;
