/**
 * The problems of a refused import (functions/books/import.ts), worded for the company's controller in the reader's
 * language. The import function answers `{ line, column?, code, params }` per problem; the code is the parser's
 * (spreadsheet template, OFX, SPED ECD), or `import-failed` when the import itself broke. Each message says what is
 * wrong and how to fix it, with the problem's params as ICU placeholders.
 *
 * The codes are copied here, not imported: the portal's program does not include functions/. The test
 * tests/i18n/importProblemMessages.test.ts compares them with the parsers' own lists, and each message's placeholders
 * with the params its code carries.
 */
import { useCallback } from 'react';
import { defineMessages, useIntl } from 'react-intl';
import type { IntlShape, MessageDescriptor } from 'react-intl';
import { formatCnpj } from '../../../common/cnpj.ts';

/** The file formats the import function reads, as it names them (its `source`). */
export type ImportProblemFormat = 'spreadsheet' | 'ofx' | 'ecd';

/** One problem of a refused import, as the import function answers it. */
export interface ImportProblem {
  /** 1-based line (the spreadsheet's row); 0 for `import-failed`. */
  line: number;
  /** Spreadsheet column letter, when the problem is about one cell or column. */
  column?: string;
  code: string;
  /** The details the message needs; every value is a string. */
  params: Readonly<Record<string, string>>;
}

/**
 * Every code each parser reports, in the parsers' own order (functions/_lib/imports/sheet/sheetProblems.ts,
 * ofx/ofxProblems.ts, ecd/ecdProblem.ts).
 */
export const IMPORT_PROBLEM_CODES = {
  spreadsheet: [
    'empty-file',
    'no-header',
    'missing-column',
    'duplicate-column',
    'unknown-month-header',
    'duplicate-month',
    'no-data-rows',
    'missing-account',
    'bad-account-code',
    'unknown-type',
    'unknown-section',
    'conflicting-account',
    'bad-amount',
    'duplicate-figure',
  ],
  ofx: [
    'not-ofx',
    'no-statement',
    'truncated-file',
    'missing-account',
    'missing-ofx-end',
    'missing-amount',
    'bad-amount',
    'missing-date',
    'bad-date',
    'missing-fitid',
    'duplicate-fitid-in-file',
    'transaction-outside-statement',
    'bad-balance',
    'missing-balance',
    'bad-currency',
  ],
  ecd: [
    'missing-header',
    'cnpj-mismatch',
    'unsupported-layout',
    'missing-trailer',
    'unknown-register',
    'orphan-line',
    'unterminated-rtf',
    'misplaced-register',
    'field-count',
    'missing-value',
    'bad-date',
    'bad-number',
    'bad-value',
    'missing-register',
    'unknown-account',
    'account-not-analytic',
    'closing-balance-mismatch',
    'period-debits-mismatch',
    'period-credits-mismatch',
    'entry-without-balance',
    'entry-outside-periods',
    'entry-debits-mismatch',
    'entry-credits-mismatch',
    'closing-entries-mismatch',
  ],
} as const satisfies Record<ImportProblemFormat, readonly string[]>;

/** A code the parser of `F` reports. */
export type ImportProblemCode<F extends ImportProblemFormat> = (typeof IMPORT_PROBLEM_CODES)[F][number];

/** The code the import function itself reports, whatever the format, when the import broke (params: `message`). */
export const IMPORT_FAILED_CODE = 'import-failed';
/** The import's own refusal of a spreadsheet's budget line: its version is locked (read-only). Params: version. */
export const BUDGET_VERSION_LOCKED_CODE = 'budget-version-locked';

