import type pg from 'pg';

/** Compound names ('João Pedro') make a search for 'joao' hit more than one first name, as in real lists. */
const FIRST_NAMES = [
  'João',
  'João Pedro',
  'João Vitor',
  'José',
  'Antônio',
  'Francisco',
  'Carlos',
  'Paulo',
  'Pedro',
  'Lucas',
  'Luiz',
  'Marcos',
  'Luís Felipe',
  'Gabriel',
  'Rafael',
  'Daniel',
  'Marcelo',
  'Bruno',
  'Eduardo',
  'Felipe',
  'Raimundo',
  'Rodrigo',
  'Sérgio',
  'Vinícius',
  'Otávio',
  'Gustavo',
  'Matheus',
  'Thiago',
  'Caio',
  'Maria',
  'Maria Eduarda',
  'Ana',
  'Ana Clara',
  'Francisca',
  'Antônia',
  'Adriana',
  'Juliana',
  'Márcia',
  'Fernanda',
  'Patrícia',
  'Aline',
  'Sandra',
  'Camila',
  'Amanda',
  'Bruna',
  'Jéssica',
  'Letícia',
  'Júlia',
  'Luciana',
  'Vanessa',
  'Mariana',
  'Beatriz',
  'Lívia',
  'Cecília',
  'Helena',
  'Renata',
  'Tânia',
  'Simone',
  'Débora',
  'Valéria',
];

/** Weighted like real guest lists: 'Silva' and 'Santos' repeat because they are that common in Brazil. */
const SURNAMES = [
  'Silva',
  'Silva',
  'Silva',
  'Santos',
  'Santos',
  'Oliveira',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Conceição',
  'Brandão',
  'Magalhães',
  'Simões',
  'Guimarães',
  'Falcão',
  'Assunção',
  'Patrício',
  'Estêvão',
  'Melo',
];

const DDDS = ['11', '19', '21', '27', '31', '41', '47', '48', '51', '61', '62', '71', '81', '85', '92', '98'];
const MAIL_DOMAINS = [
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com.br',
  'uol.com.br',
  'bol.com.br',
  'terra.com.br',
  'icloud.com',
];

const COMPANY_KINDS = ['Pousada', 'Hotel', 'Chalés', 'Hostel', 'Recanto', 'Estância', 'Residencial', 'Flat'];
const COMPANY_PLACES = [
  'Mar Azul',
  'Serra Verde',
  'Sol Nascente',
  'Beira-Rio',
  'Canto da Praia',
  'Águas Claras',
  'São Francisco',
  'Vale Encantado',
  'Pôr do Sol',
  'Ilha Bela',
  'Coração da Mata',
  'Lagoa Dourada',
  'Maré Alta',
  'Cachoeira',
  'Jardim Tropical',
  'Mirante',
];
/** city|UF|DDD: the company's phones use its city's area code. */
const CITIES = [
  'Florianópolis|SC|48',
  'Balneário Camboriú|SC|47',
  'Gramado|RS|54',
  'Canela|RS|54',
  'Paraty|RJ|24',
  'Búzios|RJ|22',
  'Ubatuba|SP|12',
  'Campos do Jordão|SP|12',
  'Ilhabela|SP|12',
  'São Paulo|SP|11',
  'Ouro Preto|MG|31',
  'Tiradentes|MG|32',
  'Porto Seguro|BA|73',
  'Salvador|BA|71',
  'Maceió|AL|82',
  'Natal|RN|84',
  'Fortaleza|CE|85',
  'Jijoca de Jericoacoara|CE|88',
  'Bonito|MS|67',
  'Foz do Iguaçu|PR|45',
];

/**
 * hashint4 spreads consecutive numbers evenly; an offset per attribute, larger than any row number, keeps the
 * picks independent (with close offsets one row's surname would be the next row's). The mask keeps it positive.
 */
const pick = (array: string, salt: number) =>
  `(${array})[1 + ((hashint4(n + ${salt}) & 2147483647) % cardinality(${array}))]`;

