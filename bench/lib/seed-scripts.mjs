/**
 * Scripts and their practice history, if the scripts domain has shipped its tables. Its schema
 * is not fixed yet, so the columns are read from the catalogue: known names get realistic
 * values, any other required column a value of its type. Returns the counts, or `skipped`
 * with the reason.
 */

async function columnsOf(db, table) {
  const result = await db.query(
    `SELECT column_name AS name, data_type AS type, udt_name AS udt, is_nullable = 'YES' AS nullable, column_default IS NOT NULL AS defaulted
     FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 ORDER BY ordinal_position`,
    [table],
  );
  return result.rows;
}

/** Tables beside `scripts` that point at it: the practice history (not the dashboard's running totals). */
async function historyTable(db) {
  const result = await db.query(
    `SELECT tc.table_name AS name FROM information_schema.table_constraints tc
     JOIN information_schema.constraint_column_usage ccu ON ccu.constraint_name = tc.constraint_name AND ccu.table_schema = tc.table_schema
     WHERE tc.constraint_type = 'FOREIGN KEY' AND tc.table_schema = 'public' AND ccu.table_name = 'scripts' AND tc.table_name <> 'scripts'
       AND tc.table_name NOT LIKE 'dashboard\\_%'
     ORDER BY (tc.table_name LIKE '%histor%') DESC, tc.table_name LIMIT 1`,
  );
  return result.rows[0]?.name;
}

/** A SQL value for a column no rule names: one of its type, varying with `n`. */
function valueOfType(column, n) {
  if (column.type === 'ARRAY') return `'{}'::${column.udt.slice(1)}[]`;
  switch (column.udt) {
    case 'text':
    case 'varchar':
    case 'bpchar':
      return `'bench ' || ${n}`;
    case 'int2':
    case 'int4':
    case 'int8':
      return `(${n} % 100)`;
    case 'numeric':
    case 'float4':
    case 'float8':
      return `(50 + (${n} * 7) % 50)`;
    case 'bool':
      return 'false';
    case 'timestamptz':
    case 'timestamp':
    case 'date':
      return `now() - make_interval(days => ${n})`;
    case 'json':
    case 'jsonb':
      return `'{}'::${column.udt}`;
    case 'uuid':
      return 'gen_random_uuid()';
    default:
      return undefined;
  }
}

/** @returns {{ problem: string, names?: undefined, values?: undefined } | { problem?: undefined, names: string[], values: string[] }} */
function buildInsert(table, columns, rules, n) {
  const names = [];
  const values = [];
  for (const column of columns) {
    const rule = rules[column.name];
    const value = typeof rule === 'function' ? rule(column) : rule;
    if (value !== undefined) {
      names.push(column.name);
      values.push(value);
    } else if (!column.nullable && !column.defaulted) {
      const fallback = valueOfType(column, n);
      if (fallback === undefined) return { problem: `${table}.${column.name} has a type (${column.udt}) the seed cannot fill` };
      names.push(column.name);
      values.push(fallback);
    }
  }
  return { names, values };
}

const tagsValue = (column) =>
  column.type === 'ARRAY' ? `ARRAY['interview', 'quarterly review']::text[]` : `'["interview", "quarterly review"]'::${column.udt}`;

export async function seedScripts(db, userId, { scripts, historyPerScript, content }) {
  const exists = (await db.query(`SELECT to_regclass('public.scripts') IS NOT NULL AS present`)).rows[0].present;
  if (!exists) return { skipped: 'scripts: no scripts table yet, skipped seeding 50 scripts with history' };

  const scriptRules = {
    user_id: 'p.user_id',
    title: `'Quarterly review script ' || i`,
    description: `'Opening of the quarterly business review'`,
    tags: tagsValue,
    content: 'p.content',
    is_voice_control: 'true',
    settings: (column) => (column.udt === 'jsonb' || column.udt === 'json' ? `'{"isVoiceControl": true}'::${column.udt}` : undefined),
    created_at: 'now() - make_interval(days => i)',
    updated_at: "now() - make_interval(days => i) + interval '1 hour'",
  };
  const script = buildInsert('scripts', await columnsOf(db, 'scripts'), scriptRules, 'i');
  if (script.problem !== undefined) return { skipped: `scripts: ${script.problem}, skipped` };
  await db.query(
    `WITH p AS (SELECT $1::uuid AS user_id, $2::text AS content, $3::int AS count)
     INSERT INTO scripts (${script.names.join(', ')}) SELECT ${script.values.join(', ')} FROM p CROSS JOIN generate_series(1, p.count) AS i`,
    [userId, content, scripts],
  );

  const history = await historyTable(db);
  if (!history) return { scripts, history: 0, note: 'no script history table yet' };
  const historyRules = {
    script_id: 's.id',
    user_id: 's.user_id',
    match_accuracy: '(60 + (n * 13) % 40)',
    rating: (column) => (column.udt.startsWith('int') ? '(1 + n % 5)' : '(1 + (n % 9) / 2.0)'),
    total_script_words: '430',
    words_matched: '(300 + (n * 13) % 120)',
    spoken_word_count: '(320 + (n * 13) % 120)',
    suggestions: `'Slow down in paragraph three; you skipped "the two risks".'`,
    analysis: `'Good pace overall. You skipped a few words in the middle section.'`,
    spoken_text: 'p.content',
    created_at: 's.created_at + make_interval(hours => n)',
  };
  const row = buildInsert(history, await columnsOf(db, history), historyRules, 'n');
  if (row.problem !== undefined) return { scripts, history: 0, note: `${row.problem}, history skipped` };
  const inserted = await db.query(
    `WITH p AS (SELECT $1::uuid AS user_id, $2::text AS content, $3::int AS count)
     INSERT INTO ${history} (${row.names.join(', ')}) SELECT ${row.values.join(', ')}
     FROM p JOIN scripts s ON s.user_id = p.user_id CROSS JOIN generate_series(1, p.count) AS n`,
    [userId, content, historyPerScript],
  );
  return { scripts, history: inserted.rowCount, historyTable: history };
}