const sheetMessages = defineMessages({
  'empty-file': {
    id: 'management.importProblem.sheet.empty-file',
    defaultMessage: 'The file is empty: no row has any cell filled in. Fill in the template (download it again if needed) and import it again.',
    description: 'Spreadsheet import refused: no cell of the file has anything in it',
  },
  'no-header': {
    id: 'management.importProblem.sheet.no-header',
    defaultMessage:
      'No header row was found: no row has an account column (“Conta” or “Account”), so the file does not follow our template. Use the template\'s header row, with the account codes under “Conta”.',
    description: 'Spreadsheet import refused: no row names the account column nor any other column of the template',
  },
  'missing-column': {
    id: 'management.importProblem.sheet.missing-column',
    defaultMessage:
      '{column, select, account {This row looks like a header but has no account column. Head the column of account codes “Conta” (or “Account”).} month {The header has no month column. Add one column per month, headed with its month, e.g. “01/2026” or “Jan 2026”.} other {The header lacks the required column “{column}”.}}',
    description:
      'Spreadsheet import refused: the header lacks a required column. column is "account" (the account code column) or "month" (no month column at all)',
  },
  'duplicate-column': {
    id: 'management.importProblem.sheet.duplicate-column',
    defaultMessage:
      'The column “{header}” repeats a column the header already has (“Nome” and “Descrição”, for instance, both mean the account\'s name). Keep one of them and delete or rename the other.',
    description: 'Spreadsheet import refused: a column of the template appears twice in the header. header is the repeated heading as typed',
  },
  'unknown-month-header': {
    id: 'management.importProblem.sheet.unknown-month-header',
    defaultMessage:
      'The heading “{header}” is neither a column of the template nor a month we can read. Write months as “01/2026”, “Jan 2026” or “2026-01”; head a column of notes “Notes”, or leave its heading empty to have it ignored.',
    description: 'Spreadsheet import refused: a header cell is neither a known column nor a month. header is the heading as typed',
  },
  'duplicate-month': {
    id: 'management.importProblem.sheet.duplicate-month',
    defaultMessage: 'This column is for {month}, which column {firstColumn} already holds. Each month needs a single column: merge the two or correct the heading.',
    description:
      'Spreadsheet import refused: two columns head the same month. month is the month in words (e.g. "January 2026"), firstColumn the letter of the first column for it',
  },
  'no-data-rows': {
    id: 'management.importProblem.sheet.no-data-rows',
    defaultMessage: 'The header was found, but no row below it has any data. Fill in at least one account row under the header.',
    description: 'Spreadsheet import refused: the header is there but every row below it is empty',
  },
  'missing-account': {
    id: 'management.importProblem.sheet.missing-account',
    defaultMessage: 'This row has data but no account code. Fill in the account code, or delete the row if it is a total or a note.',
    description: 'Spreadsheet import refused: a row has data but its account cell is empty',
  },
  'bad-account-code': {
    id: 'management.importProblem.sheet.bad-account-code',
    defaultMessage:
      '{reason, select, number {Excel stored the account code as the number {value}, which drops trailing zeros (1.10 becomes 1.1). Format the account column as Text and type the code again.} date {Excel turned the account code into the date {value}. Format the account column as Text and type the code again (e.g. 3-10).} other {The account code “{value}” is not valid: use letters and digits, in groups joined by a single dot or hyphen (e.g. 1.01, 3-10, 4.2.01).}}',
    description:
      'Spreadsheet import refused: an account code is malformed. value is the cell as read; reason is "number" (Excel made it a fractional number), "date" (Excel made it a date) or "pattern" (other characters)',
  },
  'unknown-type': {
    id: 'management.importProblem.sheet.unknown-type',
    defaultMessage: 'The type “{value}” is not one we know. Write Receipt or Payment (in Portuguese, Entrada or Saída), or leave the cell empty.',
    description: 'Spreadsheet import refused: the Type cell is none of the accepted words. value is the cell as typed',
  },
  'unknown-section': {
    id: 'management.importProblem.sheet.unknown-section',
    defaultMessage:
      'The section “{value}” is not one we know. Write Operations, Investment or Financing (in Portuguese, Operacional, Investimento or Financiamento), or leave the cell empty.',
    description: 'Spreadsheet import refused: the Section cell (cash-flow section) is none of the accepted words. value is the cell as typed',
  },
  'conflicting-account': {
    id: 'management.importProblem.sheet.conflicting-account',
    defaultMessage:
      '{field, select, name {Account {account} is named “{value}” here but “{firstValue}” on row {firstLine}.} type {Account {account} is of type {value, select, receipt {Receipt} payment {Payment} other {{value}}} here but {firstValue, select, receipt {Receipt} payment {Payment} other {{firstValue}}} on row {firstLine}.} section {Account {account} is in section {value, select, operations {Operations} investment {Investment} financing {Financing} other {{value}}} here but {firstValue, select, operations {Operations} investment {Investment} financing {Financing} other {{firstValue}}} on row {firstLine}.} other {Account {account} has “{value}” here but “{firstValue}” on row {firstLine}.}} An account keeps one name, type and section: correct this row, or leave the cell empty to keep the first one.',
    description:
      'Spreadsheet import refused: a row gives an account a different name, type or section than an earlier row. field is "name", "type" or "section"; value and firstValue are this row\'s and the first row\'s (for type: "receipt"/"payment", for section: "operations"/"investment"/"financing"); firstLine is the earlier row number',
  },
  'bad-amount': {
    id: 'management.importProblem.sheet.bad-amount',
    defaultMessage:
      'The amount “{value}” is not a number in this file\'s format. Under an “Account” header write 1,234.56, under a “Conta” header 1.234,56, with at most two decimals. Leave the cell empty when there is no figure for the month.',
    description: 'Spreadsheet import refused: a month cell is not an amount (wrong separators, text, a date, more than two decimals). value is the cell as read',
  },
  'duplicate-figure': {
    id: 'management.importProblem.sheet.duplicate-figure',
    defaultMessage:
      'Account {account} already has a figure for {month} in this version, on row {firstLine}, column {firstColumn}. Keep one figure per account, version and month: add the two together or delete one.',
    description:
      'Spreadsheet import refused: a second amount for the same account, version (actual or a budget) and month. month is in words (e.g. "January 2026"); firstLine and firstColumn locate the first amount',
  },
});

