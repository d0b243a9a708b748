/**
 * One staff change in the member dialog: asks `question` under `title`, runs it, says `done`, and
 * answers whether it went through (a refusal was already alerted by the HTTP layer).
 */
export type ModerationChange = (
  question: string,
  title: string,
  run: () => Promise<unknown>,
  done: string,
) => Promise<boolean>;
