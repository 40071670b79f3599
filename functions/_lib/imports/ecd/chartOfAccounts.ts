/**
 * The chart of accounts (I050 with its I051/I052 children) while the file streams: each account is held until its
 * children have been read, then emitted; only each code's analytic flag is kept afterwards, to check the accounts
 * that balances and entries name. This map holds one entry per account, however long the file.
 */
import { ecdProblem, type EcdProblem } from './ecdProblem.ts';
import type { EcdAccount, EcdAccountMapping } from './ecdLedgerRecord.ts';
import type { AccountNature, EcdRecord } from './ecdRecord.ts';
import type { FieldReader } from './fieldReader.ts';

const CHILDREN = ['I051', 'I052', 'I053'];

const NATURES: readonly AccountNature[] = ['01', '02', '03', '04', '05', '09'];

/** Reads I050 (REG, DT_ALT, COD_NAT, IND_CTA, NIVEL, COD_CTA, COD_CTA_SUP, CTA), without children yet. */
function readAccount(r: FieldReader): EcdAccount {
  return {
    kind: 'account',
    line: r.register.line,
    changedOn: r.date(2, 'DT_ALT'),
    nature: r.oneOf(3, 'COD_NAT', NATURES),
    accountType: r.oneOf(4, 'IND_CTA', ['S', 'A']),
    level: r.integer(5, 'NIVEL'),
    code: r.text(6, 'COD_CTA'),
    parentCode: r.optionalText(7),
    name: r.text(8, 'CTA'),
    referentialCodes: [],
    aggregationCodes: [],
  };
}

/** Reads I051 (REG, COD_CCUS, COD_CTA_REF) or I052 (REG, COD_CCUS, COD_AGL). */
function readAccountMapping(r: FieldReader): EcdAccountMapping {
  return { costCenter: r.optionalText(2), code: r.text(3, r.register.reg === 'I051' ? 'COD_CTA_REF' : 'COD_AGL') };
}

interface OpenAccount {
  readonly account: EcdAccount;
  readonly referential: EcdAccountMapping[];
  readonly aggregation: EcdAccountMapping[];
}

export class ChartOfAccounts {
  /** Code → whether the account is analytic (takes entries). */
  private readonly analytic = new Map<string, boolean>();
  /** The I050 whose children are being read; 'failed' when it could not be read, so they are dropped quietly. */
  private open: OpenAccount | 'failed' | null = null;

  static reads(reg: string): boolean {
    return reg === 'I050' || reg === 'I051' || reg === 'I052';
  }

  /** Emits the open account once `reg` shows that its children are over. */
  leave(reg: string, emit: (record: EcdRecord) => void): void {
    if (CHILDREN.includes(reg)) return;
    const open = this.open;
    this.open = null;
    if (open !== null && open !== 'failed') {
      emit({ ...open.account, referentialCodes: open.referential, aggregationCodes: open.aggregation });
    }
  }

  read(r: FieldReader, emit: (record: EcdRecord) => void): void {
    const { reg, line } = r.register;
    if (reg === 'I050') {
      const account = readAccount(r);
      r.problems.forEach(emit);
      // A malformed I050 still defines its code, so that its balances and entries are not also reported as unknown.
      if (account.code !== '') this.analytic.set(account.code, r.failed || account.accountType === 'A');
      this.open = r.failed ? 'failed' : { account, referential: [], aggregation: [] };
    } else if (this.open === null) {
      emit(ecdProblem(line, 'misplaced-register', { register: reg, parent: 'I050' }));
    } else if (this.open !== 'failed') {
      // Under an I050 that could not be read, a child's own problems would only repeat the parent's.
      const mapping = readAccountMapping(r);
      r.problems.forEach(emit);
      if (!r.failed) (reg === 'I051' ? this.open.referential : this.open.aggregation).push(mapping);
    }
  }

  /** Checks an account named by I155, I250 or I355: defined in I050, and analytic [REGRA_CONTA_PARA_LANCAMENTO]. */
  check(reg: string, code: string, line: number): EcdProblem | null {
    const analytic = this.analytic.get(code);
    if (analytic === undefined) return ecdProblem(line, 'unknown-account', { register: reg, account: code });
    if (!analytic) return ecdProblem(line, 'account-not-analytic', { register: reg, account: code });
    return null;
  }
}
