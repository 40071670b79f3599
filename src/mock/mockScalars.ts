/**
 * Values of scalar fields that no row holds: fields of aggregate and mutation-response types, or any field whose
 * type only the schema knows (see operationPlan.ts). The scalar type says what kind of value; the field's name says
 * which one (`email`, `document`, `gross_amount` …), because a type as broad as `String` or `numeric` alone would
 * give placeholders no screen could be judged by.
 */
import { SEGMENTS, VALUE_TABLES } from './mockTables.ts';
import {
  cnpj, companyName, groupNames, instant, isoDate, money, percent, person, type MockFaker,
} from './mockValues.ts';

function text(name: string, f: MockFaker): string {
  if (name === 'email') return person(f).email;
  if (name === 'displayName') return person(f).displayName;
  if (name === 'document' || name === 'tax_id' || name.endsWith('cnpj')) return cnpj(f);
  if (name === 'en_name') return f.helpers.arrayElement(SEGMENTS)[0];
  if (name === 'pt_br_name') return f.helpers.arrayElement(SEGMENTS)[1];
  if (name === 'en_group_name') return groupNames(f).en;
  if (name === 'pt_br_group_name') return groupNames(f).ptBr;
  if (name === 'name' || name.endsWith('_name')) return companyName(f);
  if (name === 'locale') return 'pt';
  if (name === 'avatarUrl') return '';
  if (name === 'event_name') return '/app/home';
  if (name === 'number') return `${f.number.int({ min: 1, max: 3 })}.0${f.number.int({ min: 1, max: 9 })}`;
  if (name === 'title' || name.endsWith('_title')) return f.lorem.sentence(3).replace(/\.$/, '');
  if (name.startsWith('content') || name === 'message' || name.endsWith('_message') || name === 'comment') return f.lorem.sentence();
  return f.lorem.words(2);
}

function numeric(name: string, f: MockFaker): string {
  if (name === 'share_percentage' || name.endsWith('percentage')) return percent(f, 0.5, 35);
  if (name === 'gross_amount' || name === 'net_amount') return money(f, 50_000, 20_000_000);
  if (name === 'valuation_amount') return money(f, 1_000_000, 800_000_000);
  return money(f, 10_000, 2_000_000);
}

/** One value of each Hasura enum, drawn from the values the mock's enum tables hold. */
const ENUMS: Readonly<Record<string, string>> = {
  portfolio_invite_status_enum: 'portfolio_invite_status',
  portfolio_organization_role_enum: 'portfolio_organization_role',
  portfolio_alert_severity_enum: 'portfolio_alert_severity',
  portfolio_currency_enum: 'portfolio_currency',
  accounting_account_type_enum: 'accounting_account_type',
  accounting_cash_flow_section_enum: 'accounting_cash_flow_section',
};

/** Every scalar type name a resolver is registered for, built-in, Hasura's and the schema's enums. */
export const SCALAR_TYPES = [
  'ID', 'String', 'Int', 'Float', 'Boolean', 'uuid', 'citext', 'numeric', 'bigint', 'date', 'timestamptz', 'jsonb',
  ...Object.keys(ENUMS),
];

/**
 * A value of scalar `type` for a field called `name`.
 *
 * @param uuid - Makes the value of an `ID` or `uuid` field, which must come from the mock's id scheme.
 */
export function scalarValue(type: string, name: string, f: MockFaker, today: Date, uuid: () => string): unknown {
  switch (type) {
    case 'ID':
    case 'uuid':
      return uuid();
    case 'String':
    case 'citext':
      return text(name, f);
    case 'numeric':
      return numeric(name, f);
    case 'Int':
      return name === 'version' ? 1 : f.number.int({ min: 1, max: 50 });
    // Hasura sends bigint as a string when numeric types are stringified, as the portal's backend does.
    case 'bigint':
      return String(f.number.int({ min: 1, max: 1_000_000 }));
    case 'Float':
      return f.number.float({ min: 0, max: 100, fractionDigits: 2 });
    case 'Boolean':
      return name === 'active' || name.startsWith('is_') ? true : f.datatype.boolean();
    case 'date':
      return isoDate(instant(f, today));
    case 'timestamptz':
      return instant(f, today).toISOString();
    case 'jsonb':
      return {};
    default: {
      const table = ENUMS[type] as string | undefined;
      return table ? f.helpers.arrayElement(VALUE_TABLES[table]).value : undefined;
    }
  }
}
