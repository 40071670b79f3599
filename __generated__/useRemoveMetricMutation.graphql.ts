/**
 * @generated SignedSource<<78c173b2752f8bba09379a625d8024b5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type useRemoveMetricMutation$variables = {
  value: string;
};
export type useRemoveMetricMutation$data = {
  readonly delete_accounting_indicator_kind_by_pk: {
    readonly value: string;
  } | null | undefined;
};
export type useRemoveMetricMutation = {
  response: useRemoveMetricMutation$data;
  variables: useRemoveMetricMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "value"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "value",
        "variableName": "value"
      }
    ],
    "concreteType": "accounting_indicator_kind",
    "kind": "LinkedField",
    "name": "delete_accounting_indicator_kind_by_pk",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "value",
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
    "name": "useRemoveMetricMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRemoveMetricMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "d7e9affe99dc5579539334b96cae2610",
    "id": null,
    "metadata": {},
    "name": "useRemoveMetricMutation",
    "operationKind": "mutation",
    "text": "mutation useRemoveMetricMutation(\n  $value: String!\n) {\n  delete_accounting_indicator_kind_by_pk(value: $value) {\n    value\n  }\n}\n"
  }
};
})();

(node as any).hash = "bb237a9e46a168ea5281de214950a50d";

export default node;