const ofxMessages = defineMessages({
  'not-ofx': {
    id: 'management.importProblem.ofx.not-ofx',
    defaultMessage: 'This file is not an OFX statement. Export the statement again from the bank\'s internet banking, choosing the OFX format (sometimes called Money), and import that file.',
    description: 'OFX import refused: the file has neither an OFX header nor an OFX tag',
  },
  'no-statement': {
    id: 'management.importProblem.ofx.no-statement',
    defaultMessage:
      'The OFX file holds no bank or credit card statement (STMTRS or CCSTMTRS). Export the account\'s statement, not a payment receipt or an investment report, and import it.',
    description: 'OFX import refused: the file is OFX but contains no bank or credit card statement',
  },
  'truncated-file': {
    id: 'management.importProblem.ofx.truncated-file',
    defaultMessage: 'The file ends in the middle of a statement, so transactions may be missing: the download was probably interrupted. Download the statement again and import the new file.',
    description: 'OFX import refused: the file ends inside a statement (a cut download)',
  },
  'missing-account': {
    id: 'management.importProblem.ofx.missing-account',
    defaultMessage:
      '{kind, select, creditcard {This credit card statement has no card number (ACCTID)} other {This bank statement has no account number (ACCTID)}}, so there is no account to import it into. Export the statement again from the bank.',
    description: 'OFX import refused: a statement does not name its account. kind is "bank" or "creditcard"',
  },
  'missing-ofx-end': {
    id: 'management.importProblem.ofx.missing-ofx-end',
    defaultMessage:
      'The file does not end with the closing OFX tag. The statements read are complete, but one after them may have been cut off: check that every account is there, or download the file again.',
    description: 'OFX warning: the closing OFX tag is missing; what was read is whole but a later statement may be lost',
  },
  'missing-amount': {
    id: 'management.importProblem.ofx.missing-amount',
    defaultMessage: 'This transaction has no amount (TRNAMT), so it was refused. Export the statement again from the bank.',
    description: 'OFX import refused a transaction: it has no amount. The fitId param (the bank\'s transaction id, possibly empty) is not shown',
  },
  'bad-amount': {
    id: 'management.importProblem.ofx.bad-amount',
    defaultMessage:
      'The amount {field} “{value}” is not an exact amount in cents, so the transaction was refused. The bank\'s file must have one decimal separator and at most two decimals (e.g. -1234.56); export the statement again.',
    description: 'OFX import refused a transaction: its amount is unreadable. field is the OFX tag (TRNAMT), value the text found',
  },
  'missing-date': {
    id: 'management.importProblem.ofx.missing-date',
    defaultMessage: 'This transaction has no posting date (DTPOSTED), so it was refused. Export the statement again from the bank.',
    description: 'OFX import refused a transaction: it has no posting date. The fitId param (possibly empty) is not shown',
  },
  'bad-date': {
    id: 'management.importProblem.ofx.bad-date',
    defaultMessage:
      '{field, select, DTPOSTED {The posting date (DTPOSTED) “{value}” is not a real date, so the transaction was refused.} other {The date {field} “{value}” is not a real date, so it was left empty.}} OFX dates are written YYYYMMDD (e.g. 20240131); export the statement again.',
    description:
      'OFX problem: a date is not a real YYYYMMDD date. field is the OFX tag: DTPOSTED (the transaction is refused) or DTSTART, DTEND, DTASOF (the date is left empty); value is the text found',
  },
  'missing-fitid': {
    id: 'management.importProblem.ofx.missing-fitid',
    defaultMessage:
      'This transaction has no FITID (the bank\'s id for it). It was kept under an id built from its date, amount and memo ({fitId}), which recognises it if the same statement is imported again.',
    description: 'OFX warning: a transaction has no FITID and was kept under a synthetic id. fitId is that synthetic id',
  },
  'duplicate-fitid-in-file': {
    id: 'management.importProblem.ofx.duplicate-fitid-in-file',
    defaultMessage:
      'The FITID {fitId} is already used on line {firstLine} of this statement, so this transaction was refused: the bank\'s id must be unique, or a transaction could be imported twice. If these are two real transactions, ask the bank for a corrected file.',
    description: 'OFX import refused a transaction: its FITID (the bank\'s transaction id) repeats within the statement. firstLine is the line of the first one',
  },
  'transaction-outside-statement': {
    id: 'management.importProblem.ofx.transaction-outside-statement',
    defaultMessage: 'This transaction (STMTTRN) is outside any statement, so it belongs to no account and was refused. The file seems damaged: export the statement again.',
    description: 'OFX import refused a transaction: it is not inside any statement',
  },
  'bad-balance': {
    id: 'management.importProblem.ofx.bad-balance',
    defaultMessage:
      '{field, select, LEDGERBAL {The ledger balance (LEDGERBAL)} AVAILBAL {The available balance (AVAILBAL)} other {The balance {field}}} has no readable amount (BALAMT: {value}), so it was left empty. The transactions were read; export the statement again if you need the balance.',
    description:
      'OFX warning: a balance amount is empty or unreadable and was left empty. field is LEDGERBAL or AVAILBAL; value is the text found (the word for "empty" when there was none)',
  },
  'missing-balance': {
    id: 'management.importProblem.ofx.missing-balance',
    defaultMessage:
      'This statement has no ledger balance (LEDGERBAL), so its balance cannot be checked against the transactions. The transactions were read; export the statement again if you need the balance.',
    description: 'OFX warning: a statement has no ledger balance, so it cannot be reconciled',
  },
  'bad-currency': {
    id: 'management.importProblem.ofx.bad-currency',
    defaultMessage: 'The statement\'s currency (CURDEF: {value}) is missing or not a three-letter code such as BRL, so it was left empty.',
    description: 'OFX warning: the statement currency is missing or malformed. value is the text found (the word for "empty" when there was none)',
  },
});

