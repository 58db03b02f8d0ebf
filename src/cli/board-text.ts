// The terminal's board text: the engine's `d` display without its debug lines (Key:, Checkers:), and a grid board
// (chess, M.S.G., stack, besiege: `| r | n | … | 8` rows between `+---+` rules, files below) turned round for the
// player of Black, as a board seen from Black's side.

/** Lines of `d` that are for engine debugging, not for players. */
const DEBUG_LINE = /^(Key|Checkers):/;
const RULE = /^ \+(---\+)+$/;
const ROW = /^ \|(.*)\| (\d+)$/;
const FILES = /^ {3}[a-z]( {3}[a-z])*$/;

/** The display lines a player reads, turned round when `flipped` and the board is a grid. */
export function boardText(display: string, flipped: boolean): string[] {
  const lines = display
    .replace(/\n+$/, '')
    .split('\n')
    .filter((line) => !DEBUG_LINE.test(line));
  return flipped ? flipGrid(lines) : lines;
}

/** A grid board's rows in the other order, each row's cells and the file letters reversed; other lines unchanged. */
export function flipGrid(lines: readonly string[]): string[] {
  const first = lines.findIndex((line) => RULE.test(line));
  const files = lines.findIndex((line) => FILES.test(line));
  if (first < 0 || files < first) return [...lines];
  const grid = lines.slice(first, files);
  const rows = grid.filter((line) => ROW.test(line));
  if (rows.length === 0 || rows.length * 2 + 1 !== grid.length) return [...lines];
  const rule = grid[0];
  const flippedRows = rows.reverse().map((row) => {
    const [, cells, rank] = ROW.exec(row)!;
    return ` |${cells.split('|').reverse().join('|')}| ${rank}`;
  });
  const letters = lines[files].trim().split(/\s+/).reverse();
  return [
    ...lines.slice(0, first),
    rule,
    ...flippedRows.flatMap((row) => [row, rule]),
    `   ${letters.join('   ')}`,
    ...lines.slice(files + 1),
  ];
}
