/**
 * @generated SignedSource<<8de5a3682916a4d643e181a402da98cd>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_invite_status_enum = "accepted" | "declined" | "pending" | "%future added value";
export type useAnswerInviteMutation$variables = {
  id: string;
  status: portfolio_invite_status_enum;
};
export type useAnswerInviteMutation$data = {
  readonly update_portfolio_invite_by_pk: {
    readonly answered_at: string | null | undefined;
    readonly id: string;
    readonly organization: {
      readonly id: string;
      readonly name: string;
    };
    readonly status: portfolio_invite_status_enum;
  } | null | undefined;
};
export type useAnswerInviteMutation = {
  response: useAnswerInviteMutation$data;
  variables: useAnswerInviteMutation$variables;
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
    "name": "status"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v2 = [
  {
    "alias": null,
    "args": [
      {
        "fields": [
          {
            "kind": "Variable",
            "name": "status",
            "variableName": "status"
          }
        ],
        "kind": "ObjectValue",
        "name": "_set"
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
    "concreteType": "portfolio_invite",
    "kind": "LinkedField",
    "name": "update_portfolio_invite_by_pk",
    "plural": false,
    "selections": [
      (v1/*:: as any*/),
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "status",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "answered_at",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "concreteType": "portfolio_organization",
        "kind": "LinkedField",
        "name": "organization",
        "plural": false,
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "name",
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
    "name": "useAnswerInviteMutation",
    "selections": (v2/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useAnswerInviteMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "cacheID": "b668fbad0292eba37af2c04f8d5350eb",
    "id": null,
    "metadata": {},
    "name": "useAnswerInviteMutation",
    "operationKind": "mutation",
    "text": "mutation useAnswerInviteMutation(\n  $id: uuid!\n  $status: portfolio_invite_status_enum!\n) {\n  update_portfolio_invite_by_pk(pk_columns: {id: $id}, _set: {status: $status}) {\n    id\n    status\n    answered_at\n    organization {\n      id\n      name\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "e36bedd73a8cc41a57dc775fbb927140";

export default node;