const ecdMessages = defineMessages({
  'missing-header': {
    id: 'management.importProblem.ecd.missing-header',
    defaultMessage: 'The file does not begin with a 0000 register: it is empty or not an ECD. Import the ECD\'s text file as generated for the SPED PVA.',
    description: 'ECD (Brazilian SPED digital bookkeeping) import refused: the file does not start with the 0000 register',
  },
  'cnpj-mismatch': {
    id: 'management.importProblem.ecd.cnpj-mismatch',
    defaultMessage: 'This ECD belongs to CNPJ {found}, not to this company\'s CNPJ ({expected}). Check that you chose the right company, or import this company\'s ECD.',
    description: 'ECD import refused: the file is another company\'s. found is the file\'s CNPJ, expected the company\'s (both formatted)',
  },
  'unsupported-layout': {
    id: 'management.importProblem.ecd.unsupported-layout',
    defaultMessage:
      '{field, select, LECD {The 0000 register does not identify an ECD (LECD expected, {found} found).} DT_INI {This ECD begins in {found}: only ECDs from 2020 on, in leiaute 9, can be imported.} COD_VER_LC {This ECD is in leiaute version {found}: only leiaute 9 can be imported.} other {This ECD\'s leiaute cannot be imported ({field}: {found}).}} Generate the ECD again in leiaute 9 with the current PVA.',
    description:
      'ECD import refused: not an ECD in leiaute 9 (the layout version of the SPED manual; keep the Portuguese word). field is LECD (file type), DT_INI (found is the start year) or COD_VER_LC (found is the layout version)',
  },
  'missing-trailer': {
    id: 'management.importProblem.ecd.missing-trailer',
    defaultMessage: 'The file ends before its 9999 register: it was cut short, so its totals cannot be trusted. Import the complete file as generated for the PVA.',
    description: 'ECD import refused: the closing 9999 register is missing (a cut file)',
  },
  'unknown-register': {
    id: 'management.importProblem.ecd.unknown-register',
    defaultMessage: 'Register {register} does not exist in leiaute 9 of the ECD. Validate the file in the PVA and generate it again; do not edit it by hand.',
    description: 'ECD problem: a register code the layout does not define. register is that code',
  },
  'orphan-line': {
    id: 'management.importProblem.ecd.orphan-line',
    defaultMessage:
      'This line does not start with “|” and does not continue the register before it. A register was probably split across lines when the file was edited: validate it in the PVA and generate it again.',
    description: 'ECD problem: a line that is not a register and continues none',
  },
  'unterminated-rtf': {
    id: 'management.importProblem.ecd.unterminated-rtf',
    defaultMessage: 'The RTF document of register {register} never reaches its end marker ({register}FIM) before the end of the file: the file was cut short. Import the complete file.',
    description: 'ECD problem: the embedded RTF document of a J800 or J801 register never ends. register is J800 or J801',
  },
  'misplaced-register': {
    id: 'management.importProblem.ecd.misplaced-register',
    defaultMessage: 'Register {register} is not under its parent register, {parent}, as leiaute 9 requires. Check the order of the registers and validate the file in the PVA.',
    description: 'ECD problem: a child register without its parent (e.g. I250 without I200). register and parent are register codes',
  },
  'field-count': {
    id: 'management.importProblem.ecd.field-count',
    defaultMessage:
      'Register {register} has {found} fields, but leiaute 9 expects {expected}. A field is missing or extra, often because of a “|” typed inside a description; validate the file in the PVA.',
    description: 'ECD problem: a register has the wrong number of fields. expected is a number or a range such as "5-9"; found a number',
  },
  'missing-value': {
    id: 'management.importProblem.ecd.missing-value',
    defaultMessage: 'Field {field} of register {register} is required but empty. Fill it in the accounting system and generate the ECD again.',
    description: 'ECD problem: a required field is empty. field is the field\'s name in the SPED manual (e.g. DT_INI), register its register',
  },
  'bad-date': {
    id: 'management.importProblem.ecd.bad-date',
    defaultMessage: 'Field {field} of register {register} holds “{value}”, which is not a real date written DDMMYYYY (e.g. 31122024). Correct it and generate the ECD again.',
    description: 'ECD problem: a date field is not a real date. field is the field\'s name, register its register, value the text found',
  },
  'bad-number': {
    id: 'management.importProblem.ecd.bad-number',
    defaultMessage:
      'Field {field} of register {register} holds “{value}”, which is not a number as the ECD writes them: digits only, a comma before at most two decimals and no thousands separator (e.g. 1234,56). Correct it and generate the ECD again.',
    description: 'ECD problem: a numeric field is malformed. field is the field\'s name, register its register, value the text found',
  },
  'bad-value': {
    id: 'management.importProblem.ecd.bad-value',
    defaultMessage:
      '{field, select, CNPJ {The CNPJ “{value}” in register {register} is not valid: write its 14 characters without punctuation, with valid check digits.} other {Field {field} of register {register} holds “{value}”, which is not one of the values leiaute 9 allows for it.}} Correct it and generate the ECD again.',
    description: 'ECD problem: a field holds a value the layout does not allow (an indicator, a state, a CNPJ). field is the field\'s name, register its register, value the text found',
  },
  'missing-register': {
    id: 'management.importProblem.ecd.missing-register',
    defaultMessage: 'Register {register} is missing: the file needs it before this register. Generate the ECD again with the current PVA.',
    description: 'ECD problem: a required register is absent (e.g. I010 before the chart of accounts). register is its code',
  },
  'unknown-account': {
    id: 'management.importProblem.ecd.unknown-account',
    defaultMessage: 'Register {register} uses account {account}, which the chart of accounts (I050) does not define. Add the account to the chart of accounts or correct the code.',
    description: 'ECD problem: a balance or entry line names an account missing from the chart of accounts. account is its code',
  },
  'account-not-analytic': {
    id: 'management.importProblem.ecd.account-not-analytic',
    defaultMessage:
      'Register {register} uses account {account}, which is a synthetic account in the chart of accounts (I050): balances and entries may only be on analytic accounts (PVA rule REGRA_CONTA_PARA_LANCAMENTO). Use an analytic account under it.',
    description: 'ECD problem: a balance or entry line is on a synthetic (summary) account. account is its code; the rule name is the PVA validator\'s, keep it as is',
  },
  'closing-balance-mismatch': {
    id: 'management.importProblem.ecd.closing-balance-mismatch',
    defaultMessage:
      'The closing balance of account {account} in this I155 is {found}, but the opening balance plus debits minus credits gives {expected} (PVA rule REGRA_VALIDACAO_SALDO_FINAL). Correct the balances in the accounting system and generate the ECD again.',
    description:
      'ECD problem: a periodic balance (I155) does not add up. expected and found are amounts with their side, e.g. "1,500.00 D" (D debit, C credit); the rule name is the PVA validator\'s, keep it as is',
  },
  'period-debits-mismatch': {
    id: 'management.importProblem.ecd.period-debits-mismatch',
    defaultMessage:
      'The debits of account {account} from {periodStart} to {periodEnd} are {expected} in its balance (I155, VL_DEB), but its entry lines (I250) add up to {found} (PVA rule REGRA_VALIDACAO_VALOR_DEB). Correct the balance or the entries and generate the ECD again.',
    description: 'ECD problem: a period\'s debits in the balance differ from the sum of the entry lines. periodStart and periodEnd are dates; expected and found amounts',
  },
  'period-credits-mismatch': {
    id: 'management.importProblem.ecd.period-credits-mismatch',
    defaultMessage:
      'The credits of account {account} from {periodStart} to {periodEnd} are {expected} in its balance (I155, VL_CRED), but its entry lines (I250) add up to {found} (PVA rule REGRA_VALIDACAO_VALOR_CRED). Correct the balance or the entries and generate the ECD again.',
    description: 'ECD problem: a period\'s credits in the balance differ from the sum of the entry lines. periodStart and periodEnd are dates; expected and found amounts',
  },
  'entry-without-balance': {
    id: 'management.importProblem.ecd.entry-without-balance',
    defaultMessage:
      'Account {account} has entry lines (I250) from {periodStart} to {periodEnd} but no balance (I155) for that period. Add the account\'s balance to the period\'s balances and generate the ECD again.',
    description: 'ECD problem: entry lines on an account in a period with no periodic balance for it. periodStart and periodEnd are dates',
  },
  'entry-outside-periods': {
    id: 'management.importProblem.ecd.entry-outside-periods',
    defaultMessage:
      'Entry {entry} (I200) is dated {date}, outside every balance period (I150), so its lines cannot be checked against the balances. Correct the entry\'s date or the periods.',
    description: 'ECD problem: a journal entry dated outside all balance periods. entry is the entry number, date a date',
  },
  'entry-debits-mismatch': {
    id: 'management.importProblem.ecd.entry-debits-mismatch',
    defaultMessage:
      'Entry {entry} (I200) has a value of {expected} (VL_LCTO), but its debit lines (I250) add up to {found} (PVA rule REGRA_VALIDACAO_VL_LCTO_DEB). Correct the entry so that its debits equal its value.',
    description: 'ECD problem: a journal entry\'s debits differ from its value. entry is the entry number; expected and found amounts',
  },
  'entry-credits-mismatch': {
    id: 'management.importProblem.ecd.entry-credits-mismatch',
    defaultMessage:
      'Entry {entry} (I200) has a value of {expected} (VL_LCTO), but its credit lines (I250) add up to {found} (PVA rule REGRA_VALIDACAO_VL_LCTO_CRED). Correct the entry so that its credits equal its value.',
    description: 'ECD problem: a journal entry\'s credits differ from its value. entry is the entry number; expected and found amounts',
  },
  'closing-entries-mismatch': {
    id: 'management.importProblem.ecd.closing-entries-mismatch',
    defaultMessage:
      'On {date}, the closing entries (IND_LCTO E) on account {account} add up to {found}, but they should reverse its balance before closing (I355), that is {expected} (PVA rule REGRA_VALIDACAO_SALDO_CONTA). Correct the closing entries or the I355 balance.',
    description:
      'ECD problem: the year-end closing entries do not zero a result account\'s pre-closing balance. date is a date; expected and found are amounts with their side, e.g. "1,500.00 C"',
  },
});

