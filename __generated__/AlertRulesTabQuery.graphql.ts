/**
 * @generated SignedSource<<66ac0e03479bfd4f7e008add0e66772c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_alert_severity_enum = "critical" | "info" | "warning" | "%future added value";
export type AlertRulesTabQuery$variables = {
  organizationId: string;
};
export type AlertRulesTabQuery$data = {
  readonly metrics: ReadonlyArray<{
    readonly en_name: string;
    readonly pt_br_name: string;
    readonly unit: string;
    readonly value: string;
  }>;
  readonly portfolio_alert_rule: ReadonlyArray<{
    readonly enabled: boolean;
    readonly id: string;
    readonly kind: string;
    readonly metric: {
      readonly en_name: string;
      readonly pt_br_name: string;
    } | null | undefined;
    readonly severity: portfolio_alert_severity_enum;
    readonly thresholds: unknown;
  }>;
};
export type AlertRulesTabQuery = {
  response: AlertRulesTabQuery$data;
  variables: AlertRulesTabQuery$variables;
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
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "en_name",
  "storageKey": null
},
v3 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "pt_br_name",
  "storageKey": null
},
v4 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Literal",
        "name": "order_by",
        "value": [
          {
            "kind": "asc"
          },
          {
            "severity": "asc"
          },
          {
            "id": "asc"
          }
        ]
      },
      {
        "fields": (v1/*:: as any*/),
        "kind": "ObjectValue",
        "name": "where"
      }
    ],
    "concreteType": "portfolio_alert_rule",
    "kind": "LinkedField",
    "name": "portfolio_alert_rule",
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
        "name": "severity",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "thresholds",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "enabled",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "accounting_indicator_kind",
        "kind": "LinkedField",
        "name": "metric",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          (v3/*:: as any*/)
        ],
        "storageKey": null
      }
    ],
    "storageKey": null
  },
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
                "fields": (v1/*:: as any*/),
                "kind": "ObjectValue",
                "name": "_or.1"
              }
            ],
            "kind": "ListValue",
            "name": "_or"
          },
          {
            "kind": "Literal",
            "name": "unit",
            "value": {
              "_neq": "text"
            }
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
      (v2/*:: as any*/),
      (v3/*:: as any*/),
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
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "AlertRulesTabQuery",
    "selections": (v4/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AlertRulesTabQuery",
    "selections": (v4/*:: as any*/)
  },
  "params": {
    "cacheID": "a046540f1955f93d3902abb0f4f510fa",
    "id": null,
    "metadata": {},
    "name": "AlertRulesTabQuery",
    "operationKind": "query",
    "text": "query AlertRulesTabQuery(\n  $organizationId: uuid!\n) {\n  portfolio_alert_rule(where: {organization_id: {_eq: $organizationId}}, order_by: [{kind: asc}, {severity: asc}, {id: asc}]) {\n    id\n    kind\n    severity\n    thresholds\n    enabled\n    metric {\n      en_name\n      pt_br_name\n    }\n  }\n  metrics: accounting_indicator_kind(where: {unit: {_neq: \"text\"}, _or: [{organization_id: {_is_null: true}}, {organization_id: {_eq: $organizationId}}]}, order_by: [{position: asc}, {en_name: asc}]) {\n    value\n    en_name\n    pt_br_name\n    unit\n  }\n}\n"
  }
};
})();

(node as any).hash = "8d937cd57937544cdc242b78406612cf";

export default node;
