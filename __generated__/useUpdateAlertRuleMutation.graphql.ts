/**
 * @generated SignedSource<<53f1b84114a5dbf3cd47e058a70e8a6c>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_alert_severity_enum = "critical" | "info" | "warning" | "%future added value";
export type portfolio_alert_rule_set_input = {
  enabled?: boolean | null | undefined;
  metric_kind?: string | null | undefined;
  severity?: portfolio_alert_severity_enum | null | undefined;
  thresholds?: unknown | null | undefined;
};
export type useUpdateAlertRuleMutation$variables = {
  id: string;
  set: portfolio_alert_rule_set_input;
};
export type useUpdateAlertRuleMutation$data = {
  readonly update_portfolio_alert_rule_by_pk: {
    readonly enabled: boolean;
    readonly id: string;
    readonly severity: portfolio_alert_severity_enum;
    readonly thresholds: unknown;
  } | null | undefined;
};
export type useUpdateAlertRuleMutation = {
  response: useUpdateAlertRuleMutation$data;
  variables: useUpdateAlertRuleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  },
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "set"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "_set",
        "variableName": "set"
      },
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "id",
            "variableName": "id"
          }
        ],
        "kind": "ObjectValue",
        "name": "pk_columns"
      }
    ],
    "concreteType": "portfolio_alert_rule",
    "kind": "LinkedField",
    "name": "update_portfolio_alert_rule_by_pk",
    "plural": false,
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
    "name": "useUpdateAlertRuleMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUpdateAlertRuleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "1ab467e2f5e8b1a39be39d757519059e",
    "id": null,
    "metadata": {},
    "name": "useUpdateAlertRuleMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateAlertRuleMutation(\n  $id: uuid!\n  $set: portfolio_alert_rule_set_input!\n) {\n  update_portfolio_alert_rule_by_pk(pk_columns: {id: $id}, _set: $set) {\n    id\n    severity\n    thresholds\n    enabled\n  }\n}\n"
  }
};
})();

(node as any).hash = "93430029c6d8dfe0694bd8e9081f5117";

export default node;
