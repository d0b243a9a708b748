/** The product's identity. One place, so a re-brand is a one-line change. */
export const product = {
  /** Code of the crew members' role (SPEC `{product}`). */
  code: 'C9',
  name: '씨나인',
  memberRoleName: '씨나인멤버',
  version: '1.66.20',
} as const;
