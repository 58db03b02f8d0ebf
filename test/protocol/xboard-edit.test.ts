import { describe, expect, it } from 'vitest';
import { editCommands } from '../../protocol/xboard-edit';

describe('CECP edit mode', () => {
  it("sets up a FEN as XBoard does: clear, White's pieces, c, Black's, dot", () => {
    expect(editCommands('4k3/8/8/8/8/8/4P3/4K2R w K - 0 1')).toEqual([
      'edit',
      '#',
      'Pe2',
      'Ke1',
      'Rh1',
      'c',
      'Ke8',
      '.',
    ]);
  });

  it('makes a White move first when Black is to move, since edit mode keeps the side to move', () => {
    expect(editCommands('4k3/8/8/8/8/8/8/4K3 b - - 0 1')?.slice(0, 2)).toEqual(['a2a3', 'edit']);
  });

  it('refuses what is not a chess FEN', () => {
    expect(editCommands('4k3/8/8/8/8/8/4K3 w - - 0 1')).toBeUndefined();
    expect(editCommands('4k3/8/8/8/8/8/8/4K2X w - - 0 1')).toBeUndefined();
    expect(editCommands('4k3/8/8/8/8/8/8/4K4 w - - 0 1')).toBeUndefined();
  });
});