const messages = defineMessages({
  budgetVersionLocked: {
    id: 'management.importProblem.import.budget-version-locked',
    defaultMessage: 'The budget version "{version}" is locked, so its figures cannot change. Import these lines under another version name, or ask an owner to unlock it.',
    description: 'A spreadsheet\'s budget line names a locked budget version. version is the version\'s name as written in the file',
  },
  importFailed: {
    id: 'management.importProblem.import.import-failed',
    defaultMessage:
      'The import stopped on an unexpected error, and nothing from this file was saved. Try again in a few minutes; if it fails again, contact us and mention this message: {message}',
    description: 'The import itself broke (not a problem of the file). message is the server\'s technical error text, in English',
  },
  unknown: {
    id: 'management.importProblem.unknown',
    defaultMessage: 'A problem was found here (code {code}). Correct it and import the file again; if you cannot tell what is wrong, contact us and mention the code.',
    description: 'A problem whose code this version of the portal does not know. code is the technical code',
  },
  emptyValue: {
    id: 'management.importProblem.emptyValue',
    defaultMessage: 'empty',
    description: 'Shown in an import problem in place of a value the file left empty, e.g. "(CURDEF: empty)"',
  },
});

const MESSAGES: { readonly [F in ImportProblemFormat]: ReadonlyMap<string, MessageDescriptor> } = {
  spreadsheet: new Map(Object.entries(sheetMessages satisfies Record<ImportProblemCode<'spreadsheet'>, MessageDescriptor>)),
  ofx: new Map(Object.entries(ofxMessages satisfies Record<ImportProblemCode<'ofx'>, MessageDescriptor>)),
  ecd: new Map(Object.entries(ecdMessages satisfies Record<ImportProblemCode<'ecd'>, MessageDescriptor>)),
};

