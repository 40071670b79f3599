/**
 * @generated SignedSource<<5c7b6569e66c2858f53d66f1324538d7>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type accounting_account_mapping_insert_input = {
  account_id?: string | null | undefined;
  client_account_id?: string | null | undefined;
  valid_from?: string | null | undefined;
};
export type AccountMappingScreenMutation$variables = {
  object: accounting_account_mapping_insert_input;
};
export type AccountMappingScreenMutation$data = {
  readonly insert_accounting_account_mapping_one: {
    readonly id: string;
  } | null | undefined;
};
export type AccountMappingScreenMutation = {
  response: AccountMappingScreenMutation$data;
  variables: AccountMappingScreenMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "object"
  }
],
v1 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "object",
        "variableName": "object"
      },
      {
        "kind": "Literal",
        "name": "on_conflict",
        "value": {
          "constraint": "account_mapping_client_account_id_valid_from_key",
          "update_columns": [
            "account_id"
          ]
        }
      }
    ],
    "concreteType": "accounting_account_mapping",
    "kind": "LinkedField",
    "name": "insert_accounting_account_mapping_one",
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
    "name": "AccountMappingScreenMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "AccountMappingScreenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c41d719765f0a6239313fdf5678b695f",
    "id": null,
    "metadata": {},
    "name": "AccountMappingScreenMutation",
    "operationKind": "mutation",
    "text": "mutation AccountMappingScreenMutation(\n  $object: accounting_account_mapping_insert_input!\n) {\n  insert_accounting_account_mapping_one(object: $object, on_conflict: {constraint: account_mapping_client_account_id_valid_from_key, update_columns: [account_id]}) {\n    id\n  }\n}\n"
  }
};
})();

(node as any).hash = "d1177eff34f15978e54c873dfc1d87d9";

export default node;
