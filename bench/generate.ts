/**
 * SQL expressions the benchmarks generate their data with, in one set-based INSERT … SELECT each:
 * deterministic (the same run gives the same rows) without a random generator in the database.
 */

/** A deterministic number in [0, 1) for the integer SQL expression `n`, independent per salt. */
export const unit = (salt: string, n: string) =>
  `(('x' || substr(md5('${salt}:' || (${n})), 1, 8))::bit(32)::bigint / 4294967296.0)`;

/** A version-4-shaped uuid made from an SQL text expression. */
export const uuidOf = (text: string) =>
  `overlay(overlay(md5(${text}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The id of generated member number `m` (an SQL integer expression). */
export const memberId = (m: string) => `${uuidOf(`'bench-member:' || (${m})`)}::text`;

/** One of `values`, chosen by `unit(salt, n)`. */
export const pick = (values: string[], salt: string, n: string) =>
  `(array[${values.map((v) => `'${v}'`).join(",")}])[1 + floor(${unit(salt, n)} * ${values.length})::int]`;

/** First names and surnames with accents, for generated members' names. */
export const FIRST_NAMES = [
  "João",
  "Maria",
  "Ana",
  "Antônio",
  "Márcia",
  "Cecília",
  "Otávio",
  "Sérgio",
  "Gabriela",
  "Heitor",
];
export const LAST_NAMES = [
  "Silva",
  "Souza",
  "Araújo",
  "Gonçalves",
  "Simões",
  "Lima",
  "Falcão",
  "Pereira",
  "Nogueira",
];

/** The confirmed `users` rows of generated members `from`..`to` ('membro{m}@bench.guilda.local'). */
export const generatedUsers = (from: number, to: number) =>
  `insert into users (id, name, email, email_verified, created_at, updated_at)
   select ${memberId("m")}, 'Membro ' || m, 'membro' || m || '@bench.guilda.local', true, now(), now()
   from generate_series(${from}, ${to}) m`;
