/**
 * @generated SignedSource<<27afaed328ec569fba8f18ea894c9ce4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveAlertRuleMutation$variables = {
  id: string;
};
export type useRemoveAlertRuleMutation$data = {
  readonly delete_portfolio_alert_rule_by_pk: {
    readonly id: string;
  } | null | undefined;
};
export type useRemoveAlertRuleMutation = {
  response: useRemoveAlertRuleMutation$data;
  variables: useRemoveAlertRuleMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "id"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "id",
        "variableName": "id"
      }
    ],
    "concreteType": "portfolio_alert_rule",
    "kind": "LinkedField",
    "name": "delete_portfolio_alert_rule_by_pk",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useRemoveAlertRuleMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveAlertRuleMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "418d251572941e6cc456682d6e05c64b",
    "id": null,
    "metadata": {},
    "name": "useRemoveAlertRuleMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveAlertRuleMutation(\n  $id: uuid!\n) {\n  delete_portfolio_alert_rule_by_pk(id: $id) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "aac3999b1fec224336e759c4bb76009b";

export default node;
