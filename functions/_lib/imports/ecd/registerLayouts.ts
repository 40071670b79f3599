/**
 * Leiaute 9 facts the parser checks registers against (Manual de Orientação do Leiaute 9 da ECD, §3.2 and §3.6).
 */

/** Every register leiaute 9 defines (§3.2, "Tabela de Registros"). */
export const LEIAUTE_9_REGISTERS: ReadonlySet<string> = new Set(
  [
    '0000 0001 0007 0020 0035 0150 0180 0990',
    'C001 C040 C050 C051 C052 C150 C155 C600 C650 C990',
    'I001 I010 I012 I015 I020 I030 I050 I051 I052 I053 I075 I100 I150 I155 I157 I200 I250 I300 I310 I350 I355',
    'I500 I510 I550 I555 I990',
    'J001 J005 J100 J150 J210 J215 J800 J801 J900 J930 J932 J935 J990',
    'K001 K030 K100 K110 K115 K200 K210 K300 K310 K315 K990',
    '9001 9900 9990 9999',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Field counts, REG included, of the registers the parser reads: `max` is the manual's count; `min` is lower where
 * the last fields are optional and the manual's own examples leave them out (I200 without DT_LCTO_EXT, for one).
 */
const FIELD_COUNTS: ReadonlyMap<string, { readonly min: number; readonly max: number }> = new Map([
  ['0000', { min: 22, max: 23 }],
  ['I010', { min: 3, max: 3 }],
  ['I020', { min: 6, max: 6 }],
  ['I050', { min: 8, max: 8 }],
  ['I051', { min: 3, max: 3 }],
  ['I052', { min: 3, max: 3 }],
  ['I150', { min: 3, max: 3 }],
  ['I155', { min: 9, max: 9 }],
  ['I200', { min: 5, max: 6 }],
  ['I250', { min: 5, max: 9 }],
  ['I350', { min: 2, max: 2 }],
  ['I355', { min: 5, max: 5 }],
  ['J005', { min: 4, max: 5 }],
  ['J100', { min: 11, max: 12 }],
  ['J150', { min: 12, max: 13 }],
]);

/**
 * The field counts a register may have: the manual's, plus the extra fields that I020 declared for it. I020 may add
 * fields to I050 … I355 only (functional-currency values, for one), always after the leiaute's own.
 *
 * @param additional - How many I020 registers named this register in REG_COD.
 * @returns The range, or null for a register the parser does not read field by field.
 */
export function fieldCountRange(reg: string, additional: number): { min: number; max: number } | null {
  const counts = FIELD_COUNTS.get(reg);
  if (counts === undefined) return null;
  return { min: counts.min, max: counts.max + (acceptsAdditionalFields(reg) ? additional : 0) };
}

/** Registers I020 may extend ("Esta regra se aplica aos registros de I050 a I355", manual on I020). */
export function acceptsAdditionalFields(reg: string): boolean {
  return reg >= 'I050' && reg <= 'I355';
}

/** The 27 federative units, for 0000 UF. */
export const UFS = [
  'AC', 'AL', 'AM', 'AP', 'BA', 'CE', 'DF', 'ES', 'GO', 'MA', 'MG', 'MS', 'MT', 'PA',
  'PB', 'PE', 'PI', 'PR', 'RJ', 'RN', 'RO', 'RR', 'RS', 'SC', 'SE', 'SP', 'TO',
] as const;