/** The message of every known code, by format, and of the import's own failure: for the catalogue's test. */
export const IMPORT_PROBLEM_MESSAGES = {
  spreadsheet: sheetMessages,
  ofx: ofxMessages,
  ecd: ecdMessages,
  import: { [IMPORT_FAILED_CODE]: messages.importFailed, [BUDGET_VERSION_LOCKED_CODE]: messages.budgetVersionLocked },
} as const;

/** The message for a code this portal does not know, e.g. one a newer parser reports (placeholder: `code`). */
export const UNKNOWN_IMPORT_PROBLEM_MESSAGE: MessageDescriptor = messages.unknown;

/**
 * The message for a problem's code: the format's own, the import's failure for `import-failed`, else a generic one
 * that shows `{code}` (a code newer than this portal).
 */
export function importProblemMessage(format: ImportProblemFormat, code: string): MessageDescriptor {
  if (code === IMPORT_FAILED_CODE) return messages.importFailed;
  if (code === BUDGET_VERSION_LOCKED_CODE && format === 'spreadsheet') return messages.budgetVersionLocked;
  return MESSAGES[format].get(code) ?? messages.unknown;
}

/** How a param the parser computed (not text copied from the file) is shown in the reader's language. */
type ParamStyle = 'cnpj' | 'date' | 'month' | 'amount' | 'signedAmount';

