/**
 * @generated SignedSource<<48587fb64e1e345d6f8b2c2ca01f17e3>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type OtherIndicatorsTabQuery$variables = {
  clientId: string;
  from: string;
  to: string;
};
export type OtherIndicatorsTabQuery$data = {
  readonly indicators: ReadonlyArray<{
    readonly id: string;
    readonly indicator_kind: {
      readonly en_name: string;
      readonly pt_br_name: string;
      readonly unit: string;
    };
    readonly kind: string;
    readonly period: string;
    readonly value: string;
  }>;
};
export type OtherIndicatorsTabQuery = {
  response: OtherIndicatorsTabQuery$data;
  variables: OtherIndicatorsTabQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "clientId"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "from"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "to"
  }
],
v1 = [
  {
    "alias": "indicators",
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": [
          {
            "kind": "asc"
          },
          {
            "period": "asc"
          }
        ]
      },
      {
        "fields": [
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
            "name": "company"
          },
          {
            "fields": [
              {
                "kind": "Variable",
                "name": "_gte",
                "variableName": "from"
              },
              {
                "kind": "Variable",
                "name": "_lte",
                "variableName": "to"
              }
            ],
            "kind": "ObjectValue",
            "name": "period"
          }
        ],
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "accounting_indicator",
    "kind": "LinkedField",
    "name": "accounting_indicator",
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
        "name": "kind",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "period",
        "storageKey": null
      },
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
        "concreteType": "accounting_indicator_kind",
        "kind": "LinkedField",
        "name": "indicator_kind",
        "plural": false,
        "selections": [
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
            "name": "unit",
            "storageKey": null
          }
        ],
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
    "name": "OtherIndicatorsTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "OtherIndicatorsTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "612e26ab340a6cf5fd25eae016dfcf5c",
    "id": null,
    "metadata": {},
    "name": "OtherIndicatorsTabQuery",
    "operationKind": "query",
    "text": "query OtherIndicatorsTabQuery(\n  $clientId: uuid!\n  $from: date!\n  $to: date!\n) {\n  indicators: accounting_indicator(where: {company: {client_id: {_eq: $clientId}}, period: {_gte: $from, _lte: $to}}, order_by: [{kind: asc}, {period: asc}]) {\n    id\n    kind\n    period\n    value\n    indicator_kind {\n      en_name\n      pt_br_name\n      unit\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8c4a98e19ec141a4ba8f468b35d1b6cf";

export default node;
