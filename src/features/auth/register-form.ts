import { z } from 'zod';
import { apiPath, RegisterRequest, User } from '../../contract';
import { http } from '../../data/http';

/** The contract's rules and messages, plus the typing check and the terms agreement. */
export const RegisterForm = RegisterRequest.extend({
  passwordConfirm: z.string().min(1, '비밀번호 확인 항목은 필수입니다.'),
  agree: z.boolean().refine((value) => value, '이용약관과 개인정보 처리방침에 동의해 주세요.'),
}).refine((form) => form.password === form.passwordConfirm, {
  message: '비밀번호가 일치하지 않습니다.',
  path: ['passwordConfirm'],
});
export type RegisterFormInput = z.input<typeof RegisterForm>;
export type RegisterFormValues = z.output<typeof RegisterForm>;

/** Fields a server `errorFieldName` may point at. */
export const REGISTER_FIELDS = ['username', 'password', 'nickname'] as const;

/** POST user/register. A field error rejects without an alert; the page puts it on its field. */
export const registerAccount = ({ username, password, nickname }: RegisterFormValues) =>
  http.post(apiPath('register'), { json: { username, password, nickname }, schema: User });
