import { buildReport } from './index.ts';

const N = Number(process.env.N ?? 50000);
const rows = Array.from({ length: N }, (_, i) => ({
  name: `Hóspede número ${i} da Silva Conceição`,
  email: `hospede${i}@example.com`,
  total: 123456 + i,
  day: '2024-03-01',
  at: new Date(1709260200000 + i * 60000),
  active: i % 2 === 0,
  status: 'confirmed',
  n: i,
}));
const cols = [
  { key: 'name', title: 'Nome' },
  { key: 'email', title: 'E-mail' },
  { key: 'total', title: 'Total', format: 'currency' as const },
  { key: 'day', title: 'Check-in', format: 'date' as const },
  { key: 'at', title: 'Criado em', format: 'datetime' as const },
  { key: 'active', title: 'Ativo', format: 'boolean' as const },
  { key: 'status', title: 'Situação', format: 'enum' as const, options: { confirmed: 'Confirmada' } },
  { key: 'n', title: 'Número', format: 'integer' as const },
];
const t = Date.now();
const f = await buildReport((process.env.TYPE ?? 'pdf') as 'pdf', {
  title: 'Relatório de Reservas',
  columns: cols,
  rows,
});
console.log(
  f.fileName,
  (f.body.length / 1e6).toFixed(1),
  'MB',
  Date.now() - t,
  'ms',
  'rss',
  (process.memoryUsage().rss / 1e6).toFixed(0),
);
