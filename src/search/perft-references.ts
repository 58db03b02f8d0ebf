// Perft reference counts of every variant, in one table: the unit tests run the rows' shallow depths (test/engines/
// perft.test.ts) and `bench` runs the depths marked for it and checks its counts here. FIDE rows are
// chessprogramming.org's positions plus special-rule positions (en passant pins and discovered checks, castling through
// and into check, promotions, stalemate traps); the other variants' counts are those their rules were verified against.
import type { VariantName } from '../core/types';

export interface PerftReference {
  readonly variant: VariantName;
  readonly name: string;
  /** 'startpos' or a position text. */
  readonly position: string;
  /** [depth, leaf nodes] pairs. */
  readonly counts: readonly (readonly [number, number])[];
  /**
   * The depths `bench` counts and times (each one of `counts`); `repeat` runs one that many times (too quick to time
   * once).
   */
  readonly bench?: readonly { readonly depth: number; readonly repeat?: number }[];
}

const KIWIPETE = 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1';

export const PERFT_REFERENCES: readonly PerftReference[] = [
  {
    variant: 'normal',
    name: 'start',
    position: 'startpos',
    counts: [
      [1, 20],
      [2, 400],
      [3, 8_902],
      [4, 197_281],
      [5, 4_865_609],
    ],
    bench: [{ depth: 5 }],
  },
  {
    variant: 'normal',
    name: 'kiwipete',
    position: KIWIPETE,
    counts: [
      [1, 48],
      [2, 2_039],
      [3, 97_862],
      [4, 4_085_603],
    ],
    bench: [{ depth: 4 }],
  },
  {
    variant: 'normal',
    name: 'cpw position 3',
    position: '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1',
    counts: [[5, 674_624]],
  },
  {
    variant: 'normal',
    name: 'cpw position 4',
    position: 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1',
    counts: [[4, 422_333]],
  },
  {
    variant: 'normal',
    name: 'cpw position 4 mirrored',
    position: 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1',
    counts: [[4, 422_333]],
  },
  {
    variant: 'normal',
    name: 'cpw position 5',
    position: 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8',
    counts: [[4, 2_103_487]],
  },
  {
    variant: 'normal',
    name: 'cpw position 6',
    position: 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10',
    counts: [[4, 3_894_594]],
  },
  {
    variant: 'normal',
    name: 'illegal ep (rook pin)',
    position: '3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1',
    counts: [[5, 185_429]],
  },
  {
    variant: 'normal',
    name: 'illegal ep (bishop pin)',
    position: '8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1',
    counts: [[5, 135_655]],
  },
  {
    variant: 'normal',
    name: 'ep capture gives check',
    position: '8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1',
    counts: [[5, 206_379]],
  },
  {
    variant: 'normal',
    name: 'short castling gives check',
    position: '5k2/8/8/8/8/8/8/4K2R w K - 0 1',
    counts: [[5, 120_330]],
  },
  {
    variant: 'normal',
    name: 'long castling gives check',
    position: '3k4/8/8/8/8/8/8/R3K3 w Q - 0 1',
    counts: [[5, 141_077]],
  },
  {
    variant: 'normal',
    name: 'castling rights',
    position: 'r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1',
    counts: [[4, 1_274_206]],
  },
  {
    variant: 'normal',
    name: 'castling prevented',
    position: 'r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1',
    counts: [[4, 1_720_476]],
  },
  {
    variant: 'normal',
    name: 'promote out of check',
    position: '2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1',
    counts: [[5, 266_199]],
  },
  {
    variant: 'normal',
    name: 'discovered check',
    position: '8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1',
    counts: [[5, 1_004_658]],
  },
  {
    variant: 'normal',
    name: 'promote to give check',
    position: '4k3/1P6/8/8/8/8/K7/8 w - - 0 1',
    counts: [[6, 217_342]],
  },
  {
    variant: 'normal',
    name: 'underpromote to give check',
    position: '8/P1k5/K7/8/8/8/8/8 w - - 0 1',
    counts: [[6, 92_683]],
  },
  { variant: 'normal', name: 'self stalemate', position: 'K1k5/8/P7/8/8/8/8/8 w - - 0 1', counts: [[6, 2_217]] },
  {
    variant: 'normal',
    name: 'stalemate and checkmate 1',
    position: '8/k1P5/8/1K6/8/8/8/8 w - - 0 1',
    counts: [[7, 567_584]],
  },
  {
    variant: 'normal',
    name: 'stalemate and checkmate 2',
    position: '8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1',
    counts: [[4, 23_527]],
  },
  {
    variant: 'msg',
    name: 'start',
    position: 'startpos',
    counts: [
      [1, 30],
      [2, 900],
      [3, 31_864],
      [4, 1_118_993],
    ],
    bench: [{ depth: 4 }],
  },
  {
    variant: 'msg',
    name: 'promotions, merges on the last rank, en passant',
    position: 'r3k2B/1P4P1/8/3pP3/3P4/4P3/8/R3K2R w KQq d6 0 1 00',
    counts: [
      [1, 71],
      [2, 1_552],
      [3, 81_421],
      [4, 1_110_118],
    ],
  },
  {
    variant: 'msg',
    name: 'queen and king splits',
    position: '6k1/5ppp/8/8/Q2Q4/8/5B2/1r1R2K1 w - - 0 1 00',
    counts: [
      [1, 86],
      [2, 1_424],
      [3, 113_748],
      [4, 1_964_352],
    ],
  },
  {
    variant: 'msg',
    name: 'gallops',
    position: '4k3/8/2n5/4p3/1n6/3N4/8/2N1K3 w - - 0 1 00',
    counts: [
      [1, 24],
      [2, 664],
      [3, 13_710],
      [4, 342_646],
    ],
  },
  {
    variant: 'msg',
    name: 'gallop counter at its limit',
    position: '4k3/8/2n5/4p3/1n6/3N4/8/2N1K3 w - - 0 1 20',
    counts: [
      [1, 17],
      [2, 466],
      [3, 8_998],
      [4, 224_080],
    ],
  },
  {
    variant: 'msg',
    name: 'bishop splits into pawns',
    position: '4k3/8/8/8/6B1/2N5/4B3/4K3 w - - 0 1 00',
    counts: [
      [1, 38],
      [2, 151],
      [3, 5_420],
    ],
  },
  {
    variant: 'stack',
    name: 'start',
    position: 'startpos',
    counts: [
      [1, 110],
      [2, 12_100],
      [3, 1_360_500],
    ],
    bench: [{ depth: 3 }],
  },
  {
    variant: 'stack',
    name: 'middle',
    position: '3c4A1/10/10/10/10/3E3b2/10/10/10/10 w 0 1',
    counts: [
      [1, 36],
      [2, 1_050],
      [3, 40_029],
    ],
  },
  {
    variant: 'stack',
    name: 'race',
    position: '9c/10/7a2/10/10/10/10/10/10/E1B7 w 0 1',
    counts: [
      [1, 22],
      [2, 336],
      [3, 9_434],
    ],
  },
  {
    variant: 'sesqui',
    name: 'start',
    position: 'startpos',
    counts: [
      [1, 14],
      [2, 196],
      [3, 2_837],
      [4, 41_103],
      [5, 630_484],
      [6, 9_661_008],
    ],
    bench: [{ depth: 6 }],
  },
  {
    variant: 'besiege',
    name: 'start',
    position: 'startpos',
    counts: [
      [1, 40],
      [2, 1_600],
      [3, 70_584],
      [4, 3_118_460],
    ],
    bench: [{ depth: 4 }],
  },
  // Cylinder chess: checked against the independent slow generator (test/helpers/slow-fide-generator.ts; the depths
  // test/engines/cylinder.test.ts does not repeat were checked by it once, by hand).
  {
    variant: 'cylinder',
    name: 'start',
    position: 'startpos',
    counts: [
      [1, 20],
      [2, 392],
      [3, 9_162],
      [4, 211_036],
      [5, 5_633_208],
    ],
    bench: [{ depth: 5 }],
  },
  {
    variant: 'cylinder',
    name: 'kiwipete',
    position: KIWIPETE,
    counts: [
      [1, 51],
      [2, 2_599],
      [3, 135_626],
      [4, 6_664_502],
    ],
  },
  {
    variant: 'cylinder',
    name: 'en passant across the edge',
    position: 'rnbqkbnr/1pppppp1/8/p6P/8/8/PPPPPPP1/RNBQKBNR w KQkq a6 0 3',
    counts: [
      [1, 24],
      [2, 577],
      [3, 15_434],
      [4, 419_634],
    ],
  },
  {
    variant: 'cylinder',
    name: 'castling with g1 attacked across the edge',
    position: 'r3k2r/8/8/8/1b6/8/3P4/R3K2R w KQkq - 0 1',
    counts: [
      [1, 24],
      [2, 786],
      [3, 19_522],
      [4, 655_585],
    ],
  },
  {
    variant: 'cylinder',
    name: 'pins both ways round the rank',
    position: 'k7/8/8/8/K1P3rN/8/8/8 w - - 0 1',
    counts: [
      [1, 7],
      [2, 119],
      [3, 1_529],
      [4, 26_855],
    ],
  },
  {
    variant: 'cylinder',
    name: 'a pinned bishop going round',
    position: '4k3/8/8/8/7b/8/5B2/4K3 w - - 0 1',
    counts: [
      [1, 6],
      [2, 87],
      [3, 1_277],
      [4, 19_881],
    ],
  },
  // Sub-moves within one turn: depth 1 is the legal move generation of a full army.
  {
    variant: 'salmon',
    name: 'start',
    position: 'startpos',
    counts: [
      [1, 1_274],
      [2, 1_615_915],
    ],
    bench: [{ depth: 1, repeat: 200 }, { depth: 2 }],
  },
];
