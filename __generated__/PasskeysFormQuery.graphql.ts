/**
 * @generated SignedSource<<9363e35b84a51d9276a01732196bbe1b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PasskeysFormQuery$variables = {
  userId: string;
};
export type PasskeysFormQuery$data = {
  readonly user: {
    readonly " $fragmentSpreads": FragmentRefs<"PasskeysForm_user">;
  } | null | undefined;
};
export type PasskeysFormQuery = {
  response: PasskeysFormQuery$data;
  variables: PasskeysFormQuery$variables;
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
    "name": "PasskeysFormQuery",
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
            "name": "PasskeysForm_user"
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
    "name": "PasskeysFormQuery",
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
    "cacheID": "3faeb495d55e91d213af3447d2102cea",
    "id": null,
    "metadata": {},
    "name": "PasskeysFormQuery",
    "operationKind": "query",
    "text": "query PasskeysFormQuery(\n  $userId: uuid!\n) {\n  user(id: $userId) {\n    ...PasskeysForm_user\n  }\n}\n\nfragment PasskeysForm_user on users {\n  id\n  securityKeys(order_by: [{nickname: asc}, {id: asc}]) {\n    id\n    nickname\n    transports\n  }\n}\n"
  }
};
})();

(node as any).hash = "9a2525128995495dcab0243458a2170b";

export default node;
