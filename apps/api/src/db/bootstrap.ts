import path from 'node:path';
import { addDays, calcReservationPrices, passwordProblems, type TPricingRental, todayIn } from '@estadia/shared';
import { count, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import sharp from 'sharp';
import { LOCAL_ADMIN, type TConfig } from '../config.ts';
import type { TAuthUser } from '../core/auth-user.ts';
import { createResourceService } from '../core/resource/resource-service.ts';
import { createLocalStorage } from '../integrations/storage/local-storage.ts';
import { clientsResource } from '../modules/clients/clients-resource.ts';
import { companysResource } from '../modules/companys/companys-resource.ts';
import { importNationalHolidays } from '../modules/holidays/holidays-service.ts';
import { hashPassword } from '../modules/login/login-service.ts';
import { ordersResource } from '../modules/orders/orders-resource.ts';
import { productsResource } from '../modules/products/products-resource.ts';
import { rentalsResource } from '../modules/rentals/rentals-resource.ts';
import { rolesResource } from '../modules/roles/roles-resource.ts';
import { makeThumbnail, thumbnailNameOf } from '../modules/uploads/thumbnails.ts';
import { usersResource } from '../modules/users/users-resource.ts';
import { returnedRow, type TDb } from './client.ts';
import { settings, uploads, users } from './schema.ts';

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

  await loadDemo(db, config, {
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

async function loadDemo(db: TDb, config: TConfig, admin: TAuthUser) {
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
  const guests = [];
  for (const [name, phone, email] of DEMO_GUESTS)
    guests.push(await clients.create(admin, { name, phone, email, companyId: company.id }));
  await loadDemoLodging(db, config, admin, company.id, guests);
}

/** A drawn landscape with a house: the demo's photos are made here rather than shipped as binary files. */
function demoPicture(sky: string, roof: string, ground: string) {
  return Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
      <defs><linearGradient id="s" x1="0" y1="0" x2="0" y2="1">
        <stop offset="0" stop-color="${sky}"/><stop offset="1" stop-color="#fbe7c6"/></linearGradient></defs>
      <rect width="1200" height="800" fill="url(#s)"/><circle cx="950" cy="180" r="80" fill="#ffd45c"/>
      <rect y="560" width="1200" height="240" fill="${ground}"/>
      <polygon points="380,360 600,200 820,360" fill="${roof}"/>
      <rect x="420" y="360" width="360" height="240" fill="#f4efe6"/>
      <rect x="560" y="460" width="80" height="140" fill="#6b4a2f"/>
      <rect x="460" y="400" width="70" height="60" fill="#9fd3f0"/><rect x="670" y="400" width="70" height="60" fill="#9fd3f0"/>
    </svg>`,
  );
}

/**
 * Two photos stored as uploads (with their thumbnails) under fixed names, so a second demo load on the same data
 * directory finds them rather than writing copies.
 */
async function storeDemoPhotos(db: TDb, config: TConfig, companyId: number, userId: number): Promise<string[]> {
  const storage = createLocalStorage(path.join(config.dataDir, 'uploads'));
  const pictures = [demoPicture('#7ec8f0', '#a8432f', '#2f8f6a'), demoPicture('#f3a683', '#34495e', '#c9a66b')];
  const names: string[] = [];
  for (const [i, svg] of pictures.entries()) {
    const name = `${'dec0de'.padEnd(31, '0')}${i + 1}.jpg`;
    if (!(await storage.read(name))) {
      const body = await sharp(svg).jpeg({ quality: 80 }).toBuffer();
      await storage.save(name, body);
      await storage.save(thumbnailNameOf(name), await makeThumbnail(body));
    }
    const size = (await storage.read(name))?.length ?? 0;
    await db
      .insert(uploads)
      .values({
        fileName: name,
        originalName: `demo-${i + 1}.jpg`,
        contentType: 'image/jpeg',
        size,
        companyId,
        uploadedBy: userId,
      })
      .onConflictDoNothing();
    names.push(name);
  }
  return names;
}

/**
 * Lodging for a living dashboard: two rentals, a product, this year's and next year's national holidays and two
 * reservations next month, written through the same services as the API (so they follow the same rules).
 */
async function loadDemoLodging(
  db: TDb,
  config: TConfig,
  admin: TAuthUser,
  companyId: number,
  guests: Record<string, unknown>[],
) {
  const [chalePhoto, casaPhoto] = await storeDemoPhotos(db, config, companyId, admin.id);
  const rentalsService = createResourceService(db, rentalsResource);
  const address = { cep: '88062-000', city: 'Florianópolis', uf: 'SC', neibor: 'Lagoa da Conceição' };
  const chale = await rentalsService.create(admin, {
    companyId,
    name: 'Chalé Vista Mar',
    maxNumPeople: 4,
    checkinTime: '14:00',
    checkoutTime: '11:00',
    useDefaultPrice: false,
    defaultPrice: 35_000,
    pricesByDay: [32_000, 32_000, 32_000, 32_000, 38_000, 45_000, 42_000, 50_000],
    tax: 10,
    images: [chalePhoto, casaPhoto],
    description: 'Chalé de madeira com varanda e vista para o mar.',
    conveniences: 'Wi-Fi\nAr-condicionado\nCozinha equipada',
    cancelingRule: 'Reembolso integral até 7 dias antes do check-in.',
    ...address,
    addressPosition: [-27.6012, -48.4685],
  });
  const casa = await rentalsService.create(admin, {
    companyId,
    name: 'Casa da Lagoa',
    maxNumPeople: 8,
    checkinTime: '15:00',
    checkoutTime: '11:00',
    useDefaultPrice: true,
    defaultPrice: 52_000,
    pricesByDay: Array(8).fill(52_000),
    tax: 5,
    images: [casaPhoto, chalePhoto],
    description: 'Casa ampla à beira da lagoa, com deque e caiaques.',
    cancelingRule: 'Reembolso de 50% até 3 dias antes do check-in.',
    ...address,
    addressPosition: [-27.5945, -48.4771],
  });
  const breakfast = await createResourceService(db, productsResource).create(admin, {
    companyId,
    name: 'Café da manhã colonial',
    price: 4_500,
    description: 'Servido no chalé, para duas pessoas.',
  });
  const today = todayIn('America/Sao_Paulo');
  const year = Number(today.slice(0, 4));
  const holidays: string[] = [];
  for (const y of [year, year + 1]) {
    const imported = await importNationalHolidays(db, admin, y, companyId);
    holidays.push(...imported.holidays.map((h) => h.date));
  }

  const month = Number(today.slice(5, 7));
  const nextMonth = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  const orders = createResourceService(db, ordersResource);
  const guestOf = (i: number) => {
    const g = guests[i] as { id: number; name: string; phone: string; email: string };
    return { id: g.id, name: g.name, phone: g.phone, email: g.email };
  };
  const stays: [Record<string, unknown>, number, number, string, number[], number[]][] = [
    [chale, 4, 3, 'paid', [0, 1], [breakfast.id]],
    [casa, 11, 4, 'pending', [2], []],
  ];
  for (const [rental, offset, count, status, guestIdx, products] of stays) {
    const days = Array.from({ length: count }, (_, i) => addDays(nextMonth, offset + i));
    // The prices the order form would fill in from the quote.
    const quote = calcReservationPrices({ rental: rental as unknown as TPricingRental, days, holidays, products: [] });
    await orders.create(admin, {
      companyId,
      rentalId: rental.id,
      status,
      days,
      valuesDaily: quote.pricesByDay.map((n) => n.price),
      clients: guestIdx.map(guestOf),
      products,
    });
  }
}