/** The other 999 companies, ids after the big one: bulk SQL, no per-row round trip. */
export async function insertCompanies(client: pg.Client, count: number) {
  const g = (salt: number) => `((hashint4(g + ${salt * 1_000_000}) & 2147483647) % 10000)`;
  await client.query(
    `INSERT INTO companies (name, cpf_cnpj, phone, whatsapp, email, city, uf, is_active, dt_created, dt_updated)
     SELECT kind || ' ' || place || ' ' || g, cnpj,
       '(' || split_part(city, '|', 3) || ') 3' || lpad((${g(1)} % 1000)::text, 3, '0') || '-' || lpad(${g(2)}::text, 4, '0'),
       '(' || split_part(city, '|', 3) || ') 9' || lpad(${g(3)}::text, 4, '0') || '-' || lpad(${g(4)}::text, 4, '0'),
       'contato@' || f_unaccent(lower(replace(replace(kind || place, ' ', ''), '-', ''))) || g || '.com.br',
       split_part(city, '|', 1), split_part(city, '|', 2), g % 50 <> 0,
       now() - make_interval(days => g), now() - make_interval(days => g)
     FROM generate_series(1, $4::int) g,
       LATERAL (SELECT
         ($1::text[])[1 + ((hashint4(g) & 2147483647) % cardinality($1::text[]))] AS kind,
         ($2::text[])[1 + ((hashint4(g + 5000000) & 2147483647) % cardinality($2::text[]))] AS place,
         ($3::text[])[1 + ((hashint4(g + 6000000) & 2147483647) % cardinality($3::text[]))] AS city,
         regexp_replace(lpad(((hashint4(g + 7000000) & 2147483647) % 100000000)::text, 8, '0') || '0001' ||
           lpad((g % 100)::text, 2, '0'), '^(..)(...)(...)(....)(..)$', '\\1.\\2.\\3/\\4-\\5') AS cnpj) p`,
    [COMPANY_KINDS, COMPANY_PLACES, CITIES, count],
  );
}

/**
 * The big company's clients interleaved with the other companies' (as if they signed up over the same
 * months), so the table's physical order is not one tenant after another. Returns the rows inserted.
 */
export async function insertClients(client: pg.Client, bigCompanyId: number, bigCount: number, perOther: number) {
  const first = '$1::text[]';
  const last = '$2::text[]';
  const result = await client.query(
    `WITH others AS (
       SELECT c.id AS company_id, row_number() OVER (ORDER BY s, c.id) AS j
       FROM companies c CROSS JOIN generate_series(1, $6::int) s
       WHERE c.id <> $5::int
     ), src AS (
       SELECT $5::int AS company_id, g::float8 AS k FROM generate_series(1, $7::int) g
       UNION ALL
       SELECT company_id, j * $7::float8 / (SELECT count(*) FROM others) + 0.5 FROM others
     ), seq AS (
       SELECT company_id, (row_number() OVER (ORDER BY k))::int AS n FROM src
     ), named AS (
       SELECT company_id, n, ${pick(first, 0)} AS first_name, ${pick(last, 1_000_000)} AS surname1,
         ${pick(last, 2_000_000)} AS surname2, ${pick('$3::text[]', 3_000_000)} AS ddd,
         ${pick('$4::text[]', 4_000_000)} AS domain, count(*) OVER () AS total
       FROM seq
     )
     INSERT INTO clients (company_id, name, phone, email, dt_created, dt_updated)
     SELECT company_id,
       first_name || ' ' || CASE WHEN surname1 = surname2 THEN surname2 ELSE surname1 || ' ' || surname2 END,
       '(' || ddd || ') 9' || lpad(((hashint4(n + 5000000) & 2147483647) % 10000)::text, 4, '0') || '-' ||
         lpad(((hashint4(n + 6000000) & 2147483647) % 10000)::text, 4, '0'),
       f_unaccent(lower(split_part(first_name, ' ', 1) || '.' || surname2)) || n || '@' || domain,
       now() - make_interval(mins => ((total - n) * 5)::int),
       now() - make_interval(mins => ((total - n) * 5)::int)
     FROM named ORDER BY n`,
    [FIRST_NAMES, SURNAMES, DDDS, MAIL_DOMAINS, bigCompanyId, perOther, bigCount],
  );
  return result.rowCount ?? 0;
}
