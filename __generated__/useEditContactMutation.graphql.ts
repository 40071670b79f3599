/**
 * @generated SignedSource<<6447c1db85ce00dc0a6b468f768fb27a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type portfolio_company_contact_set_input = {
  email?: string | null | undefined;
  locale?: string | null | undefined;
  name?: string | null | undefined;
};
export type useEditContactMutation$variables = {
  id: string;
  set: portfolio_company_contact_set_input;
};
export type useEditContactMutation$data = {
  readonly update_portfolio_company_contact_by_pk: {
    readonly email: string;
    readonly id: string;
    readonly locale: string;
    readonly name: string;
  } | null | undefined;
};
export type useEditContactMutation = {
  response: useEditContactMutation$data;
  variables: useEditContactMutation$variables;
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
    "concreteType": "portfolio_company_contact",
    "kind": "LinkedField",
    "name": "update_portfolio_company_contact_by_pk",
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
        "name": "name",
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
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useEditContactMutation",
    "selections": (v1/*:: as any*/),
    "type": "mutation_root",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useEditContactMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "5db82933b22e48040079c2d9876aeb67",
    "id": null,
    "metadata": {},
    "name": "useEditContactMutation",
    "operationKind": "mutation",
    "text": "mutation useEditContactMutation(\n  $id: uuid!\n  $set: portfolio_company_contact_set_input!\n) {\n  update_portfolio_company_contact_by_pk(pk_columns: {id: $id}, _set: $set) {\n    id\n    name\n    email\n    locale\n  }\n}\n"
  }
};
})();

(node as any).hash = "0272ebeff7ec14f8161d0a3b87e01ac3";

export default node;
