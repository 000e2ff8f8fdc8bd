import type pg from 'pg';

interface TPlanNode {
  'Node Type': string;
  'Scan Direction'?: string;
  'Index Name'?: string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: TPlanNode[];
}

export interface TExplained {
  executionMs: number;
  /** The scans and sorts on clients, top-down, e.g. `Index Scan Backward (clients_pkey)`. */
  shape: string;
  /** Rows the scans looked at and threw away: what a better index would save. */
  rowsDiscarded: number;
  buffers: number;
  text: string;
}

/** EXPLAIN ANALYZE of a query exactly as the app sends it (same text, same parameters, so the same custom plan). */
export async function explain(pool: pg.Pool, query: { text: string; values?: unknown[] }): Promise<TExplained> {
  const json = await pool.query({
    text: `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${query.text}`,
    values: query.values,
  });
  const text = await pool.query({ text: `EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, values: query.values });
  const root = json.rows[0]['QUERY PLAN'][0] as { Plan: TPlanNode; 'Execution Time': number };
  const names: string[] = [];
  let rowsDiscarded = 0;
  const walk = (node: TPlanNode) => {
    const direction = node['Scan Direction'] === 'Backward' ? ' Backward' : '';
    const target = node['Index Name'] ?? node['Relation Name'];
    // The companies join (one row by primary key) and the Limit/Aggregate wrappers only add noise.
    if (/Scan|Sort/.test(node['Node Type']) && !target?.startsWith('companies')) {
      names.push(`${node['Node Type']}${direction}${target ? ` (${target})` : ''}`);
    }
    const loops = node['Actual Loops'] ?? 1;
    rowsDiscarded += ((node['Rows Removed by Filter'] ?? 0) + (node['Rows Removed by Index Recheck'] ?? 0)) * loops;
    for (const child of node.Plans ?? []) walk(child);
  };
  walk(root.Plan);
  return {
    executionMs: root['Execution Time'],
    shape: names.join(' › '),
    rowsDiscarded,
    buffers: (root.Plan['Shared Hit Blocks'] ?? 0) + (root.Plan['Shared Read Blocks'] ?? 0),
    text: text.rows.map((r) => r['QUERY PLAN']).join('\n'),
  };
}