const ECD_AMOUNTS = { expected: 'amount', found: 'amount' } as const;
const ECD_SIGNED_AMOUNTS = { expected: 'signedAmount', found: 'signedAmount' } as const;
const ECD_PERIOD = { periodStart: 'date', periodEnd: 'date' } as const;

/**
 * The params to localize, by format and code: months and dates the parsers write as ISO dates, amounts they write
 * as `1234.56` (`1234.56 D` with a side), CNPJs as bare digits. Text copied from the file stays as written.
 */
const PARAM_STYLES: { readonly [F in ImportProblemFormat]: Partial<Record<ImportProblemCode<F>, Readonly<Record<string, ParamStyle>>>> } = {
  spreadsheet: {
    'duplicate-month': { month: 'month' },
    'duplicate-figure': { month: 'month' },
  },
  ofx: {},
  ecd: {
    'cnpj-mismatch': { expected: 'cnpj', found: 'cnpj' },
    'closing-balance-mismatch': ECD_SIGNED_AMOUNTS,
    'period-debits-mismatch': { ...ECD_PERIOD, ...ECD_AMOUNTS },
    'period-credits-mismatch': { ...ECD_PERIOD, ...ECD_AMOUNTS },
    'entry-without-balance': ECD_PERIOD,
    'entry-outside-periods': { date: 'date' },
    'entry-debits-mismatch': ECD_AMOUNTS,
    'entry-credits-mismatch': ECD_AMOUNTS,
    'closing-entries-mismatch': { date: 'date', ...ECD_SIGNED_AMOUNTS },
  },
};

