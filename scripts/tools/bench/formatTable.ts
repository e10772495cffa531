/**
 * A table as the benchmark prints it: Markdown, so a run can be pasted into docs/benchmarks.md as it
 * is, with each column padded to its widest cell so it also reads in a terminal.
 */

export interface Column {
  title: string;
  /** Figures are right-aligned, names left (the default). */
  align?: 'left' | 'right';
}

export function formatTable(columns: Column[], rows: string[][]): string {
  const widths = columns.map((column, index) => Math.max(column.align === 'right' ? 4 : 3, column.title.length, ...rows.map((row) => (row[index] ?? '').length)));
  const line = (cells: string[]) => `| ${columns.map((column, index) => pad(cells[index] ?? '', widths[index] ?? 0, column.align)).join(' | ')} |`;
  const rule = `|${columns.map((column, index) => `${'-'.repeat((widths[index] ?? 0) + 1)}${column.align === 'right' ? ':' : '-'}`).join('|')}|`;
  return [line(columns.map((column) => column.title)), rule, ...rows.map(line)].join('\n');
}

function pad(cell: string, width: number, align: Column['align']): string {
  return align === 'right' ? cell.padStart(width) : cell.padEnd(width);
}
