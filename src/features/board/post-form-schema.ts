import { z } from 'zod';
import { PostInput } from '../../contract';

/** The write form: the contract's PostInput (and its Korean messages) plus the board to write in. */
export const PostFormSchema = PostInput.omit({ id: true }).extend({
  boardId: z.string({ error: '게시판 항목은 필수입니다.' }).min(1, '게시판 항목은 필수입니다.'),
});
export type PostFormInput = z.input<typeof PostFormSchema>;
export type PostFormValues = z.output<typeof PostFormSchema>;

export const POST_FORM_FIELDS = ['boardId', 'categoryNumber', 'title', 'content'] as const;

/** A select's value: '' is "no category". */
export const categoryFromSelect = (value: string): number | null => {
  const number = Number(value);
  return value === '' || !Number.isInteger(number) ? null : number;
};
