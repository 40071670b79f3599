/**
 * @generated SignedSource<<62b3a22180a088707766c32eaf671de2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_import_source_enum = "ecd" | "ofx" | "seed" | "spreadsheet" | "%future added value";
export type accounting_import_status_enum = "applied" | "duplicate" | "failed" | "replaced" | "running" | "%future added value";
export type ImportBatchesSubscription$variables = {
  clientId: string;
};
export type ImportBatchesSubscription$data = {
  readonly accounting_import_batch: ReadonlyArray<{
    readonly created_at: string;
    readonly file_name: string | null | undefined;
    readonly id: string;
    readonly period_end: string | null | undefined;
    readonly period_start: string | null | undefined;
    readonly problems: unknown;
    readonly rows_processed: number;
    readonly rows_refused: number;
    readonly rows_skipped: number;
    readonly rows_total: number | null | undefined;
    readonly rows_written: number;
    readonly source: accounting_import_source_enum;
    readonly status: accounting_import_status_enum;
  }>;
};
export type ImportBatchesSubscription = {
  response: ImportBatchesSubscription$data;
  variables: ImportBatchesSubscription$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "limit",
        "value": 10
      },
      {
        "kind": "Literal",
        "name": "order_by",
        "value": {
          "created_at": "desc"
        }
      },
      {
        "fields": [
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_eq",
                "variableName": "clientId"
              }
            ],
            "kind": "ObjectValue",
            "name": "client_id"
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_import_batch",
    "kind": "LinkedField",
    "name": "accounting_import_batch",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "file_name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "source",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "period_start",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "period_end",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rows_total",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rows_processed",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rows_written",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rows_skipped",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "rows_refused",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "problems",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "created_at",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ImportBatchesSubscription",
    "selections": (v1/*:: as any*/),
    "type": "subscription_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ImportBatchesSubscription",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "14a4facfa4b14a2c0d3d953ddbc95f72",
    "id": null,
    "metadata": {},
    "name": "ImportBatchesSubscription",
    "operationKind": "subscription",
    "text": "subscription ImportBatchesSubscription(\n  $clientId: uuid!\n) {\n  accounting_import_batch(where: {client_id: {_eq: $clientId}}, order_by: {created_at: desc}, limit: 10) {\n    id\n    file_name\n    source\n    status\n    period_start\n    period_end\n    rows_total\n    rows_processed\n    rows_written\n    rows_skipped\n    rows_refused\n    problems\n    created_at\n  }\n}\n"
  }
};
})();

(node as any).hash = "0ea5a6008b5116addcc6a850f0741b05";

export default node;
