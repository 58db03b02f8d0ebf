// Generated from ../shared/rules/salmon-setup.json (pieces and setup; the Sly Unicorn correction applied).
// Piece index = table id - 1. Components: mode 'both' | 'move' | 'capture'; kind step/rider/cannon/hopper take
// families (F, E, C), kind leap takes a vector of three lengths.
import type { PieceDef } from './pieces';

export const PIECE_DEFS: readonly PieceDef[] = [
  {
    name: 'King Centaur',
    count: 1,
    notation: 'FEC1 + 1,2',
    components: [
      { mode: 'both', kind: 'step', families: 'FEC' },
      { mode: 'both', kind: 'leap', leap: [1, 2, 0] },
    ],
  },
  {
    name: 'Zebra Prince',
    count: 1,
    notation: 'FEC1 + 2,3',
    components: [
      { mode: 'both', kind: 'step', families: 'FEC' },
      { mode: 'both', kind: 'leap', leap: [2, 3, 0] },
    ],
  },
  {
    name: 'Amazon',
    count: 2,
    notation: 'FECR + 1,2',
    components: [
      { mode: 'both', kind: 'rider', families: 'FEC' },
      { mode: 'both', kind: 'leap', leap: [1, 2, 0] },
    ],
  },
  { name: 'Queen', count: 2, notation: 'FECR', components: [{ mode: 'both', kind: 'rider', families: 'FEC' }] },
  { name: 'Queen Cannon', count: 2, notation: 'FEC~', components: [{ mode: 'both', kind: 'cannon', families: 'FEC' }] },
  {
    name: 'Queen Grasshopper',
    count: 2,
    notation: 'FEC~|',
    components: [{ mode: 'both', kind: 'hopper', families: 'FEC' }],
  },
  { name: 'General', count: 4, notation: 'FER', components: [{ mode: 'both', kind: 'rider', families: 'FE' }] },
  { name: 'Prelate', count: 4, notation: 'ECR', components: [{ mode: 'both', kind: 'rider', families: 'EC' }] },
  { name: 'Viscount', count: 4, notation: 'CFR', components: [{ mode: 'both', kind: 'rider', families: 'CF' }] },
  {
    name: 'Marshall',
    count: 4,
    notation: 'FR + 1,2',
    components: [
      { mode: 'both', kind: 'rider', families: 'F' },
      { mode: 'both', kind: 'leap', leap: [1, 2, 0] },
    ],
  },
  {
    name: 'Hedge Knight',
    count: 4,
    notation: 'ER + 1,2',
    components: [
      { mode: 'both', kind: 'rider', families: 'E' },
      { mode: 'both', kind: 'leap', leap: [1, 2, 0] },
    ],
  },
  {
    name: 'Corner Horse',
    count: 4,
    notation: 'CR + 1,2',
    components: [
      { mode: 'both', kind: 'rider', families: 'C' },
      { mode: 'both', kind: 'leap', leap: [1, 2, 0] },
    ],
  },
  {
    name: 'Sly Rook',
    count: 4,
    notation: 'FR + e1',
    components: [
      { mode: 'both', kind: 'rider', families: 'F' },
      { mode: 'move', kind: 'step', families: 'E' },
    ],
  },
  {
    name: 'Sly Bishop',
    count: 4,
    notation: 'ER + c1',
    components: [
      { mode: 'both', kind: 'rider', families: 'E' },
      { mode: 'move', kind: 'step', families: 'C' },
    ],
  },
  {
    name: 'Sly Unicorn',
    count: 4,
    notation: 'CR + f1',
    components: [
      { mode: 'both', kind: 'rider', families: 'C' },
      { mode: 'move', kind: 'step', families: 'F' },
    ],
  },
  { name: 'Rook', count: 4, notation: 'FR', components: [{ mode: 'both', kind: 'rider', families: 'F' }] },
  { name: 'Bishop', count: 4, notation: 'ER', components: [{ mode: 'both', kind: 'rider', families: 'E' }] },
  { name: 'Unicorn', count: 4, notation: 'CR', components: [{ mode: 'both', kind: 'rider', families: 'C' }] },
  { name: 'Pao', count: 4, notation: 'F~', components: [{ mode: 'both', kind: 'cannon', families: 'F' }] },
  { name: 'Vao', count: 4, notation: 'E~', components: [{ mode: 'both', kind: 'cannon', families: 'E' }] },
  { name: 'Cao', count: 4, notation: 'C~', components: [{ mode: 'both', kind: 'cannon', families: 'C' }] },
  { name: 'Grasshopper', count: 4, notation: 'F~|', components: [{ mode: 'both', kind: 'hopper', families: 'F' }] },
  { name: 'Bishopper', count: 4, notation: 'E~|', components: [{ mode: 'both', kind: 'hopper', families: 'E' }] },
  { name: 'Cricket', count: 4, notation: 'C~|', components: [{ mode: 'both', kind: 'hopper', families: 'C' }] },
  { name: 'Mammoth', count: 4, notation: '3,3,3', components: [{ mode: 'both', kind: 'leap', leap: [3, 3, 3] }] },
  { name: '2,3,3 leaper', count: 4, notation: '2,3,3', components: [{ mode: 'both', kind: 'leap', leap: [2, 3, 3] }] },
  { name: '2,2,3 leaper', count: 4, notation: '2,2,3', components: [{ mode: 'both', kind: 'leap', leap: [2, 2, 3] }] },
  { name: '2,2,2 leaper', count: 4, notation: '2,2,2', components: [{ mode: 'both', kind: 'leap', leap: [2, 2, 2] }] },
  { name: '1,3,3 leaper', count: 4, notation: '1,3,3', components: [{ mode: 'both', kind: 'leap', leap: [1, 3, 3] }] },
  { name: 'Heffalump', count: 4, notation: '1,2,3', components: [{ mode: 'both', kind: 'leap', leap: [1, 2, 3] }] },
  { name: '1,2,2 leaper', count: 4, notation: '1,2,2', components: [{ mode: 'both', kind: 'leap', leap: [1, 2, 2] }] },
  { name: '1,1,3 leaper', count: 4, notation: '1,1,3', components: [{ mode: 'both', kind: 'leap', leap: [1, 1, 3] }] },
  { name: '1,1,2 leaper', count: 4, notation: '1,1,2', components: [{ mode: 'both', kind: 'leap', leap: [1, 1, 2] }] },
  { name: 'Clydesdale', count: 4, notation: '3,3', components: [{ mode: 'both', kind: 'leap', leap: [3, 3, 0] }] },
  { name: 'Zebra', count: 4, notation: '2,3', components: [{ mode: 'both', kind: 'leap', leap: [2, 3, 0] }] },
  {
    name: 'Drunken Elephant',
    count: 4,
    notation: 'e1 + 2,2',
    components: [
      { mode: 'move', kind: 'step', families: 'E' },
      { mode: 'both', kind: 'leap', leap: [2, 2, 0] },
    ],
  },
  { name: 'Camel', count: 4, notation: '1,3', components: [{ mode: 'both', kind: 'leap', leap: [1, 3, 0] }] },
  {
    name: 'Tenessee Walker',
    count: 4,
    notation: 'f1 + 1,2',
    components: [
      { mode: 'move', kind: 'step', families: 'F' },
      { mode: 'both', kind: 'leap', leap: [1, 2, 0] },
    ],
  },
  { name: 'Triskelion', count: 4, notation: '3', components: [{ mode: 'both', kind: 'leap', leap: [3, 0, 0] }] },
  {
    name: 'Eohippus',
    count: 4,
    notation: 'c1 + 2',
    components: [
      { mode: 'move', kind: 'step', families: 'C' },
      { mode: 'both', kind: 'leap', leap: [2, 0, 0] },
    ],
  },
  { name: 'Squire', count: 8, notation: 'FEC1', components: [{ mode: 'both', kind: 'step', families: 'FEC' }] },
  { name: 'Wazir', count: 6, notation: 'F1', components: [{ mode: 'both', kind: 'step', families: 'F' }] },
  { name: 'Ferz', count: 6, notation: 'E1', components: [{ mode: 'both', kind: 'step', families: 'E' }] },
  { name: 'Asterix', count: 4, notation: 'C1', components: [{ mode: 'both', kind: 'step', families: 'C' }] },
  {
    name: 'Aeolian Omnipawn',
    count: 4,
    notation: 'f1 / E1',
    components: [
      { mode: 'move', kind: 'step', families: 'F' },
      { mode: 'capture', kind: 'step', families: 'E' },
    ],
  },
  {
    name: 'Berolina Omnipawn',
    count: 4,
    notation: 'e1 / C1',
    components: [
      { mode: 'move', kind: 'step', families: 'E' },
      { mode: 'capture', kind: 'step', families: 'C' },
    ],
  },
  {
    name: 'Carolina Omnipawn',
    count: 6,
    notation: 'c1 / F1',
    components: [
      { mode: 'move', kind: 'step', families: 'C' },
      { mode: 'capture', kind: 'step', families: 'F' },
    ],
  },
  { name: 'Alfil', count: 4, notation: '2,2', components: [{ mode: 'both', kind: 'leap', leap: [2, 2, 0] }] },
  { name: 'Knight', count: 8, notation: '1,2', components: [{ mode: 'both', kind: 'leap', leap: [1, 2, 0] }] },
  { name: 'Dababba', count: 4, notation: '2', components: [{ mode: 'both', kind: 'leap', leap: [2, 0, 0] }] },
];

