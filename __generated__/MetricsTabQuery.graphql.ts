/**
 * @generated SignedSource<<aa270c0b766fa76968b12321e9be3fb2>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type MetricsTabQuery$variables = {
  organizationId: string;
};
export type MetricsTabQuery$data = {
  readonly metrics: ReadonlyArray<{
    readonly en_definition: string;
    readonly en_name: string;
    readonly favourable: string;
    readonly organization_id: string | null | undefined;
    readonly period_rule: string;
    readonly pt_br_definition: string;
    readonly pt_br_name: string;
    readonly unit: string;
    readonly value: string;
  }>;
};
export type MetricsTabQuery = {
  response: MetricsTabQuery$data;
  variables: MetricsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "organizationId"
  }
],
v1 = [
  {
    "alias": "metrics",
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": [
          {
            "position": "asc"
          },
          {
            "en_name": "asc"
          }
        ]
      },
      {
        "fields": [
          {
            "items": [
              {
                "kind": "Literal",
                "name": "_or.0",
                "value": {
                  "organization_id": {
                    "_is_null": true
                  }
                }
              },
              {
                "fields": [
                  {
                    "fields": [
                      {
                        "kind": "Variable",
                        "name": "_eq",
                        "variableName": "organizationId"
                      }
                    ],
                    "kind": "ObjectValue",
                    "name": "organization_id"
                  }
                ],
                "kind": "ObjectValue",
                "name": "_or.1"
              }
            ],
            "kind": "ListValue",
            "name": "_or"
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_indicator_kind",
    "kind": "LinkedField",
    "name": "accounting_indicator_kind",
    "plural": true,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "en_name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pt_br_name",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "en_definition",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "pt_br_definition",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "unit",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "favourable",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "period_rule",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "organization_id",
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
    "name": "MetricsTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "MetricsTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "6572aefa1e952b82a985132e9e2abdbe",
    "id": null,
    "metadata": {},
    "name": "MetricsTabQuery",
    "operationKind": "query",
    "text": "query MetricsTabQuery(\n  $organizationId: uuid!\n) {\n  metrics: accounting_indicator_kind(where: {_or: [{organization_id: {_is_null: true}}, {organization_id: {_eq: $organizationId}}]}, order_by: [{position: asc}, {en_name: asc}]) {\n    value\n    en_name\n    pt_br_name\n    en_definition\n    pt_br_definition\n    unit\n    favourable\n    period_rule\n    organization_id\n  }\n}\n"
  }
};
})();

(node as any).hash = "ec89df84a7da964c069d89a5365db9de";

export default node;
