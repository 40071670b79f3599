import { describe, expect, it } from 'vitest';
import type { CatalogColumn, CatalogTable, Redactions } from '../catalog/types.ts';
import type { SelectPermission } from '../metadata/types.ts';
import { combineSelectPermissions, type ParentSelect } from './combineSelectPermissions.ts';

const column = (sqlName: string): CatalogColumn => ({
  sqlName, name: sqlName, pgType: 'int4', castType: 'integer', scalar: 'Int', enumTable: null, nullable: true, generated: false, description: null,
});
const table = { columns: ['id', 'salary', 'remarks'].map(column), computedFields: [] } as unknown as CatalogTable;
const parent = (permission: SelectPermission, redactions?: Redactions): ParentSelect => ({ permission, redactions });

const employee = { columns: ['id', 'salary'], filter: { id: { _eq: 'X-Hasura-User-Id' } } };
const manager = { columns: ['id', 'remarks'], filter: { manager_id: { _eq: 'X-Hasura-Manager-Id' } } };

describe('combineSelectPermissions', () => {
  it('ORs the filters and redacts each column to the rows of the parents that see it', () => {
    const { permission, redactions } = combineSelectPermissions(table, [parent(employee), parent(manager)]);
    expect(permission.filter).toEqual({ _or: [employee.filter, manager.filter] });
    expect(permission.columns).toEqual(['id', 'salary', 'remarks']);
    expect([...redactions.columns]).toEqual([['salary', employee.filter], ['remarks', manager.filter]]);
  });

  it('adds no redaction where parents with the same filter cover every row, nor where one parent sees every row', () => {
    const same = { columns: ['id'], filter: { id: { _eq: 'X-Hasura-User-Id' } } };
    expect([...combineSelectPermissions(table, [parent(employee), parent(same)]).redactions.columns]).toEqual([]);
    const everyRow = { columns: ['salary'], filter: {} };
    const combined = combineSelectPermissions(table, [parent(employee), parent(everyRow)]);
    expect(combined.permission.filter).toEqual({});
    expect([...combined.redactions.columns]).toEqual([['id', employee.filter]]);
  });

  it("keeps a parent's own redaction when the parent is itself inherited (Hasura's fix for nested inherited roles)", () => {
    // The parent sees `salary` only where `employee` does, though its rows are employee's and manager's.
    const inherited = parent(
      { columns: ['id', 'salary', 'remarks'], filter: { _or: [employee.filter, manager.filter] } },
      { columns: new Map([['salary', employee.filter]]), computedFields: new Map() },
    );
    const guest = { columns: ['id', 'salary'], filter: { is_public: { _eq: true } } };
    const { redactions } = combineSelectPermissions(table, [inherited, parent(guest)]);
    expect(redactions.columns.get('salary')).toEqual({ _or: [employee.filter, guest.filter] });
    expect(redactions.columns.get('id')).toBeUndefined();
  });

  it('takes the largest limit set, aggregations and root fields from any parent', () => {
    const limited = { ...employee, limit: 2, query_root_fields: ['select'] };
    const other = { ...manager, limit: 4, allow_aggregations: true, query_root_fields: ['select_by_pk'] };
    const { permission } = combineSelectPermissions(table, [parent(limited), parent(other), parent(manager)]);
    expect(permission.limit).toBe(4);
    expect(permission.allow_aggregations).toBe(true);
    expect(permission.query_root_fields).toBeUndefined(); // `manager` restricts none
    expect(combineSelectPermissions(table, [parent(limited), parent(other)]).permission.query_root_fields).toEqual(['select', 'select_by_pk']);
  });
});
