import { z } from 'zod';
import { MSG } from '../validation/messages.ts';
import { zPassword } from '../validation/zod-fields.ts';

// Only an absent value is 'missing'; a value of the wrong type (a number, a list) is an invalid one.
const required = { error: (issue: { input?: unknown }) => (issue.input == null ? MSG.required : MSG.invalid) };
const zLoginEmail = z.string(required).trim().min(1, MSG.required).max(255, MSG.email).email(MSG.email);
const zCode = z.string(required).regex(/^\d{6}$/, 'Código inválido ou expirado.');

/** booking-and-account §5: login password at most 255 ('Senha inválida'). */
export const ZLoginQuery = z
  .object({
    userName: zLoginEmail,
    password: z.string(required).min(1, MSG.required).max(255, 'Senha inválida'),
    tfaToken: zCode.optional(),
    front: z.string().max(500).optional(),
  })
  .strict();
export type TLoginQuery = z.infer<typeof ZLoginQuery>;

export const ZCreateTfaTokenQuery = ZLoginQuery.omit({ tfaToken: true });

export const ZChangePasswordBody = z
  .object({
    oldPassword: z.string(required).min(1, MSG.required).max(255, 'Senha inválida'),
    password: zPassword({ required: true }),
    confirmPassword: z.string(required).min(1, MSG.required).max(255),
  })
  .strict()
  .refine((b) => b.password === b.confirmPassword, { message: 'As senha devem ser iguais', path: ['confirmPassword'] });

export const ZSendResetCodeBody = z.object({ email: zLoginEmail }).strict();
export const ZCheckResetCodeBody = z.object({ email: zLoginEmail, code: zCode }).strict();
export const ZResetWithCodeBody = z
  .object({ email: zLoginEmail, code: zCode, newPassword: zPassword({ required: true }) })
  .strict();

export interface TLoggedUser {
  id: number;
  name: string;
  email: string;
  type: 'admin' | 'company';
  companyId: number | null;
  companyName: string | null;
  roleId: number | null;
  roleName: string | null;
  permissions: string[];
  canDeleteItself: boolean;
  tfaEnabled: boolean;
  token?: string;
}
