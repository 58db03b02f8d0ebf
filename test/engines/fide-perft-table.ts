// The FIDE perft reference table: chessprogramming.org's positions plus special-rule positions (en passant pins and
// discovered checks, castling through and into check, promotions, stalemate traps). Shared by `normal` and by `msg`
// with its mechanics switched off.

// [name, FEN, depth, nodes]
export const FIDE_PERFT: readonly (readonly [string, string, number, number])[] = [
  ['start', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 5, 4_865_609],
  ['kiwipete', 'r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1', 4, 4_085_603],
  ['cpw position 3', '8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1', 5, 674_624],
  ['cpw position 4', 'r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1', 4, 422_333],
  ['cpw position 4 mirrored', 'r2q1rk1/pP1p2pp/Q4n2/bbp1p3/Np6/1B3NBn/pPPP1PPP/R3K2R b KQ - 0 1', 4, 422_333],
  ['cpw position 5', 'rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8', 4, 2_103_487],
  ['cpw position 6', 'r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10', 4, 3_894_594],
  ['illegal ep (rook pin)', '3k4/3p4/8/K1P4r/8/8/8/8 b - - 0 1', 5, 185_429],
  ['illegal ep (bishop pin)', '8/8/4k3/8/2p5/8/B2P2K1/8 w - - 0 1', 5, 135_655],
  ['ep capture gives check', '8/8/1k6/2b5/2pP4/8/5K2/8 b - d3 0 1', 5, 206_379],
  ['short castling gives check', '5k2/8/8/8/8/8/8/4K2R w K - 0 1', 5, 120_330],
  ['long castling gives check', '3k4/8/8/8/8/8/8/R3K3 w Q - 0 1', 5, 141_077],
  ['castling rights', 'r3k2r/1b4bq/8/8/8/8/7B/R3K2R w KQkq - 0 1', 4, 1_274_206],
  ['castling prevented', 'r3k2r/8/3Q4/8/8/5q2/8/R3K2R b KQkq - 0 1', 4, 1_720_476],
  ['promote out of check', '2K2r2/4P3/8/8/8/8/8/3k4 w - - 0 1', 5, 266_199],
  ['discovered check', '8/8/1P2K3/8/2n5/1q6/8/5k2 b - - 0 1', 5, 1_004_658],
  ['promote to give check', '4k3/1P6/8/8/8/8/K7/8 w - - 0 1', 6, 217_342],
  ['underpromote to give check', '8/P1k5/K7/8/8/8/8/8 w - - 0 1', 6, 92_683],
  ['self stalemate', 'K1k5/8/P7/8/8/8/8/8 w - - 0 1', 6, 2_217],
  ['stalemate and checkmate 1', '8/k1P5/8/1K6/8/8/8/8 w - - 0 1', 7, 567_584],
  ['stalemate and checkmate 2', '8/8/2k5/5q2/5n2/8/5K2/8 b - - 0 1', 4, 23_527],
];

