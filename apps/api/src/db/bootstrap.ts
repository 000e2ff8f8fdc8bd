import { passwordProblems } from '@estadia/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { LOCAL_ADMIN, type TConfig } from '../config.ts';
import type { TAuthUser } from '../core/auth-user.ts';
import { createResourceService } from '../core/resource/resource-service.ts';
import { clientsResource } from '../modules/clients/clients-resource.ts';
import { companysResource } from '../modules/companys/companys-resource.ts';
import { hashPassword } from '../modules/login/login-service.ts';
import { rolesResource } from '../modules/roles/roles-resource.ts';
import { usersResource } from '../modules/users/users-resource.ts';
import { returnedRow, type TDb } from './client.ts';
import { settings, users } from './schema.ts';

export const DEMO = {
  companyAdmin: { email: 'demo@estadia.local', password: 'Demo1234!' },
  reception: { email: 'recepcao@estadia.local', password: 'Recepcao123!' },
};

const DEMO_GUESTS: [string, string, string][] = [
  ['Ana Beatriz Souza', '(11) 98765-4321', 'ana.souza@example.com'],
  ['João Conceição', '(21) 99876-5432', 'joao.conceicao@example.com'],
  ['Márcia Lima', '(31) 3456-7890', 'marcia.lima@example.com'],
  ['Pedro Álvares', '(41) 99123-4567', 'pedro.alvares@example.com'],
  ['Luíza Fernandes', '(48) 98888-1234', 'luiza.fernandes@example.com'],
  ['Carlos Eduardo Melo', '(71) 99701-2233', 'carlos.melo@example.com'],
  ['Fernanda Araújo', '(85) 98111-4455', 'fernanda.araujo@example.com'],
  ['Rafael Gonçalves', '(51) 99222-6677', 'rafael.goncalves@example.com'],
  ['Juliana Ribeiro', '(61) 98333-8899', 'juliana.ribeiro@example.com'],
  ['Tiago Nascimento', '(81) 99444-0011', 'tiago.nascimento@example.com'],
  ['Camila Rocha', '(62) 98555-2233', 'camila.rocha@example.com'],
  ['Bruno Cardoso', '(27) 99666-4455', 'bruno.cardoso@example.com'],
];

/**
 * First start on an empty database: the platform admin from ADMIN_EMAIL/ADMIN_PASSWORD. Outside production,
 * without them, the documented local admin and a demo company. Production never gets demo data.
 */
export async function bootstrap(db: TDb, config: TConfig, log: FastifyBaseLogger) {
  await db.insert(settings).values({ id: 1, visualIdentityColor: '#1e6fd9' }).onConflictDoNothing();
  const [admins] = await db.select({ n: count() }).from(users).where(eq(users.type, 'admin'));
  if (Number(admins?.n) > 0) return;

  const useLocalDefaults = !config.adminEmail || !config.adminPassword;
  if (useLocalDefaults && config.env === 'production') {
    throw new Error(
      'Banco vazio: defina ADMIN_EMAIL e ADMIN_PASSWORD para criar o administrador da plataforma (NODE_ENV=production).',
    );
  }
  const email = config.adminEmail ?? LOCAL_ADMIN.email;
  const password = config.adminPassword ?? LOCAL_ADMIN.password;
  const problems = passwordProblems(password);
  if (problems.length) throw new Error(`ADMIN_PASSWORD não atende à política de senha: ${problems.join('; ')}`);

  const admin = returnedRow(
    await db
      .insert(users)
      .values({ name: 'Administrador', type: 'admin', email, passwordHash: await hashPassword(password) })
      .returning({ id: users.id }),
  );
  log.info({ email }, 'administrador da plataforma criado');
  if (!useLocalDefaults) return;

  await loadDemo(db, {
    id: admin.id,
    sessionId: 0,
    name: 'Administrador',
    email,
    type: 'admin',
    companyId: null,
    roleId: null,
    permissions: [],
  });
  log.info(
    `\n  Estadia (dados de demonstração)\n  Administrador da plataforma: ${email} / ${password}\n` +
      `  Empresa demo (administrador): ${DEMO.companyAdmin.email} / ${DEMO.companyAdmin.password}\n` +
      `  Empresa demo (recepção):      ${DEMO.reception.email} / ${DEMO.reception.password}\n`,
  );
}

async function loadDemo(db: TDb, admin: TAuthUser) {
  const company = await createResourceService(db, companysResource).create(admin, {
    name: 'Pousada Recanto Demo',
    cpfCnpj: '11.222.333/0001-81',
    phone: '(48) 3333-4444',
    whatsapp: '(48) 99999-8888',
    email: 'contato@recantodemo.example.com',
    city: 'Florianópolis',
    uf: 'SC',
    isActive: true,
    adminName: 'Gerente Demo',
    adminEmail: DEMO.companyAdmin.email,
    adminPassword: DEMO.companyAdmin.password,
  });
  const role = await createResourceService(db, rolesResource).create(admin, {
    name: 'Recepção',
    type: 'company',
    companyId: company.id,
    permissions: ['CLIENT:LIST', 'CLIENT:CREATE', 'CLIENT:UPDATE', 'ORDER:LIST', 'RENTAL:LIST'],
  });
  await createResourceService(db, usersResource).create(admin, {
    name: 'Recepção Demo',
    type: 'company',
    companyId: company.id,
    roleId: role.id,
    email: DEMO.reception.email,
    password: DEMO.reception.password,
    isActive: true,
  });
  const clients = createResourceService(db, clientsResource);
  for (const [name, phone, email] of DEMO_GUESTS)
    await clients.create(admin, { name, phone, email, companyId: company.id });
}
