/**
 * @generated SignedSource<<6d8c775338072a534c20c3fb9cbd0d2a>>
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
    "name": "AlertRulesTabQuery",
    "selections": (v1/*:: as any*/),
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AlertRulesTabQuery",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5aae9ff9daa84b4b38b21485c261837e",
    "id": null,
    "metadata": {},
    "name": "AlertRulesTabQuery",
    "operationKind": "query",
    "text": "query AlertRulesTabQuery(\n  $organizationId: uuid!\n) {\n  portfolio_alert_rule(where: {organization_id: {_eq: $organizationId}}, order_by: [{kind: asc}, {severity: asc}, {id: asc}]) {\n    id\n    kind\n    severity\n    thresholds\n    enabled\n    metric {\n      en_name\n      pt_br_name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "8fc8e343e0a8e18da68859c938bb5936";

export default node;