const ISO_DATE = /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/;
const AMOUNT = /^-?[0-9]+\.[0-9]{2}$/;
const SIGNED_AMOUNT = /^([0-9]+\.[0-9]{2}) ([DC])$/;

/** A computed param in the reader's language; a value not in the expected shape is shown as it is. */
function styledParam(intl: IntlShape, style: ParamStyle, value: string): string {
  const amount = (decimal: string) =>
    intl.formatNumber(decimal as Intl.StringNumericLiteral, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  switch (style) {
    case 'cnpj':
      return formatCnpj(value);
    case 'date':
      // A day has no time zone: read and written in UTC, or Brazil (UTC−3) would show the day before.
      return ISO_DATE.test(value) ? intl.formatDate(`${value}T00:00:00Z`, { year: 'numeric', month: '2-digit', day: '2-digit', timeZone: 'UTC' }) : value;
    case 'month':
      return ISO_DATE.test(value) ? intl.formatDate(`${value}T00:00:00Z`, { year: 'numeric', month: 'long', timeZone: 'UTC' }) : value;
    case 'amount':
      return AMOUNT.test(value) ? amount(value) : value;
    case 'signedAmount': {
      const match = SIGNED_AMOUNT.exec(value);
      return match ? `${amount(match[1])} ${match[2]}` : value;
    }
  }
}

/**
 * A problem's message in the reader's language, without its line or column (the screen shows those in their own
 * columns). The message can use every param, `line`, `column` (when the problem has one) and `code`; a param of the
 * same name wins (the spreadsheet's `missing-column` names the missing column in `params.column`). Values the file
 * left empty read as the word for "empty"; dates, months, amounts and CNPJs the parser computed are localized.
 */
export function formatImportProblem(intl: IntlShape, format: ImportProblemFormat, problem: ImportProblem): string {
  const styles: Readonly<Record<string, ParamStyle | undefined>> =
    (PARAM_STYLES[format] as Readonly<Record<string, Readonly<Record<string, ParamStyle>> | undefined>>)[problem.code] ?? {};
  const values: Record<string, string> = { line: String(problem.line), code: problem.code };
  if (problem.column !== undefined) values.column = problem.column;
  for (const [name, value] of Object.entries(problem.params)) {
    const style = styles[name];
    if (value === '') values[name] = intl.formatMessage(messages.emptyValue);
    else values[name] = style === undefined ? value : styledParam(intl, style, value);
  }
  return intl.formatMessage(importProblemMessage(format, problem.code), values);
}

/** `text(format, problem)`: a problem's message in the user's language, as `formatImportProblem` words it. */
export function useImportProblemText(): (format: ImportProblemFormat, problem: ImportProblem) => string {
  const intl = useIntl();
  return useCallback((format: ImportProblemFormat, problem: ImportProblem) => formatImportProblem(intl, format, problem), [intl]);
}
