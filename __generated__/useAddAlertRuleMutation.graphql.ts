/**
 * @generated SignedSource<<b6be5a6170fb24d0ca54faf867c71998>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_alert_severity_enum = "critical" | "info" | "warning" | "%future added value";
export type useAddAlertRuleMutation$variables = {
  kind: string;
  metricKind: string;
  organizationId: string;
  severity: portfolio_alert_severity_enum;
  thresholds: unknown;
};
export type useAddAlertRuleMutation$data = {
  readonly insert_portfolio_alert_rule_one: {
    readonly id: string;
  } | null | undefined;
};
export type useAddAlertRuleMutation = {
  response: useAddAlertRuleMutation$data;
  variables: useAddAlertRuleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "kind"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "metricKind"
},
v2 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "organizationId"
},
v3 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "severity"
},
v4 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "thresholds"
},
v5 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Literal",
            "name": "enabled",
            "value": true
          },
          {
            "kind": "Variable",
            "name": "kind",
            "variableName": "kind"
          },
          {
            "kind": "Variable",
            "name": "metric_kind",
            "variableName": "metricKind"
          },
          {
            "kind": "Variable",
            "name": "organization_id",
            "variableName": "organizationId"
          },
          {
            "kind": "Variable",
            "name": "severity",
            "variableName": "severity"
          },
          {
            "kind": "Variable",
            "name": "thresholds",
            "variableName": "thresholds"
          }
        ],
        "kind": "ObjectValue",
        "name": "object"
      }
    ],
    "concreteType": "portfolio_alert_rule",
    "kind": "LinkedField",
    "name": "insert_portfolio_alert_rule_one",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v2/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useAddAlertRuleMutation",
    "selections": (v5/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v2/*:: as any*/),
      (v0/*:: as any*/),
      (v1/*:: as any*/),
      (v3/*:: as any*/),
      (v4/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useAddAlertRuleMutation",
    "selections": (v5/*:: as any*/)
  },
  "params": {
    "cacheID": "3c485096554a5484dc59fdaa4e13d733",
    "id": null,
    "metadata": {},
    "name": "useAddAlertRuleMutation",
    "operationKind": "mutation",
    "text": "mutation useAddAlertRuleMutation(\n  $organizationId: uuid!\n  $kind: String!\n  $metricKind: String!\n  $severity: portfolio_alert_severity_enum!\n  $thresholds: jsonb!\n) {\n  insert_portfolio_alert_rule_one(object: {organization_id: $organizationId, kind: $kind, metric_kind: $metricKind, severity: $severity, thresholds: $thresholds, enabled: true}) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "c3929987683a5dd2896717aec9bd5dbd";

export default node;
