/**
 * @generated SignedSource<<bd7d0da76272494ff85bcb9fcb0ad761>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ProfileScreenQuery$variables = {
  userId: string;
};
export type ProfileScreenQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"PersonalDataSection_user" | "SecuritySection_user">;
  } | null | undefined;
};
export type ProfileScreenQuery = {
  response: ProfileScreenQuery$data;
  variables: ProfileScreenQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "userId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "id",
    "variableName": "userId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "ProfileScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "users",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalDataSection_user"
          },
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "SecuritySection_user"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "query_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "ProfileScreenQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "users",
        "kind": "LinkedField",
        "name": "user",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "name": "email",
            "storageKey": null
          },
          {
            "alias": null,
            "args": [
              {
                "kind": "Literal",
                "name": "order_by",
                "value": [
                  {
                    "nickname": "asc"
                  },
                  {
                    "id": "asc"
                  }
                ]
              }
            ],
            "concreteType": "authUserSecurityKeys",
            "kind": "LinkedField",
            "name": "securityKeys",
            "plural": true,
            "selections": [
              (v2/*:: as any*/),
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "nickname",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "transports",
                "storageKey": null
              }
            ],
            "storageKey": "securityKeys(order_by:[{\"nickname\":\"asc\"},{\"id\":\"asc\"}])"
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "ddfd8f32e7d7c4199a29e6e9f145ee03",
    "id": null,
    "metadata": {},
    "name": "ProfileScreenQuery",
    "operationKind": "query",
    "text": "query ProfileScreenQuery(\n  $userId: uuid!\n) {\n  user(id: $userId) {\n    ...PersonalDataSection_user\n    ...SecuritySection_user\n  }\n}\n\nfragment EmailForm_user on users {\n  email\n}\n\nfragment NameForm_user on users {\n  id\n  displayName\n}\n\nfragment PasskeysForm_user on users {\n  id\n  securityKeys(order_by: [{nickname: asc}, {id: asc}]) {\n    id\n    nickname\n    transports\n  }\n}\n\nfragment PersonalDataSection_user on users {\n  ...NameForm_user\n  ...EmailForm_user\n}\n\nfragment SecuritySection_user on users {\n  ...PasskeysForm_user\n}\n"
  }
};
})();

(node as any).hash = "4450948cee31433a16eba1abb9fd84c5";

export default node;
