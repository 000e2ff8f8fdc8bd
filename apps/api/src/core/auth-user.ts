import type { TUserType } from '@estadia/shared';

/** The caller of an authenticated request, loaded with its session on every call (so revocation is immediate). */
export interface TAuthUser {
  id: number;
  sessionId: number;
  name: string;
  email: string;
  type: TUserType;
  companyId: number | null;
  roleId: number | null;
  permissions: string[];
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: TAuthUser | null;
  }
}