/** SETUP_RANK2[layer-1][file]: piece index standing on rank 2 of every player's board at the start. */
export const SETUP_RANK2: readonly (readonly number[])[] = [
  [18, 19, 14, 33, 9, 9, 33, 13, 20, 18],
  [19, 29, 24, 11, 10, 10, 11, 24, 29, 20],
  [14, 30, 6, 8, 39, 39, 7, 6, 30, 13],
  [12, 28, 8, 4, 35, 35, 3, 7, 28, 12],
  [15, 16, 17, 37, 2, 0, 37, 17, 16, 15],
  [15, 16, 17, 37, 1, 2, 37, 17, 16, 15],
  [12, 28, 7, 3, 35, 35, 4, 8, 28, 12],
  [13, 30, 6, 7, 39, 39, 8, 6, 30, 14],
  [20, 29, 24, 11, 10, 10, 11, 24, 29, 19],
  [18, 20, 13, 33, 9, 9, 33, 14, 19, 18],
];
/** SETUP_RANK4[layer-1][file]: piece index standing on rank 4 of every player's board at the start. */
export const SETUP_RANK4: readonly (readonly number[])[] = [
  [46, 25, 32, 34, 36, 36, 34, 32, 26, 46],
  [25, 45, 31, 46, 38, 38, 5, 31, 45, 26],
  [23, 40, 44, 48, 48, 48, 48, 44, 40, 23],
  [22, 27, 47, 41, 43, 42, 41, 47, 27, 22],
  [21, 49, 42, 43, 40, 40, 42, 41, 49, 21],
  [21, 49, 41, 42, 40, 40, 43, 42, 49, 21],
  [22, 27, 47, 41, 42, 43, 41, 47, 27, 22],
  [23, 40, 44, 48, 48, 48, 48, 44, 40, 23],
  [26, 45, 31, 5, 38, 38, 46, 31, 45, 25],
  [46, 26, 32, 34, 36, 36, 34, 32, 25, 46],
];
