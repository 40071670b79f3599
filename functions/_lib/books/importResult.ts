/** What an importer tells the import function, whatever the format. */
export interface ImportProblem {
  line: number;
  column?: string;
  /** A code of the format's parser (or of the import itself); the portal words it in the reader's language. */
  code: string;
  params: Record<string, string>;
}

export interface ImportOutcome {
  problems: ImportProblem[];
  /** Rows the file holds (transactions, balances, budget lines): the progress bar's whole. */
  total: number;
  periodStart: string | null;
  periodEnd: string | null;
  /** Format-specific facts kept with the batch (an OFX's ledger balances, an ECD's CNPJ and kind …). */
  summary: Record<string, unknown>;
}
