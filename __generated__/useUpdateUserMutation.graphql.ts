/**
 * @generated SignedSource<<d2576c293182f74d8cbfc6cd773620a9>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type users_set_input = {
  displayName?: string | null | undefined;
  locale?: string | null | undefined;
  metadata?: unknown | null | undefined;
};
export type useUpdateUserMutation$variables = {
  changes: users_set_input;
  id: string;
};
export type useUpdateUserMutation$data = {
  readonly updateUser: {
    readonly displayName: string;
    readonly id: string;
    readonly locale: string;
  } | null | undefined;
};
export type useUpdateUserMutation = {
  response: useUpdateUserMutation$data;
  variables: useUpdateUserMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "changes"
},
v1 = {
  "defaultValue": null,
  "kind": "LocalArgument",
  "name": "id"
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "_set",
        "variableName": "changes"
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
    "concreteType": "users",
    "kind": "LinkedField",
    "name": "updateUser",
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
        "name": "displayName",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "locale",
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
      (v1/*:: as any*/)
    ],
    "kind": "Fragment",
    "metadata": null,
    "name": "useUpdateUserMutation",
    "selections": (v2/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [
      (v1/*:: as any*/),
      (v0/*:: as any*/)
    ],
    "kind": "Operation",
    "name": "useUpdateUserMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "015e5c1ac15a922a6a2aff23626da07a",
    "id": null,
    "metadata": {},
    "name": "useUpdateUserMutation",
    "operationKind": "mutation",
    "text": "mutation useUpdateUserMutation(\n  $id: uuid!\n  $changes: users_set_input!\n) {\n  updateUser(pk_columns: {id: $id}, _set: $changes) {\n    id\n    displayName\n    locale\n  }\n}\n"
  }
};
})();

(node as any).hash = "33812c4b8fd389d38bc4cab13173fa83";

export default node;
